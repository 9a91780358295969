import Foundation
import Testing
import TestSupport

/// `flowlint branch --fix` on real repositories: the rename `git branch -m` would make.
struct BranchFixTests {
    static let wrong = "feature/EW_IOS-98_Реализовать_отправку"
    static let right = "features/EW_IOS-98_Реализовать_отправку"

    @Test func renamesTheCurrentBranchKeepingItsUpstreamAndConfig() throws {
        let repo = try TemporaryRepository.withFeatureBranch(Self.wrong)
        try repo.git("config", "branch.\(Self.wrong).remote", "origin")
        try repo.git("config", "branch.\(Self.wrong).merge", "refs/heads/\(Self.wrong)")
        try repo.git("config", "branch.\(Self.wrong).flowlint-base", "develop")
        let tip = try repo.git("rev-parse", "HEAD")
        let result = try repo.flowlint("branch", "--fix")
        #expect(result.status == 0, "\(result)")
        #expect(try repo.currentBranch() == Self.right)
        #expect(try repo.git("rev-parse", "HEAD") == tip)
        #expect(try repo.git("config", "branch.\(Self.right).remote") == "origin")
        #expect(try repo.git("config", "branch.\(Self.right).merge") == "refs/heads/\(Self.wrong)")
        #expect(try repo.git("config", "branch.\(Self.right).flowlint-base") == "develop")
        #expect((try? repo.git("config", "branch.\(Self.wrong).remote")) == nil)
        #expect(try repo.git("reflog", "show", "refs/heads/\(Self.right)").contains("renamed"))
        // The remote branch keeps its name: the note says how to rename it there.
        #expect(result.stdout.contains("git push origin -u \(Self.right) && git push origin --delete \(Self.wrong)"), "\(result)")
        #expect(try repo.flowlint("branch").status == 0)
        let again = try repo.flowlint("branch", "--fix")
        #expect(again.status == 0)
        #expect(try repo.currentBranch() == Self.right)
    }

    @Test(arguments: [
        ("features/EW_IOS-98_Добавить_новый_экран", "features/EW_IOS-98_Добавить_новыи_экран"),
        ("release/1.2", "releases/release-1.2"),
    ])
    func renamesANamedBranch(old: String, new: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.git("branch", old)
        let result = try repo.flowlint("branch", "--fix", old)
        #expect(result.status == 0, "\(result)")
        #expect(try repo.git("rev-parse", "--verify", "refs/heads/\(new)").count == 40)
        #expect((try? repo.git("rev-parse", "--verify", "refs/heads/\(old)")) == nil)
        #expect(try repo.currentBranch() == Seed.featureBranch)
    }

    @Test func withAllOnlyLocalBranchesAreRenamed() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.git("branch", Self.wrong)
        try repo.git("update-ref", "refs/remotes/origin/release/1.2", "HEAD")
        let result = try repo.flowlint("branch", "--fix", "--all")
        #expect(result.status == 1, "\(result)")  // the remote-tracking branch is only reported
        #expect(result.stdout.contains("origin/release/1.2"))
        #expect(try repo.git("rev-parse", "--verify", "refs/heads/\(Self.right)").count == 40)
        #expect(try repo.git("rev-parse", "--verify", "refs/remotes/origin/release/1.2").count == 40)
        #expect((try? repo.git("rev-parse", "--verify", "refs/heads/releases/release-1.2")) == nil)
    }

    @Test func aTakenNameOrNoSafeSuggestionLeavesTheBranchAndReportsIt() throws {
        let repo = try TemporaryRepository.withFeatureBranch(Self.wrong)
        try repo.git("branch", Self.right)
        let taken = try repo.flowlint("branch", "--fix")
        #expect(taken.status == 1, "\(taken)")
        #expect(taken.stdout.contains("already exists"))
        #expect(try repo.currentBranch() == Self.wrong)
        try repo.git("checkout", "-q", "-b", "PBCKP-114")
        let before = try repo.gitDirectorySnapshot()
        let unsure = try repo.flowlint("branch", "--fix")
        #expect(unsure.status == 1, "\(unsure)")
        #expect(unsure.stdout.contains("[branch-name]"))
        #expect(try repo.gitDirectorySnapshot() == before)
    }

    @Test func aGoodNameIsLeftAlone() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let before = try repo.gitDirectorySnapshot()
        #expect(try repo.flowlint("branch", "--fix").status == 0)
        #expect(try repo.gitDirectorySnapshot() == before)
    }

    @Test func aDetachedHeadOrABareRepositoryNeedsAName() throws {
        let repo = try TemporaryRepository.withFeatureBranch(Self.wrong)
        try repo.git("checkout", "-q", "--detach")
        let detached = try repo.flowlint("branch", "--fix")
        #expect(detached.status == 2, "\(detached)")
        #expect(detached.stderr.contains("detached"))
        let barePath = repo.scratch("bare.git")
        try repo.git("clone", "-q", "--bare", repo.path, barePath)
        let bare = TemporaryRepository(existing: barePath, root: repo.root)
        let unnamed = try bare.flowlint("branch", "--fix")
        #expect(unnamed.status == 2, "\(unnamed)")
        let named = try bare.flowlint("branch", "--fix", Self.wrong)
        #expect(named.status == 0, "\(named)")
        #expect(try bare.git("rev-parse", "--verify", "refs/heads/\(Self.right)").count == 40)
    }

    @Test func dryRunPrintsTheRenameAndWritesNothing() throws {
        let repo = try TemporaryRepository.withFeatureBranch(Self.wrong)
        try repo.git("config", "branch.\(Self.wrong).flowlint-base", "develop")
        let before = try repo.gitDirectorySnapshot()
        let result = try repo.flowlint("branch", "--fix", "--dry-run")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("--- a/refs/heads/\(Self.wrong)\n+++ b/refs/heads/\(Self.right)\n"))
        #expect(result.stdout.contains("-refs/heads/\(Self.wrong)\n+refs/heads/\(Self.right)\n"))
        #expect(try repo.gitDirectorySnapshot() == before)
        #expect(try repo.currentBranch() == Self.wrong)
    }

    @Test(arguments: [["branch"], ["message", "MSG"], ["commits"]])
    func dryRunWithoutFixIsBadUsage(command: [String]) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let result = try FlowlintBinary.run(command + ["--dry-run"], in: repo)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("--fix"))
    }
}
