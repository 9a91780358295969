import TestSupport

extension TemporaryRepository {
    /// `path` changed on `develop` and on a branch from it, then merged: the merge stops with the
    /// file in conflict (stages 1–3 in the index, none at 0).
    func mergeInConflict(_ path: String) throws {
        try git("checkout", "-q", "-b", "other")
        try write(path, "// other\n")
        try git("commit", "-q", "-am", "[A-2] другое", "-m", "- правка")
        try git("checkout", "-q", "develop")
        try write(path, "// mine\n")
        try git("commit", "-q", "-am", "[A-3] моё", "-m", "- правка")
        _ = try? git("merge", "-q", "other")
    }
}
