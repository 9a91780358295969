import CLibGit2

extension Repository {
    /// The index's gitlinks (submodules, and repositories added as one), relative to the work
    /// tree: their files are another repository's, even when not checked out.
    public func gitlinkPaths() -> [String] {
        var index: OpaquePointer?
        guard git_repository_index(&index, pointer) == 0 else { return [] }
        defer { git_index_free(index) }
        var paths: [String] = []
        for position in 0..<git_index_entrycount(index) {
            guard let entry = git_index_get_byindex(index, position)?.pointee, entry.mode == GIT_FILEMODE_COMMIT.rawValue,
                  let path = entry.path else { continue }
            paths.append(String(cString: path))
        }
        return paths
    }
}
