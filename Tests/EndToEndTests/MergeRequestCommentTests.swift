import Foundation
import Testing
import TestSupport

/// `mr --comment` against GitLab's and GitHub's documented endpoints on a loopback server: a
/// request with a misnamed branch, a bad commit and two architecture findings on changed lines.
struct MergeRequestCommentTests {
    static let branch = "feature/EW_IOS-98_send"
    static let title = "[EW_IOS-98] Реализовать отправку"

    /// develop: the seed's module; the request loosens both protocols' bounds to `class`.
    static func request() throws -> (TemporaryRepository, base: String) {
        let repo = try ProtocolsCommandTests.tree()
        let base = try repo.git("rev-parse", "HEAD")
        try repo.git("checkout", "-q", "-b", branch)
        try repo.write("App/EventList/EventListProtocols.swift", ProtocolsCommandTests.protocols.replacing("AnyObject", with: "class"))
        try repo.git("add", "-A")
        try repo.commit("fix stuff\n")
        return (repo, base)
    }

    /// Each changed file's hunks, as GitLab's `diff` and GitHub's `patch` hold them.
    static func diffs(_ repo: TemporaryRepository, base: String) throws -> [(path: String, diff: String)] {
        let paths = try repo.git("diff", "--name-only", base, "HEAD").split(separator: "\n").map(String.init)
        return try paths.map { path in
            let diff = try repo.git("diff", base, "HEAD", "--", path)
            return (path, String(diff[(diff.range(of: "@@")?.lowerBound ?? diff.startIndex)...]) + "\n")
        }
    }

    static func gitLabEnvironment(_ server: FakeGitLab, base: String, token: String = MergeRequestCommandTests.token) -> [String: String] {
        [
            "GITLAB_CI": "true", "CI_API_V4_URL": server.api, "CI_PROJECT_ID": server.project, "CI_MERGE_REQUEST_IID": "\(server.iid)",
            "CI_MERGE_REQUEST_TITLE": title, "CI_MERGE_REQUEST_SOURCE_BRANCH_NAME": branch, "CI_MERGE_REQUEST_TARGET_BRANCH_NAME": "develop",
            "CI_MERGE_REQUEST_DIFF_BASE_SHA": base, "FLOWLINT_GITLAB_TOKEN": token, "FLOWLINT_API_TIMEOUT_MS": "1500", "LANG": "en_US.UTF-8",
        ]
    }

    @Test func aGitLabRequestGetsOneNoteAndADiscussionPerFindingAndARerunResolvesTheFixedOne() throws {
        let (repo, base) = try Self.request()
        let server = try FakeGitLab()
        server.push(base: base, head: try repo.git("rev-parse", "HEAD"), files: try Self.diffs(repo, base: base))
        let environment = Self.gitLabEnvironment(server, base: base)
        let plain = try repo.flowlint("mr", "--format", "json", environment: environment)
        let first = try repo.flowlint("mr", "--format", "json", "--comment", environment: environment)
        #expect(first.status == 1 && first.status == plain.status, "\(first)")
        #expect(first.stdout == plain.stdout)
        #expect(first.stderr.isEmpty, "\(first.stderr)")
        #expect(server.notes.count == 1)
        let note = try #require(server.notes.first?.body)
        #expect(note.contains("<!-- flowlint summary -->") && note.contains("branch-name") && note.contains("commit-header-format"), "\(note)")
        let discussions = server.discussions
        #expect(discussions.count == 2, "\(discussions.map(\.body))")
        for discussion in discussions {
            #expect(discussion.body.contains("mvp-class-bound") && discussion.body.contains("```suggestion:-0+0\n"), "\(discussion.body)")
            #expect(discussion.body.contains(": AnyObject {\n```"), "\(discussion.body)")
            #expect(discussion.position?["new_path"] as? String == "App/EventList/EventListProtocols.swift")
            #expect(discussion.position?["base_sha"] as? String == base)
        }
        let lines = Set(discussions.compactMap { $0.position?["new_line"] as? Int })
        #expect(lines == [1, 13], "\(lines)")

        // A push fixes the view protocol's bound and moves the presenter protocol down a line.
        let fixed = ProtocolsCommandTests.protocols.replacing("AnyObject", with: "class")
            .replacing("protocol EventListViewProtocol: class", with: "// Экран списка.\nprotocol EventListViewProtocol: AnyObject")
        try repo.write("App/EventList/EventListProtocols.swift", fixed)
        try repo.git("add", "-A")
        try repo.commit("[EW_IOS-98] Исправил ограничение протокола\n")
        server.push(base: base, head: try repo.git("rev-parse", "HEAD"), files: try Self.diffs(repo, base: base))
        let second = try repo.flowlint("mr", "--format", "json", "--comment", environment: environment)
        #expect(second.status == 1 && second.stderr.isEmpty, "\(second)")
        #expect(server.notes.count == 1, "the note is edited, not posted again")
        #expect(server.notes.first?.body != note)
        let after = server.discussions
        #expect(after.count == 2, "nothing posted twice: \(after.map(\.body))")
        #expect(after.filter { $0.resolved }.count == 1)
        let resolved = try #require(after.first(where: { $0.resolved }))
        #expect(resolved.position?["new_line"] as? Int == 1, "the view protocol's discussion is the one resolved")
        #expect(server.stub.requests.contains { $0.path.contains("/discussions?page=2") }, "the discussions are read page by page")
        #expect(server.stub.requests.allSatisfy { $0.headers["private-token"] == MergeRequestCommandTests.token })
        #expect(!second.stdout.contains(MergeRequestCommandTests.token) && !second.stderr.contains(MergeRequestCommandTests.token))
    }

