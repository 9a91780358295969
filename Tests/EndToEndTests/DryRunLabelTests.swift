import Foundation
import Testing
import TestSupport

/// `--dry-run` diffs name their files as git's diff does, so `git apply` takes them whatever
/// the path holds: newlines, tabs, quotes, backslashes, spaces, Cyrillic.
struct DryRunLabelTests {
    @Test(arguments: [
        "dir\nname.txt", "tab\there.txt", "quote\"d.txt", "back\\slash.txt", "Сообщение коммита.txt", "trailing space .txt",
        "bell\u{07}and\u{7F}.txt",
    ])
    func gitApplyTakesTheDiffOfAnyPath(name: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let message = "EW_IOS-98: требуется собрать приложение\n\n- Обновил проект\n"
        try repo.write(name, message)
        let diff = try repo.flowlint("message", "--fix", "--dry-run", name)
        #expect(diff.status == 0, "\(diff)")
        #expect(!diff.stdout.contains("--- a/\(name)\n"), "\(diff)")
        let applied = try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["apply", "-v", "-"], in: repo.path, environment: repo.environment,
                                    stdin: Array(diff.stdout.utf8))
        #expect(applied.status == 0, "\(applied)\n\(diff.stdout)")
        #expect(try repo.read(name) == "[EW_IOS-98] требуется собрать приложение\n\n- Обновил проект\n")
    }

    @Test func gitsOwnDiffOfTheSamePathHasTheSameLabels() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let name = "dir/new\nline \"q\".txt"
        try repo.write(name, "EW_IOS-98: требуется собрать приложение\n\n- Обновил проект\n")
        try repo.git("add", "--", name)
        try repo.commit("[EW_IOS-98] файл\n\n- Добавил\n")
        let ours = try repo.flowlint("message", "--fix", "--dry-run", name).stdout.split(separator: "\n").prefix(2)
        #expect(try repo.flowlint("message", "--fix", name).status == 0)
        let theirs = try repo.git("-c", "core.quotePath=false", "diff").split(separator: "\n").filter { $0.hasPrefix("--- ") || $0.hasPrefix("+++ ") }
        #expect(Array(ours) == theirs)
    }
}
