import Foundation
import Testing
import TestSupport

/// Every command finds the same base: a team whose develop is `dev` gets the same answer from
/// `flow`, `commits`, `lint` and `mr`; and `commits` takes every range `git rev-list` takes.
struct BaseBranchTests {
    /// master, `dev` made from it, and a feature branch from `dev` with one English commit.
    static func devTeam() throws -> TemporaryRepository {
        let repo = try TemporaryRepository(initialBranch: "master")
        try repo.commit("[EW_IOS-1] Начальный коммит\n\n- Создал проект\n")
        try repo.git("checkout", "-q", "-b", "dev")
        try repo.commit(Seed.message)
        try repo.git("checkout", "-q", "-b", Seed.featureBranch)
        try repo.commit("[EW_IOS-98] " + Seed.english)
        return repo
    }

    @Test func devIsDevelopForEveryCommand() throws {
        let repo = try Self.devTeam()
        let commits = try repo.flowlint("commits", "--format", "json")
        #expect(commits.status == 1, "\(commits)")
        #expect(commits.stdout.contains("\"commits\": 1"), "only the branch's own commit: \(commits.stdout)")
        let lint = try repo.flowlint("lint", "--format", "json")
        #expect(lint.stdout.contains("\"rule\": \"commit-language\""), "\(lint)")
        let mr = try repo.flowlint("mr", "--title", "[EW_IOS-98] Реализовать отправку", "--delete-source-branch", "yes", "--no-code", "--format", "json")
        #expect(!mr.stdout.contains("\"rule\": \"mr-target\""), "dev is where a feature goes: \(mr.stdout)")
        #expect(mr.stdout.contains("\"commits\": 1"), "\(mr.stdout)")
        let flow = try repo.flowlint("flow")
        #expect(flow.stdout.contains("no develop branch: dev was audited in its place"), "\(flow)")
    }

    @Test func onDevItselfTheBaseIsItsUpstreamAsOnDevelop() throws {
        let repo = try Self.devTeam()
        try repo.git("checkout", "-q", "dev")
        let result = try repo.flowlint("commits")
        #expect(result.status == 3)
        #expect(result.stderr.contains("protected branch with no upstream"), "\(result)")
    }

    @Test func aCommitAloneAndExcludedRevisionsAreRanges() throws {
        let repo = try Self.devTeam()
        let english = try repo.git("rev-parse", "HEAD")
        let alone = try repo.flowlint("commits", "\(english)^!", "--format", "json")
        #expect(alone.status == 1, "\(alone)")
        #expect(alone.stdout.contains("\"commits\": 1"))
        let excluded = try repo.flowlint("commits", "^dev", "HEAD", "--format", "json")
        #expect(excluded.stdout.contains("\"commits\": 1"), "\(excluded)")
        let parent = try repo.flowlint("commits", "HEAD~1^!", "--format", "json")
        #expect(parent.status == 0, "the seed's message: \(parent)")
    }
}
