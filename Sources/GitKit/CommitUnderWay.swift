import FileAccess

/// The commit git is making when it runs the commit-msg hook, read from the state files git
/// keeps in the worktree's own git folder (a linked worktree's `worktrees/<name>`), without
/// libgit2: the hook must stay fast.
public struct CommitUnderWay: Sendable, Equatable {
    /// The parents the commit will have, as far as git's state says; 1 for an ordinary commit.
    public let parentCount: Int
    /// `git merge` runs the hook itself, on `MERGE_MSG` (`git commit` always passes
    /// `COMMIT_EDITMSG`): it never picks an `auto` comment character nor honours `commit.verbose`.
    public let byGitMerge: Bool

    public init(parentCount: Int = 1, byGitMerge: Bool = false) {
        self.parentCount = parentCount
        self.byGitMerge = byGitMerge
    }

    /// `messageFile` is the path git passed the hook; without a git directory only that is known.
    public static func read(
        gitDirectory: String?, messageFile: String, environment: (String) -> String?
    ) -> CommitUnderWay {
        let byGitMerge = messageFile.split(separator: "/").last == "MERGE_MSG"
        guard let gitDirectory else { return CommitUnderWay(byGitMerge: byGitMerge) }
        // `git merge` (an octopus too) and `git commit` concluding a merge take every line of
        // MERGE_HEAD as a parent after HEAD.
        if let heads = readText(gitDirectory + "/MERGE_HEAD") {
            let count = heads.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.count
            return CommitUnderWay(parentCount: 1 + max(count, 1), byGitMerge: byGitMerge)
        }
        return CommitUnderWay(parentCount: rebaseMergeAmend(gitDirectory, environment) ?? 1, byGitMerge: byGitMerge)
    }

    /// During `rebase -i`, the sequencer runs the hook only through `git commit --amend` of the
    /// commit it just made: a reword, or the merge of a `merge -c` line (sequencer.c), which it
    /// marks by setting `GIT_REFLOG_ACTION` (a `git commit` the user runs at a stop has none).
    /// The merge's parents: HEAD and one per label on the last line done. nil for anything else.
    static func rebaseMergeAmend(_ gitDirectory: String, _ environment: (String) -> String?) -> Int? {
        guard let action = environment("GIT_REFLOG_ACTION"), !action.isEmpty,
              let done = readText(gitDirectory + "/rebase-merge/done"),
              let last = done.split(separator: "\n").last(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        var words = last.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        guard let command = words.popFirst(), command == "merge" || command == "m" else { return nil }
        if let option = words.first, option == "-C" || option == "-c" { words = words.dropFirst(2) }
        let labels = words.prefix { !$0.hasPrefix("#") }.count
        return 1 + max(labels, 1)
    }

    private static func readText(_ path: String) -> String? {
        guard case .contents(let bytes) = FileAccess.read(path, limit: 4 << 20) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
