import Foundation
import Testing
import TestSupport

/// `flowlint mr` in simulated GitLab and GitHub environments, the GitLab API served from a
/// loopback HTTP server.
struct MergeRequestCommandTests {
    static let token = "glpat-SECRET-never-printed"

    /// develop with one commit; a feature branch with the given commits, checked out.
    static func repository(_ branch: String = Seed.featureBranch, commits: [String] = [Seed.message]) throws -> (TemporaryRepository, String) {
        let repo = try TemporaryRepository.withFeatureBranch(branch)
        let base = try repo.git("rev-parse", "develop")
        for message in commits { try repo.commit(message) }
        return (repo, base)
    }

    static func gitlab(_ repo: TemporaryRepository, base: String, title: String = "[EW_IOS-98] Реализовать отправку",
                       source: String = Seed.featureBranch, target: String = "develop", api: String?) -> [String: String] {
        var environment = [
            "GITLAB_CI": "true", "CI_MERGE_REQUEST_IID": "7", "CI_PROJECT_ID": "42", "CI_MERGE_REQUEST_TITLE": title,
            "CI_MERGE_REQUEST_SOURCE_BRANCH_NAME": source, "CI_MERGE_REQUEST_TARGET_BRANCH_NAME": target,
            "CI_MERGE_REQUEST_DIFF_BASE_SHA": base, "FLOWLINT_GITLAB_TOKEN": token, "FLOWLINT_API_TIMEOUT_MS": "1500",
        ]
        if let api { environment["CI_API_V4_URL"] = api }
        return environment
    }

