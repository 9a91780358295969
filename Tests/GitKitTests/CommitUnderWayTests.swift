import Foundation
import Testing
import TestSupport
@testable import GitKit

/// The commit git is making, read from the state real git commands leave behind.
struct CommitUnderWayTests {
    /// develop and two side branches, `oa` and `ob`, a commit each.
    static func repository() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.commit("[A-1] начало\n\n- файлы\n")
        for branch in ["oa", "ob"] {
            try repo.git("checkout", "-q", "-b", branch, "develop")
            try repo.commit("[A-2] ветка \(branch)\n\n- файл\n", file: branch + ".txt")
        }
        try repo.git("checkout", "-q", "develop")
        return repo
    }

    func read(_ gitDirectory: String, _ file: String = "COMMIT_EDITMSG", action: String? = nil) -> CommitUnderWay {
        CommitUnderWay.read(gitDirectory: gitDirectory, messageFile: gitDirectory + "/" + file) { name in
            name == "GIT_REFLOG_ACTION" ? action : nil
        }
    }

    @Test func anOrdinaryCommitHasOneParent() throws {
        let repo = try Self.repository()
        #expect(read(repo.path + "/.git") == CommitUnderWay(parentCount: 1, byGitMerge: false))
        #expect(read(repo.path + "/.git", "MERGE_MSG").byGitMerge)
        #expect(CommitUnderWay.read(gitDirectory: nil, messageFile: "MERGE_MSG") { _ in nil }.byGitMerge)
    }

    @Test(arguments: [["oa"], ["oa", "ob"]])
    func aMergeHasOneParentPerMergeHead(branches: [String]) throws {
        let repo = try Self.repository()
        try repo.git(["merge", "-q", "--no-ff", "--no-commit"] + branches)
        #expect(read(repo.path + "/.git").parentCount == 1 + branches.count)
    }

    /// A linked worktree keeps its merge in its own git folder; the main one is not merging.
    @Test func aWorktreesMergeIsItsOwn() throws {
        let repo = try Self.repository()
        let linked = repo.scratch("linked")
        try repo.git("worktree", "add", "-q", "-b", "integration", linked, "develop")
        try repo.git(["merge", "-q", "--no-ff", "--no-commit", "oa"], in: linked)
        #expect(read(repo.path + "/.git/worktrees/linked").parentCount == 2)
        #expect(read(repo.path + "/.git").parentCount == 1)
    }

    /// A rebase stopped after a `merge` line: the sequencer's own `git commit --amend` (it sets
    /// GIT_REFLOG_ACTION) amends the merge; the user's `git commit` at the stop makes a new commit.
    @Test func aRebaseAmendsTheMergeItJustMade() throws {
        let repo = try Self.repository()
        try repo.git("merge", "-q", "--no-ff", "oa", "-m", "Слияние oa")
        let editor = repo.scratch("sequence-editor.sh")
        try "#!/bin/sh\nprintf 'break\\n' >> \"$1\"\n".write(toFile: editor, atomically: true, encoding: .utf8)
        #expect(chmod(editor, 0o755) == 0)
        repo.environment["GIT_SEQUENCE_EDITOR"] = editor
        try repo.git("rebase", "-q", "-i", "--rebase-merges", "--force-rebase", "HEAD^")
        let gitDirectory = repo.path + "/.git"
        let done = try String(contentsOfFile: gitDirectory + "/rebase-merge/done", encoding: .utf8)
        #expect(done.split(separator: "\n").last == "break")
        #expect(read(gitDirectory, action: "rebase").parentCount == 1)
        // The line the sequencer had just done when it amended the merge.
        try (done.split(separator: "\n").dropLast().joined(separator: "\n") + "\n")
            .write(toFile: gitDirectory + "/rebase-merge/done", atomically: true, encoding: .utf8)
        #expect(done.split(separator: "\n").dropLast().last?.hasPrefix("merge -C ") == true)
        #expect(read(gitDirectory, action: "rebase (reword)").parentCount == 2)
        #expect(read(gitDirectory, action: nil).parentCount == 1)
        #expect(read(gitDirectory, action: "").parentCount == 1)
    }
}
