import Foundation
import Testing
import TestSupport

/// `commits.skip` title and author patterns: fastlane's `Version Bump` and a bot's commits are
/// counted as skipped by `commits`, `mr` and the server hook, as merges and reverts are.
struct SkippedCommitPatternTests {
    static let configuration = """
        commits:
          skip:
            - merge
            - revert
            - title: '^Version Bump'
            - author: 'renovate\\[bot\\]'

        """

    /// A feature branch with a release bump made by fastlane and a bot's dependency update.
    static func branchWithGeneratedCommits(_ repo: TemporaryRepository) throws {
        try repo.commit("Version Bump to 1.4.2 (build 318)\n", file: "Info.plist")
        var bot = repo.environment
        bot["GIT_AUTHOR_NAME"] = "renovate[bot]"
        bot["GIT_AUTHOR_EMAIL"] = "29139614+renovate[bot]@users.noreply.github.com"
        try "x".write(toFile: repo.path + "/Podfile.lock", atomically: true, encoding: .utf8)
        try repo.git("add", "Podfile.lock")
        _ = try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["commit", "-q", "-m", "Update dependency Alamofire to v5.9.1"],
                          in: repo.path, environment: bot)
    }

    @Test func bumpAndBotCommitsAreSkippedByCommitsAndMr() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write(".flowlint.yml", Self.configuration)
        try Self.branchWithGeneratedCommits(repo)
        try repo.commit(Seed.message)
        let commits = try repo.flowlint("commits")
        #expect(commits.status == 0, "\(commits)")
        #expect(commits.stdout.contains("1 commit (2 skipped)"), "\(commits)")
        let mr = try repo.flowlint("mr", "--title", "[EW_IOS-98] Реализовать отправку", "--delete-source-branch", "yes",
                                   "--no-code", "--format", "json")
        #expect(mr.status == 0, "\(mr)")
        #expect(mr.stdout.contains("\"skipped_commits\": 2"), "\(mr)")
        // Without the patterns both are judged as any commit.
        try repo.write(".flowlint.yml", "commits:\n  skip: [merge, revert]\n")
        #expect(try repo.flowlint("commits").status == 1)
    }

    @Test func theServerHookLetsThemThrough() throws {
        let server = try PreReceiveTests.makeServer(config: Self.configuration)
        let client = server.client
        try client.git("checkout", "-q", "-b", Seed.featureBranch)
        try Self.branchWithGeneratedCommits(client)
        let pushed = try server.push("-q", "origin", Seed.featureBranch)
        #expect(pushed.status == 0, "\(pushed)")
        try client.commit("Fix the build\n")
        #expect(try server.push("-q", "origin", Seed.featureBranch).status != 0, "other commits are still judged")
    }

    @Test(arguments: [
        ("commits:\n  skip: [{title: '(unclosed'}]\n", "the pattern in 'commits.skip.title' is invalid"),
        ("commits:\n  skip: [{title: ''}]\n", "it matches every commit"),
        ("commits:\n  skip: [{titel: 'Bump'}]\n", "did you mean 'commits.skip.title'?"),
        ("commits:\n  skip: [bump]\n", "'commits.skip' must be one of merge, revert"),
    ])
    func aBadPatternIsAConfigurationError(file: String, problem: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write(".flowlint.yml", file)
        let result = try repo.flowlint("commits")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(problem), "\(result)")
    }
}