    static func gitHubEnvironment(_ server: FakeGitHub, _ repo: TemporaryRepository, base: String, summary: String? = nil) throws -> [String: String] {
        let event = repo.scratch("event.json")
        try """
            {"pull_request": {"number": \(server.number), "title": "\(title)", "user": {"login": "autor"},
              "head": {"ref": "\(branch)", "sha": "\(try repo.git("rev-parse", "HEAD"))"}, "base": {"ref": "develop", "sha": "\(base)"}},
             "repository": {"full_name": "\(server.repository)", "delete_branch_on_merge": true}}
            """.write(toFile: event, atomically: true, encoding: .utf8)
        var environment = ["GITHUB_EVENT_PATH": event, "GITHUB_TOKEN": "ghs_SECRET", "GITHUB_API_URL": server.api, "LANG": "en_US.UTF-8",
                           "FLOWLINT_API_TIMEOUT_MS": "1500"]
        environment["GITHUB_STEP_SUMMARY"] = summary
        return environment
    }

    @Test func aGitHubPullRequestGetsOneReviewWithTwoCommentsAndARerunRepeatsNone() throws {
        let (repo, base) = try Self.request()
        let server = try FakeGitHub()
        server.push(files: try Self.diffs(repo, base: base).map { ($0.path, $0.diff) })
        let summary = repo.scratch("step-summary.md")
        let environment = try Self.gitHubEnvironment(server, repo, base: base, summary: summary)
        let plain = try repo.flowlint("mr", "--format", "json", environment: environment.filter { $0.key != "GITHUB_STEP_SUMMARY" })
        let first = try repo.flowlint("mr", "--format", "json", "--comment", environment: environment)
        #expect(first.status == plain.status && first.stdout == plain.stdout, "\(first)")
        #expect(first.stderr.isEmpty, "\(first.stderr)")
        #expect(server.reviews.count == 1)
        let comments = server.reviewComments
        #expect(comments.count == 2)
        #expect(Set(comments.compactMap { $0["line"] as? Int }) == [1, 13])
        #expect(comments.allSatisfy { ($0["body"] as? String)?.contains("```suggestion\n") == true && $0["side"] as? String == "RIGHT" })
        #expect(server.issueComments.count == 1)
        #expect(server.issueComments.first?.body.hasPrefix("<!-- flowlint summary -->") == true)
        let written = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(written.hasPrefix("### flowlint: ") && written.contains("branch-name"), "\(written)")

        let second = try repo.flowlint("mr", "--format", "json", "--comment", environment: environment)
        #expect(second.status == first.status && second.stderr.isEmpty, "\(second)")
        #expect(server.reviews.count == 1 && server.reviewComments.count == 2, "nothing posted twice")
        #expect(server.issueComments.count == 1, "the summary is edited")
        #expect(server.stub.requests.allSatisfy { $0.headers["authorization"] == "Bearer ghs_SECRET" })
        #expect(server.stub.requests.contains { $0.method == "PATCH" })
        #expect(server.stub.requests.contains { $0.path.contains("/pulls/12/comments?per_page=1&page=2") }, "read page by page")
        #expect(!second.stdout.contains("ghs_SECRET") && !second.stderr.contains("ghs_SECRET"))
    }

    /// GitLab before 15.7 has no `/diffs`: the request's `/changes` give the same files.
    @Test func anOlderGitLabsChangesStandInForItsDiffs() throws {
        let (repo, base) = try Self.request()
        let server = try FakeGitLab()
        server.push(base: base, head: try repo.git("rev-parse", "HEAD"), files: try Self.diffs(repo, base: base))
        server.faults = ["/diffs": .init(status: 404, body: #"{"message": "404 Not found"}"#)]
        let result = try repo.flowlint("mr", "--comment", environment: Self.gitLabEnvironment(server, base: base))
        #expect(result.status == 1 && result.stderr.isEmpty, "\(result)")
        #expect(server.discussions.count == 2 && server.notes.count == 1)
    }

    /// What `--baseline` hides and `--quiet` leaves out is not posted either: the request says
    /// what the job's report says.
    @Test func baselinedFindingsAreNotPosted() throws {
        let (repo, base) = try Self.request()
        let server = try FakeGitLab()
        server.push(base: base, head: try repo.git("rev-parse", "HEAD"), files: try Self.diffs(repo, base: base))
        let environment = Self.gitLabEnvironment(server, base: base)
        let baseline = repo.scratch("baseline.json")
        _ = try repo.flowlint("mr", "--write-baseline", baseline, environment: environment)
        let result = try repo.flowlint("mr", "--comment", "--baseline", baseline, environment: environment)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        #expect(server.discussions.isEmpty, "\(server.discussions.map(\.body))")
        let note = try #require(server.notes.first?.body)
        #expect(!note.contains("branch-name") && !note.contains("mvp-class-bound"), "\(note)")
    }

    /// A finding fixed, then brought back by a later push: its resolved discussion is reopened,
    /// not posted again.
    @Test func aFindingThatComesBackReopensItsDiscussion() throws {
        let (repo, base) = try Self.request()
        let server = try FakeGitLab()
        let environment = Self.gitLabEnvironment(server, base: base)
        let loosened = ProtocolsCommandTests.protocols.replacing("AnyObject", with: "class")
        for protocols in [loosened, ProtocolsCommandTests.protocols, loosened] {
            try repo.write("App/EventList/EventListProtocols.swift", protocols)
            try repo.git("add", "-A")
            _ = try repo.commit("[EW_IOS-98] Поменял протоколы\n")
            server.push(base: base, head: try repo.git("rev-parse", "HEAD"), files: try Self.diffs(repo, base: base))
            _ = try repo.flowlint("mr", "--comment", environment: environment)
        }
        #expect(server.discussions.count == 2 && server.discussions.allSatisfy { !$0.resolved }, "\(server.discussions)")
    }
}
