import Foundation
import Testing
import TestSupport

/// Whatever the platform does, `mr --comment` reports and exits as `mr` does; what was not
/// posted is one line on stderr, without the token.
struct MergeRequestCommentFaultTests {
    static let faults: [(String, HTTPStub.Reply, String)] = [
        ("/versions", .init(status: 401, body: #"{"message": "401 Unauthorized"}"#), "401: the token is invalid or expired"),
        ("/notes", .init(status: 502, body: "<html>Bad Gateway</html>"), "GitLab answered 502"),
        ("/discussions", .init(status: 429, body: #"{"message": "Retry later"}"#, headers: ["Retry-After": "3600"]), "limited the request rate (429, 3600 s to wait)"),
        ("/diffs", .init(status: 200, body: "[]", delay: 3), "GitLab did not answer"),
        ("/versions", .init(status: 302, body: "", headers: ["Location": "http://127.0.0.2:9/elsewhere"]), "redirected to another origin"),
        ("/notes", .init(status: 200, body: "[]", headers: ["Link": #"<http://127.0.0.2:9/api/v4/notes?page=2>; rel="next""#]), "next page on another server"),
    ]

    @Test(arguments: 0..<faults.count)
    func aFailingGitLabLeavesOutputAndExitCodeAsWithoutComment(index: Int) throws {
        let (path, reply, reason) = Self.faults[index]
        let (repo, base) = try MergeRequestCommentTests.request()
        let server = try FakeGitLab()
        server.push(base: base, head: try repo.git("rev-parse", "HEAD"), files: try MergeRequestCommentTests.diffs(repo, base: base))
        server.faults = [path: reply]
        let environment = MergeRequestCommentTests.gitLabEnvironment(server, base: base)
        let plain = try repo.flowlint("mr", "--format", "json", environment: environment)
        let commented = try repo.flowlint("mr", "--format", "json", "--comment", environment: environment)
        #expect(commented.status == plain.status && commented.stdout == plain.stdout, "\(commented)")
        let lines = commented.stderr.split(separator: "\n")
        #expect(lines.count == 1 && commented.stderr.contains(reason) && commented.stderr.contains("nothing was posted"), "\(commented.stderr)")
        #expect(!commented.stderr.contains(MergeRequestCommandTests.token))
        #expect(server.discussions.isEmpty)
    }

    @Test func aShortRetryAfterIsWaitedOutTwiceThenGivenUp() throws {
        let (repo, base) = try MergeRequestCommentTests.request()
        let server = try FakeGitLab()
        server.push(base: base, head: try repo.git("rev-parse", "HEAD"), files: try MergeRequestCommentTests.diffs(repo, base: base))
        let environment = MergeRequestCommentTests.gitLabEnvironment(server, base: base)
        server.faults = ["/versions": .init(status: 429, body: "{}", headers: ["Retry-After": "1"])]
        // The fault answers every time: after the retries the run gives up and says so.
        let commented = try repo.flowlint("mr", "--format", "json", "--comment", environment: environment)
        #expect(commented.stderr.contains("429"), "\(commented)")
        #expect(server.stub.requests.filter { $0.path.contains("/versions") }.count == 3, "one request and two retries")
    }

    @Test func withoutATokenNothingIsAskedAndTheReportIsTheSame() throws {
        let (repo, base) = try MergeRequestCommentTests.request()
        let server = try FakeGitLab()
        var environment = MergeRequestCommentTests.gitLabEnvironment(server, base: base)
        environment["FLOWLINT_GITLAB_TOKEN"] = nil
        let plain = try repo.flowlint("mr", "--format", "json", environment: environment)
        let commented = try repo.flowlint("mr", "--format", "json", "--comment", environment: environment)
        #expect(commented.status == plain.status && commented.stdout == plain.stdout)
        #expect(commented.stderr.contains("FLOWLINT_GITLAB_TOKEN") && commented.stderr.split(separator: "\n").count == 1, "\(commented.stderr)")
        #expect(server.stub.requests.isEmpty)
    }

    @Test func aFailingGitHubReviewSaysTheSummaryWasPostedAndTheCommentsNot() throws {
        let (repo, base) = try MergeRequestCommentTests.request()
        let server = try FakeGitHub()
        server.push(files: try MergeRequestCommentTests.diffs(repo, base: base).map { ($0.path, $0.diff) })
        server.faults = ["/reviews": .init(status: 500, body: "{}")]
        let environment = try MergeRequestCommentTests.gitHubEnvironment(server, repo, base: base)
        let plain = try repo.flowlint("mr", "--format", "json", environment: environment)
        let commented = try repo.flowlint("mr", "--format", "json", "--comment", environment: environment)
        #expect(commented.status == plain.status && commented.stdout == plain.stdout)
        #expect(commented.stderr.contains("the summary was posted, the comments on lines were not: GitHub answered 500"), "\(commented.stderr)")
        #expect(!commented.stderr.contains("ghs_SECRET"))
    }
}
