import Foundation
import Testing
import TestSupport

/// What comes from outside the repository: the tracker's and GitLab's answers (two loopback
/// servers, the first redirecting to the second), the tracker's cache folder, the GitHub event
/// file, the API timeout variable. Tokens never reach another origin, answers from elsewhere
/// are not trusted, a forged cache is not read, a broken input is named.
struct HostilePlatformTests {
    static let english = ["LANG": "en_US.UTF-8"]
    static let header = "[EW_IOS-98] Реализовать независимую отправку и получение данных с сервера"

    /// A server that answers every request with a forged issue, recording what it was sent.
    static func forger() throws -> HTTPStub {
        try HTTPStub { _ in
            .init(body: #"{"key":"EW_IOS-98","fields":{"summary":"Подделка","issuetype":{"name":"Story"},"status":{"name":"Open"}}}"#)
        }
    }

    static func redirecting(to target: HTTPStub) throws -> HTTPStub {
        try HTTPStub { request in .init(status: 301, body: "", headers: ["Location": target.baseURL + request.path]) }
    }

    @Test func theTrackerTokenNeverFollowsARedirectToAnotherPort() throws {
        let second = try Self.forger()
        let first = try Self.redirecting(to: second)
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write(".flowlint.yml", "tracker:\n  kind: jira\n  url: \(first.baseURL)\n  timeout: 2\n")
        repo.environment["FLOWLINT_TRACKER_TOKEN"] = FakeJira.token
        let result = try FlowlintBinary.run(["message", "-"], in: repo, environment: Self.english,
                                            stdin: Array((Self.header + "\n\n- Сделал\n").utf8))
        #expect(first.requests.count == 1)
        #expect(second.requests.isEmpty, "the second origin was asked: \(second.requests)")
        #expect(!result.stdout.contains("Подделка"), "\(result)")
        #expect(result.stdout.contains("not checked against the tracker (EW_IOS-98)"), "\(result)")
        #expect(result.stdout.contains("redirected to another origin"), "\(result)")
    }

    @Test func theGitLabTokenNeverFollowsARedirectButTheSameOriginIsFollowed() throws {
        let (repo, base) = try MergeRequestCommandTests.repository()
        let second = try HTTPStub { _ in .init(body: #"{"force_remove_source_branch": true}"#) }
        let first = try Self.redirecting(to: second)
        let result = try repo.flowlint("mr", environment: MergeRequestCommandTests.gitlab(repo, base: base, api: first.baseURL + "/api/v4"))
        #expect(second.requests.isEmpty, "the token went to \(second.baseURL): \(second.requests.map(\.headers))")
        #expect(result.stdout.contains("mr-delete-source-branch not checked: GitLab did not answer (redirected to another origin"), "\(result)")
        #expect(try repo.flowlint("mr", "--strict", environment: MergeRequestCommandTests.gitlab(repo, base: base, api: first.baseURL)).status == 1)

        let moving = try HTTPStub { request in
            request.path.hasPrefix("/moved")
                ? .init(body: #"{"force_remove_source_branch": true}"#)
                : .init(status: 301, body: "", headers: ["Location": "/moved" + request.path])
        }
        let followed = try repo.flowlint("mr", "--strict", environment: MergeRequestCommandTests.gitlab(repo, base: base, api: moving.baseURL))
        #expect(followed.status == 0, "\(followed)")
        #expect(moving.requests.last?.headers["private-token"] == MergeRequestCommandTests.token)
    }

    /// The cache file's summary replaced, as another user could if the folder let them.
    static func forgeCache(_ repo: TemporaryRepository) throws -> String {
        let folder = repo.root.path + "/.cache/flowlint/tracker"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasPrefix("EW_IOS-98.") {
            let path = folder + "/" + name
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let forged = text.split(separator: "\n").map { $0.hasPrefix("summary\t") ? "summary\tПодделка" : String($0) }
            try (forged.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        }
        return folder
    }

    @Test func aCacheFolderWritableByOthersIsNotUsedAndSaidOnce() throws {
        let jira = try FakeJira()
        let repo = try TrackerCommandTests.repository(jira)
        let text = Array((Self.header + "\n\n- Сделал\n").utf8)
        #expect(try FlowlintBinary.run(["message", "-"], in: repo, environment: Self.english, stdin: text).status == 0)
        #expect(jira.asked == ["EW_IOS-98"])
        let folder = try Self.forgeCache(repo)
        #expect(chmod(folder, 0o777) == 0)
        let result = try FlowlintBinary.run(["message", "-"], in: repo, environment: Self.english, stdin: text)
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("Подделка"), "the forged answer was used: \(result)")
        #expect(jira.asked == ["EW_IOS-98", "EW_IOS-98"], "the tracker is asked instead")
        #expect(result.stdout.components(separatedBy: "is writable by others: the cache is not used").count == 2, "\(result)")
        // Made private again, the folder is the user's cache as before.
        #expect(chmod(folder, 0o700) == 0)
        let restored = try FlowlintBinary.run(["message", "-"], in: repo, environment: Self.english, stdin: text)
        #expect(!restored.stdout.contains("the cache is not used"), "\(restored)")
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give the cache folder to another user (nobody)"))
    func aCacheFolderOfAnotherUserIsNotUsed() throws {
        let jira = try FakeJira()
        let repo = try TrackerCommandTests.repository(jira)
        let text = Array((Self.header + "\n\n- Сделал\n").utf8)
        #expect(try FlowlintBinary.run(["message", "-"], in: repo, environment: Self.english, stdin: text).status == 0)
        let folder = try Self.forgeCache(repo)
        let nobody = try #require(getpwnam("nobody")).pointee.pw_uid
        #expect(chown(folder, nobody, gid_t(65_534)) == 0)
        #expect(chmod(folder, 0o755) == 0)
        let result = try FlowlintBinary.run(["message", "-"], in: repo, environment: Self.english, stdin: text)
        #expect(!result.stdout.contains("Подделка"), "\(result)")
        #expect(result.stdout.contains("belongs to another user: the cache is not used"), "\(result)")
    }

    @Test func theTrackersControlCharactersNeverReachTheMessageFile() throws {
        let summary = #"Реализовать\u0000 отправку\u001b[2J данных\tс\nсервера\u009b"#
        let jira = try HTTPStub { _ in
            .init(body: #"{"key":"EW_IOS-98","fields":{"summary":"\#(summary)","issuetype":{"name":"Story"}}}"#)
        }
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write(".flowlint.yml", "tracker:\n  kind: jira\n  url: \(jira.baseURL)\n")
        let file = repo.path + "/.git/COMMIT_EDITMSG"
        try "\n# Please enter the commit message\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try FlowlintBinary.run(["hook", "prepare-commit-msg", file], in: repo, environment: Self.english)
        #expect(result.status == 0, "\(result)")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(!bytes.contains { $0 < 0x20 && $0 != 0x0A }, "\(bytes)")
        let first = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
        #expect(first == "[EW_IOS-98] Реализовать отправку[2J данных с сервера")
    }

    @Test(arguments: [
        ("{\"pull_request\": {\"title\": \"[EW_IOS-98] x\", \"head\": {\"ref\"", "not a JSON object"),
        ("{\"pull_request\": {\"title\": 42}}", "pull_request.title must be a string"),
        ("{\"pull_request\": \"x\"}", "pull_request must be an object"),
        ("{\"pull_request\": {\"title\": \"[EW_IOS-98] x\"}, \"repository\": {\"delete_branch_on_merge\": \"yes\"}}",
         "repository.delete_branch_on_merge must be true or false"),
    ])
    func aBrokenGitHubEventIsNamedEvenWithATitle(json: String, problem: String) throws {
        let (repo, _) = try MergeRequestCommandTests.repository()
        let path = repo.scratch("event.json")
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try repo.flowlint("mr", "--title", "[EW_IOS-98] Реализовать отправку", "--delete-source-branch", "yes",
                                       environment: ["GITHUB_EVENT_PATH": path])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("GITHUB_EVENT_PATH \(path): \(problem)"), "\(result)")
    }

    @Test func aPushEventIsNoPullRequestAndTheFlagsApply() throws {
        let (repo, _) = try MergeRequestCommandTests.repository()
        let path = repo.scratch("event.json")
        try #"{"ref": "refs/heads/develop", "commits": []}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try repo.flowlint("mr", "--title", "[EW_IOS-98] Реализовать отправку", "--delete-source-branch", "yes",
                                       environment: ["GITHUB_EVENT_PATH": path])
        #expect(result.status == 0, "\(result)")
    }

    @Test(arguments: ["0", "-1", "abc", "99999999"])
    func anAPITimeoutThatWouldWaitForeverIsExit2(value: String) throws {
        let (repo, base) = try MergeRequestCommandTests.repository()
        var environment = MergeRequestCommandTests.gitlab(repo, base: base, api: "http://127.0.0.1:9/api/v4")
        environment["FLOWLINT_API_TIMEOUT_MS"] = value
        let result = try repo.flowlint("mr", environment: environment)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("FLOWLINT_API_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000"), "\(result)")
    }
}
