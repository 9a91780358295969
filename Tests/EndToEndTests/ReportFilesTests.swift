import Foundation
import Testing
import TestSupport

/// `--format NAME[=FILE]`, repeatable: one CI job writes its log and its reports in one run
/// (one API call for `mr`); and the delete-branch finding on GitHub speaks GitHub.
struct ReportFilesTests {
    @Test func oneRunWritesTheLogAndSeveralReports() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.english)
        let quality = repo.scratch("gl-code-quality.json")
        let sarif = repo.scratch("flowlint.sarif")
        let result = try repo.flowlint("commits", "--format", "text", "--format", "gitlab=\(quality)", "--format", "sarif=\(sarif)")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("[commit-header-format]"), "the log is text: \(result)")
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: quality))) as? [[String: Any]])
        #expect(issues.contains { $0["check_name"] as? String == "commit-header-format" })
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
    }

    @Test func mergeRequestsAskTheAPIOnceForEveryReport() throws {
        let (repo, base) = try MergeRequestCommandTests.repository()
        let server = try HTTPStub { _ in .init(body: #"{"iid": 7, "force_remove_source_branch": false}"#) }
        let quality = repo.scratch("gl-code-quality.json")
        let junit = repo.scratch("junit.xml")
        let environment = MergeRequestCommandTests.gitlab(repo, base: base, api: server.baseURL + "/api/v4")
        let result = try repo.flowlint(["mr", "--format", "gitlab=\(quality)", "--format", "junit=\(junit)"], environment: environment)
        #expect(result.status == 1, "\(result)")
        let delete = server.requests.filter { $0.path == "/api/v4/projects/42/merge_requests/7" }
        #expect(delete.count == 1, "\(server.requests.map(\.path))")
        #expect(try String(contentsOfFile: quality, encoding: .utf8).contains("mr-delete-source-branch"))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("mr-delete-source-branch"))
    }

    @Test(arguments: [
        (["--format", "text", "--format", "json"], "only one --format goes to standard output"),
        (["--format", "gitlab=a.json", "--format", "sarif=a.json"], "write the same file"),
        (["--format", "gitlab="], "--format"),
        (["--format", "xml=a.xml"], "--format"),
    ])
    func badFormatRequestsAreBadUsage(arguments: [String], problem: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let result = try repo.flowlint(["commits"] + arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(problem), "\(result)")
    }

    @Test func aReportThatCannotBeWrittenIsExit3() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let result = try repo.flowlint("commits", "--format", "gitlab=/no/such/folder/gl.json")
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("cannot write the report /no/such/folder/gl.json"), "\(result)")
    }

    @Test func onGitHubTheDeleteBranchFindingNamesGitHubsSetting() throws {
        let (repo, base) = try MergeRequestCommandTests.repository()
        let head = try repo.git("rev-parse", "HEAD")
        let path = repo.scratch("event.json")
        try """
            {"pull_request": {"title": "[EW_IOS-98] Реализовать отправку",
              "head": {"ref": "\(Seed.featureBranch)", "sha": "\(head)"},
              "base": {"ref": "develop", "sha": "\(base)"}},
             "repository": {"delete_branch_on_merge": false}}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try repo.flowlint("mr", environment: ["GITHUB_ACTIONS": "true", "GITHUB_EVENT_PATH": path])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("Automatically delete head branches"), "\(result)")
        #expect(!result.stdout.contains("merge request is accepted"), "\(result)")
    }
}
