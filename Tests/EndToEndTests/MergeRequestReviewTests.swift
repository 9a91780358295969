import Foundation
import Testing
import TestSupport

/// `mr`'s review check against the platforms' documented answers, served from a loopback HTTP
/// server, and its bug-fix target judged from the graph, as in CI where no record of
/// `flowlint start` exists.
struct MergeRequestReviewTests {
    /// GitLab's merge request (`author.username`) and its approvals (`approved_by[].user.username`).
    static func gitLab(approvedBy: [String], author: String = "autor") throws -> HTTPStub {
        let approvers = approvedBy.map { #"{"user": {"id": 1, "username": "\#($0)", "name": "\#($0)"}}"# }.joined(separator: ", ")
        return try HTTPStub { request in
            if request.path.hasSuffix("/approvals") {
                return .init(body: #"{"id": 5, "iid": 7, "approvals_required": 1, "approved_by": [\#(approvers)]}"#)
            }
            return .init(body: #"{"iid": 7, "force_remove_source_branch": true, "author": {"username": "\#(author)"}}"#)
        }
    }

    @Test func aGitLabRequestApprovedBySomeoneElsePasses() throws {
        let (repo, base) = try MergeRequestCommandTests.repository()
        let server = try Self.gitLab(approvedBy: ["reviewer"])
        let result = try repo.flowlint("mr", "--strict", environment: MergeRequestCommandTests.gitlab(repo, base: base, api: server.baseURL + "/api/v4"))
        #expect(result.status == 0, "\(result)")
        #expect(server.requests.map(\.path) == ["/api/v4/projects/42/merge_requests/7", "/api/v4/projects/42/merge_requests/7/approvals"])
        #expect(server.requests.allSatisfy { $0.headers["private-token"] == MergeRequestCommandTests.token })
    }

    @Test(arguments: [[], ["autor"]])
    func aGitLabRequestNobodyElseApprovedIsAWarning(approvedBy: [String]) throws {
        let (repo, base) = try MergeRequestCommandTests.repository()
        let server = try Self.gitLab(approvedBy: approvedBy)
        let environment = MergeRequestCommandTests.gitlab(repo, base: base, api: server.baseURL)
        let result = try repo.flowlint("mr", "--format", "json", environment: environment)
        #expect(result.status == 0, "a warning")
        #expect(result.stdout.contains("\"rule\": \"mr-review\""))
        #expect(try repo.flowlint("mr", "--strict", environment: environment).status == 1)
    }

    @Test func withoutATokenOrWhenTheAPIFailsTheReviewIsNotCheckedAndNeverBlocks() throws {
        let (repo, base) = try MergeRequestCommandTests.repository()
        var noToken = MergeRequestCommandTests.gitlab(repo, base: base, api: "http://127.0.0.1:9/api/v4")
        noToken["FLOWLINT_GITLAB_TOKEN"] = nil
        let missing = try repo.flowlint("mr", "--delete-source-branch", "yes", "--strict", environment: noToken)
        #expect(missing.status == 0, "\(missing)")
        #expect(missing.stdout.contains("mr-review not checked: FLOWLINT_GITLAB_TOKEN"))
        let failing = try HTTPStub { request in
            request.path.hasSuffix("/approvals") ? .init(status: 500, body: "{}") : .init(body: #"{"force_remove_source_branch": true}"#)
        }
        let fault = try repo.flowlint("mr", "--strict", environment: MergeRequestCommandTests.gitlab(repo, base: base, api: failing.baseURL))
        #expect(fault.status == 0, "\(fault)")
        #expect(fault.stdout.contains("mr-review not checked: GitLab answered 500"))
    }

    /// GitHub's reviews, oldest first: a later "changes requested" replaces an approval.
    @Test(arguments: [
        (#"[{"user": {"login": "reviewer"}, "state": "APPROVED"}]"#, false),
        (#"[{"user": {"login": "autor"}, "state": "APPROVED"}, {"user": {"login": "reviewer"}, "state": "COMMENTED"}]"#, true),
        (#"[{"user": {"login": "reviewer"}, "state": "APPROVED"}, {"user": {"login": "reviewer"}, "state": "CHANGES_REQUESTED"}]"#, true),
    ])
    func aGitHubPullRequestsReviewsDecide(reviews: String, warned: Bool) throws {
        let (repo, base) = try MergeRequestCommandTests.repository()
        let head = try repo.git("rev-parse", "HEAD")
        let server = try HTTPStub { _ in .init(body: reviews) }
        let event = repo.scratch("event.json")
        try """
            {"pull_request": {"number": 12, "title": "[EW_IOS-98] Реализовать отправку", "user": {"login": "autor"},
              "head": {"ref": "\(Seed.featureBranch)", "sha": "\(head)"}, "base": {"ref": "develop", "sha": "\(base)"}},
             "repository": {"full_name": "team/app", "delete_branch_on_merge": true}}
            """.write(toFile: event, atomically: true, encoding: .utf8)
        let environment = ["GITHUB_EVENT_PATH": event, "GITHUB_TOKEN": "ghs_SECRET", "GITHUB_API_URL": server.baseURL]
        let result = try repo.flowlint("mr", "--format", "json", environment: environment)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\"rule\": \"mr-review\"") == warned, "\(result.stdout)")
        let request = try #require(server.requests.first)
        #expect(request.path == "/repos/team/app/pulls/12/reviews?per_page=100")
        #expect(request.headers["authorization"] == "Bearer ghs_SECRET")
        #expect(!result.stdout.contains("ghs_SECRET"))
    }

    /// develop, master and a release; a bug fix made from `origin`, checked out.
    static func bugFix(from origin: String) throws -> TemporaryRepository {
        let repo = try TemporaryRepository(initialBranch: "master")
        try repo.commit("[EW_IOS-1] Начальный коммит\n\n- Создал проект\n")
        try repo.git("branch", "develop")
        try repo.git("checkout", "-q", "develop")
        try repo.commit(Seed.message)
        try repo.git("checkout", "-q", "-b", "releases/release-1.0")
        try repo.commit("[EW_IOS-2] Поднял версию\n\n- 1.0\n")
        try repo.git("checkout", "-q", "develop")
        try repo.commit("[EW_IOS-3] Новая фича\n\n- Сделал\n")
        try repo.git("checkout", "-q", "-b", "bugs/EW_IOS-4_Падение", origin)
        try repo.commit("[EW_IOS-4] Исправил падение\n\n- Поправил\n")
        return repo
    }

    @Test func aBugFixsTargetIsJudgedFromWhereTheGraphSaysItWasMade() throws {
        let fromDevelop = try Self.bugFix(from: "develop")
        func mr(_ repo: TemporaryRepository, into target: String) throws -> Shell.Result {
            try repo.flowlint("mr", "--title", "[EW_IOS-4] Исправил падение", "--target", target, "--delete-source-branch", "yes", "--no-code")
        }
        #expect(try mr(fromDevelop, into: "develop").status == 0)
        let intoRelease = try mr(fromDevelop, into: "releases/release-1.0")
        #expect(intoRelease.status == 1)
        #expect(intoRelease.stdout.contains("(made from develop) must not be merged into releases/release-1.0"), "\(intoRelease.stdout)")
        #expect(try mr(fromDevelop, into: "master").status == 1)
        let fromRelease = try Self.bugFix(from: "releases/release-1.0")
        #expect(try mr(fromRelease, into: "releases/release-1.0").status == 0)
        let early = try mr(fromRelease, into: "develop")
        #expect(early.status == 1)
        #expect(early.stdout.contains("merge it there first"), "\(early.stdout)")
    }
}
