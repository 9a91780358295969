import Foundation
import Testing
import TestSupport

/// `branch --fix` leaves alone a branch that a rebase or a bisect will come back to by its
/// name, in this worktree or another: the rename would strand `git rebase --continue`.
struct BranchFixUnderWayTests {
    static let wrong = BranchFixTests.wrong
    static let right = BranchFixTests.right

    /// The wrong-named branch stopped by a conflict while being rebased onto develop, by the
    /// merge backend (`rebase-merge/`) or the apply one (`rebase-apply/`).
    static func conflictingRebase(in repo: TemporaryRepository, backend: String = "--merge") throws {
        try repo.commit("[EW_IOS-98] добавил экран\n\n- Добавил\n", file: "a.txt")
        try repo.git("checkout", "-q", "develop")
        try repo.commit("[EW_IOS-1] другой экран\n\n- Добавил\n", file: "a.txt")
        try repo.git("checkout", "-q", Self.wrong)
        let rebase = try Shell.run(
            Shell.which("git") ?? "/usr/bin/git", ["rebase", backend, "develop"], in: repo.path, environment: repo.environment)
        #expect(rebase.status != 0, "\(rebase)")
        #expect(repo.exists(backend == "--merge" ? ".git/rebase-merge/head-name" : ".git/rebase-apply/head-name"))
    }

    /// `branch --fix NAME` refuses: exit 2, one sentence holding `sentence`, nothing written.
    static func expectRefusal(_ repo: TemporaryRepository, saying sentence: String) throws {
        let before = try repo.gitDirectorySnapshot()
        let result = try repo.flowlint("branch", "--fix", Self.wrong)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(sentence), "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
        #expect(try repo.gitDirectorySnapshot() == before)
    }

    @Test(arguments: ["--merge", "--apply"])
    func aBranchBeingRebasedIsNotRenamed(backend: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch(Self.wrong)
        try Self.conflictingRebase(in: repo, backend: backend)
        try Self.expectRefusal(repo, saying: "branch \(Self.wrong) is being rebased at \(repo.path)")
        let dryRun = try repo.flowlint("branch", "--fix", "--dry-run", Self.wrong)
        #expect(dryRun.status == 2, "\(dryRun)")
        // The rebase can still be finished, and then the branch renamed.
        try repo.git("checkout", "--theirs", "a.txt")
        try repo.git("add", "a.txt")
        var environment = repo.environment
        environment["GIT_EDITOR"] = ":"
        let continued = try Shell.run(
            Shell.which("git") ?? "/usr/bin/git", ["rebase", "--continue"], in: repo.path, environment: environment)
        #expect(continued.status == 0, "\(continued)")
        #expect(try repo.currentBranch() == Self.wrong)
        #expect(try repo.flowlint("branch", "--fix").status == 0)
        #expect(try repo.currentBranch() == Self.right)
    }

    @Test func aBranchBeingBisectedIsNotRenamed() throws {
        let repo = try TemporaryRepository.withFeatureBranch(Self.wrong)
        for file in ["a.txt", "b.txt", "c.txt"] { try repo.commit("[EW_IOS-98] шаг\n\n- Сделал\n", file: file) }
        // Started without a commit to look at, HEAD still names the branch: reset goes back by name.
        try repo.git("bisect", "start")
        #expect(try repo.currentBranch() == Self.wrong)
        let attached = try repo.flowlint("branch", "--fix")
        #expect(attached.status == 2, "\(attached)")
        #expect(attached.stderr.contains("branch \(Self.wrong) is being bisected at \(repo.path)"), "\(attached)")
        try repo.git("bisect", "bad", "HEAD")
        try repo.git("bisect", "good", "HEAD~3")
        try Self.expectRefusal(repo, saying: "branch \(Self.wrong) is being bisected at \(repo.path)")
        try repo.git("bisect", "reset")
        #expect(try repo.currentBranch() == Self.wrong)
        #expect(try repo.flowlint("branch", "--fix").status == 0)
    }

    @Test func aBranchBeingRebasedInAnotherWorktreeIsNotRenamed() throws {
        let repo = try TemporaryRepository.withFeatureBranch(Self.wrong)
        try repo.git("checkout", "-q", "develop")
        let path = repo.scratch("wt")
        try repo.git("worktree", "add", "-q", path, Self.wrong)
        let worktree = TemporaryRepository(existing: path, root: repo.root)
        try worktree.commit("[EW_IOS-98] добавил экран\n\n- Добавил\n", file: "a.txt")
        try repo.commit("[EW_IOS-1] другой экран\n\n- Добавил\n", file: "a.txt")
        let rebase = try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["rebase", "develop"], in: path, environment: worktree.environment)
        #expect(rebase.status != 0, "\(rebase)")
        try Self.expectRefusal(repo, saying: "branch \(Self.wrong) is being rebased at \(path)")
        try worktree.git("rebase", "--abort")
        #expect(try worktree.currentBranch() == Self.wrong)
    }
}