    @Test func aGoodGitLabRequestPassesAndTheAPIIsAskedProperly() throws {
        let (repo, base) = try Self.repository()
        let server = try HTTPStub { _ in .init(body: #"{"iid": 7, "force_remove_source_branch": true}"#) }
        let result = try repo.flowlint("mr", environment: Self.gitlab(repo, base: base, api: server.baseURL + "/api/v4"))
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("checked: 1 branch, 1 commit"))
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/api/v4/projects/42/merge_requests/7")
        #expect(request.headers["private-token"] == Self.token)
        #expect(!result.stdout.contains(Self.token) && !result.stderr.contains(Self.token))
    }

    @Test func notDeletingTheSourceBranchIsAnError() throws {
        let (repo, base) = try Self.repository()
        let server = try HTTPStub { _ in .init(body: #"{"force_remove_source_branch": false}"#) }
        let result = try repo.flowlint("mr", "--format", "json", environment: Self.gitlab(repo, base: base, api: server.baseURL))
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"rule\": \"mr-delete-source-branch\""))
        #expect(result.stdout.contains("\"field\": \"force_remove_source_branch\""))
    }

    @Test func noTokenNoAnswerOrARefusalIsSaidNotPassed() throws {
        let (repo, base) = try Self.repository()
        var noToken = Self.gitlab(repo, base: base, api: "http://127.0.0.1:9/api/v4")
        noToken["FLOWLINT_GITLAB_TOKEN"] = nil
        let missing = try repo.flowlint("mr", environment: noToken)
        #expect(missing.status == 0)
        #expect(missing.stdout.contains("mr-delete-source-branch not checked: FLOWLINT_GITLAB_TOKEN"))
        #expect(try repo.flowlint("mr", "--strict", environment: noToken).status == 1)

        let refusing = try HTTPStub { _ in .init(status: 401, body: #"{"message": "401 Unauthorized"}"#) }
        let unauthorized = try repo.flowlint("mr", environment: Self.gitlab(repo, base: base, api: refusing.baseURL))
        #expect(unauthorized.status == 0)
        #expect(unauthorized.stdout.contains("not checked: GitLab answered 401"))
        #expect(!unauthorized.stdout.contains(Self.token))

        let down = try HTTPStub { _ in .init(body: "{}") }
        down.stop()
        let unreachable = try repo.flowlint("mr", environment: Self.gitlab(repo, base: base, api: down.baseURL))
        #expect(unreachable.status == 0)
        #expect(unreachable.stdout.contains("not checked: GitLab did not answer"))
    }

    @Test func aSlowAPITimesOutInsteadOfHanging() throws {
        let (repo, base) = try Self.repository()
        let slow = try HTTPStub { _ in .init(body: #"{"force_remove_source_branch": true}"#, delay: 4) }
        let start = Date()
        let result = try repo.flowlint("mr", environment: Self.gitlab(repo, base: base, api: slow.baseURL))
        #expect(Date().timeIntervalSince(start) < 4, "the 1.5 s timeout applies")
        #expect(result.status == 0)
        #expect(result.stdout.contains("not checked: GitLab did not answer"))
    }

    @Test func titleTargetAndCommitsAreChecked() throws {
        let (repo, base) = try Self.repository(commits: [Seed.message, "fixup! [EW_IOS-98] требуется собрать\n"])
        let server = try HTTPStub { _ in .init(body: #"{"force_remove_source_branch": true}"#) }
        let environment = Self.gitlab(repo, base: base, title: "Draft: Реализовать отправку", target: "master", api: server.baseURL)
        let result = try repo.flowlint("mr", "--format", "json", environment: environment)
        #expect(result.status == 1)
        for rule in ["mr-title", "mr-target", "commit-fixup"] {
            #expect(result.stdout.contains("\"rule\": \"\(rule)\""), "\(rule)")
        }
        #expect(result.stdout.contains("\"suggestion\": \"[EW_IOS-98] Реализовать отправку\""))
    }

    @Test func theSourceBranchNameIsChecked() throws {
        let (repo, base) = try Self.repository("feature/EW_IOS-98_Экран")
        let result = try repo.flowlint(
            "mr", "--delete-source-branch", "yes",
            environment: Self.gitlab(repo, base: base, source: "feature/EW_IOS-98_Экран", api: nil))
        #expect(result.status == 1)
        #expect(result.stdout.contains("[branch-name]"))
    }

    @Test func aGitHubPullRequestFromItsEventFile() throws {
        let (repo, base) = try Self.repository()
        let head = try repo.git("rev-parse", "HEAD")
        try repo.git("checkout", "-q", "--detach")
        func event(delete: Bool) throws -> String {
            let path = repo.scratch("event-\(delete).json")
            let json = """
                {"pull_request": {"title": "[EW_IOS-98] Реализовать отправку",
                  "head": {"ref": "\(Seed.featureBranch)", "sha": "\(head)"},
                  "base": {"ref": "develop", "sha": "\(base)"}},
                 "repository": {"delete_branch_on_merge": \(delete)}}
                """
            try json.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let good = try repo.flowlint("mr", environment: ["GITHUB_ACTIONS": "true", "GITHUB_EVENT_PATH": try event(delete: true)])
        #expect(good.status == 0, "\(good)")
        let bad = try repo.flowlint("mr", "--format", "github", environment: ["GITHUB_EVENT_PATH": try event(delete: false)])
        #expect(bad.status == 1)
        #expect(bad.stdout.contains("::error title=flowlint mr-delete-source-branch::"))
    }

    @Test func flagsWorkWithoutAPlatform() throws {
        let (repo, _) = try Self.repository()
        let good = try repo.flowlint("mr", "--title", "[EW_IOS-98] Реализовать отправку", "--delete-source-branch", "yes")
        #expect(good.status == 0, "\(good)")
        let wrongTarget = try repo.flowlint("mr", "--title", "[EW_IOS-98] x", "--target", "master", "--delete-source-branch", "yes")
        #expect(wrongTarget.status == 1)
        #expect(wrongTarget.stdout.contains("must not be merged into master: only into develop"))
        #expect(try repo.flowlint("mr").status == 2, "no title anywhere is bad usage")
    }

    /// The request's commits get the monthly chart in the HTML report, as `commits` and `lint` do.
    @Test func theHTMLReportChartsTheRequestsCommits() throws {
        let (repo, _) = try Self.repository()
        let page = try repo.flowlint("mr", "--title", "[EW_IOS-98] Реализовать отправку", "--delete-source-branch", "yes", "--format", "html")
        #expect(page.status == 0, "\(page)")
        #expect(page.stdout.contains("<figure id=\"chart-months\">"))
    }

    @Test(arguments: [("gitlab", "GIT_DEPTH: 0"), ("github", "fetch-depth: 0")])
    func aShallowCloneWithoutTheRangeSaysHowToFix(platform: String, advice: String) throws {
        let (origin, base) = try Self.repository(commits: [Seed.message, Seed.message, Seed.message])
        let clonePath = origin.scratch("shallow")
        try origin.git("clone", "-q", "--depth", "1", "-b", Seed.featureBranch, "file://" + origin.path, clonePath)
        let clone = TemporaryRepository(existing: clonePath, root: origin.root)
        var environment: [String: String]
        if platform == "gitlab" {
            environment = Self.gitlab(clone, base: base, api: nil)
        } else {
            let head = try clone.git("rev-parse", "HEAD")
            let path = clone.scratch("event.json")
            try """
                {"pull_request": {"title": "[EW_IOS-98] x", "head": {"ref": "\(Seed.featureBranch)", "sha": "\(head)"},
                 "base": {"ref": "develop", "sha": "\(base)"}}, "repository": {"delete_branch_on_merge": true}}
                """.write(toFile: path, atomically: true, encoding: .utf8)
            environment = ["GITHUB_EVENT_PATH": path]
        }
        let result = try clone.flowlint("mr", environment: environment)
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains(advice))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
