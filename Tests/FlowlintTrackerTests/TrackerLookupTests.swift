import Foundation
import Testing
import TestSupport
@testable import FlowlintCore
@testable import FlowlintTracker

/// Jira and YouTrack served from recorded answers by a loopback server: paths and headers are
/// asserted, and every outcome a hook can meet (found, unknown, slow, down, cached) is run.
struct TrackerLookupTests {
    static let jiraStory = #"{"key":"EW_IOS-98","fields":{"summary":"Реализовать независимую отправку","issuetype":{"name":"Story"},"status":{"name":"In Progress"}}}"#
    static let youTrackBug = #"{"idReadable":"MOB-7","summary":"Исправить падение","customFields":[{"name":"Priority","value":{"name":"Major"}},{"name":"Type","value":{"name":"Bug"}}],"$type":"Issue"}"#

    /// A cache folder of its own per test, removed after.
    final class Sandbox {
        let cache = NSTemporaryDirectory() + "flowlint-tracker-\(UUID().uuidString)"
        var variables: [String: String]

        init(_ variables: [String: String] = [:]) {
            self.variables = variables
            self.variables["FLOWLINT_CACHE_DIR"] = cache
        }

        deinit { try? FileManager.default.removeItem(atPath: cache) }

        func lookup(_ configuration: TrackerConfiguration, now: Int64 = 1_000_000) -> TrackerLookup {
            let variables = variables
            return TrackerLookup(configuration, environment: { variables[$0] }, now: { now })
        }

        func cacheContents() -> String {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: cache + "/tracker")) ?? []
            return files.compactMap { try? String(contentsOfFile: cache + "/tracker/" + $0, encoding: .utf8) }.joined()
        }
    }

    @Test func jiraFoundWithBearerToken() throws {
        let server = try HTTPStub { _ in .init(body: Self.jiraStory) }
        let sandbox = Sandbox(["FLOWLINT_TRACKER_TOKEN": "s3cret-token"])
        let answer = sandbox.lookup(TrackerConfiguration(kind: .jira, url: server.baseURL + "/")).answer(for: "EW_IOS-98")
        #expect(answer == .found(TrackerIssue(id: "EW_IOS-98", summary: "Реализовать независимую отправку", type: "Story", status: "In Progress")))
        let request = try #require(server.requests.first)
        #expect(request.path == "/rest/api/2/issue/EW_IOS-98?fields=summary,issuetype,status")
        #expect(request.headers["authorization"] == "Bearer s3cret-token")
        #expect(!sandbox.cacheContents().contains("s3cret"))
        #expect(sandbox.cacheContents().contains("Реализовать независимую отправку"))
    }

    @Test func jiraCloudUsesBasicAuthenticationWithTheUser() throws {
        let server = try HTTPStub { _ in .init(body: Self.jiraStory) }
        let sandbox = Sandbox(["JIRA_TOKEN": "api-token", "JIRA_USER": "dev@example.com"])
        let configuration = TrackerConfiguration(kind: .jira, url: server.baseURL, tokenEnv: "JIRA_TOKEN", userEnv: "JIRA_USER")
        _ = sandbox.lookup(configuration).answer(for: "EW_IOS-98")
        let expected = "Basic " + Data("dev@example.com:api-token".utf8).base64EncodedString()
        #expect(server.requests.first?.headers["authorization"] == expected)
    }

    @Test func youTrackFoundWithTypeFromCustomFields() throws {
        let server = try HTTPStub { _ in .init(body: Self.youTrackBug) }
        let sandbox = Sandbox(["FLOWLINT_TRACKER_TOKEN": "perm:abc"])
        let answer = sandbox.lookup(TrackerConfiguration(kind: .youtrack, url: server.baseURL + "/youtrack")).answer(for: "MOB-7")
        #expect(answer == .found(TrackerIssue(id: "MOB-7", summary: "Исправить падение", type: "Bug")))
        let path = try #require(server.requests.first?.path)
        #expect(path.hasPrefix("/youtrack/api/issues/MOB-7?fields="))
        #expect(path.contains("summary") && path.contains("type(name)"))
        #expect(server.requests.first?.headers["authorization"] == "Bearer perm:abc")
    }

    @Test func notFoundWithATokenIsUnknownAndCachedBriefly() throws {
        let server = try HTTPStub { _ in .init(status: 404, body: #"{"errorMessages":["Issue does not exist"]}"#) }
        let sandbox = Sandbox(["FLOWLINT_TRACKER_TOKEN": "t"])
        let configuration = TrackerConfiguration(kind: .jira, url: server.baseURL)
        #expect(sandbox.lookup(configuration).answer(for: "EW_IOS-1") == .unknown)
        #expect(sandbox.lookup(configuration, now: 1_000_000 + 60).answer(for: "EW_IOS-1") == .unknown)
        #expect(server.requests.count == 1)
        _ = sandbox.lookup(configuration, now: 1_000_000 + 601).answer(for: "EW_IOS-1")
        #expect(server.requests.count == 2)
    }

    @Test func notFoundWithoutATokenIsNotChecked() throws {
        let server = try HTTPStub { _ in .init(status: 404, body: "{}") }
        let answer = Sandbox().lookup(TrackerConfiguration(kind: .jira, url: server.baseURL)).answer(for: "EW_IOS-1")
        guard case .unavailable(let reason) = answer else { Issue.record("\(answer)"); return }
        #expect(reason.en.contains("FLOWLINT_TRACKER_TOKEN"))
    }

    @Test(arguments: [401, 403, 500, 502])
    func refusalsAndServerErrorsAreNotChecked(status: Int) throws {
        let server = try HTTPStub { _ in .init(status: status, body: "{}") }
        let sandbox = Sandbox(["FLOWLINT_TRACKER_TOKEN": "wrong-token"])
        let answer = sandbox.lookup(TrackerConfiguration(kind: .jira, url: server.baseURL)).answer(for: "EW_IOS-98")
        guard case .unavailable(let reason) = answer else { Issue.record("\(answer)"); return }
        #expect(reason.en.contains("\(status)"))
        #expect(!reason.en.contains("wrong-token") && !reason.ru.contains("wrong-token"))
        #expect(sandbox.cacheContents().isEmpty)
    }

    @Test func aSlowTrackerTimesOutOnceForTheWholeRun() throws {
        let server = try HTTPStub { _ in .init(body: Self.jiraStory, delay: 2) }
        let sandbox = Sandbox(["FLOWLINT_TRACKER_TOKEN": "t"])
        let lookup = sandbox.lookup(TrackerConfiguration(kind: .jira, url: server.baseURL, timeout: 0.3))
        let start = Date()
        for id in ["EW_IOS-1", "EW_IOS-2", "EW_IOS-3"] {
            guard case .unavailable(let reason) = lookup.answer(for: id) else { Issue.record("answered"); return }
            #expect(reason.en.contains("did not answer"))
        }
        #expect(server.requests.count == 1)
        #expect(Date().timeIntervalSince(start) < 1.9)  // one timeout, not three (bound, not a benchmark)
    }

    @Test func aDownTrackerIsNotCheckedAndAStaleAnswerIsUsed() throws {
        let server = try HTTPStub { _ in .init(body: Self.jiraStory) }
        let sandbox = Sandbox(["FLOWLINT_TRACKER_TOKEN": "t"])
        let configuration = TrackerConfiguration(kind: .jira, url: server.baseURL, cacheTTL: 60)
        #expect(sandbox.lookup(configuration).answer(for: "EW_IOS-98") != .unknown)
        server.stop()
        // A day later the cached answer is stale; the tracker is down, so the stale one is used.
        let later = sandbox.lookup(configuration, now: 1_000_000 + 86_400)
        guard case .found(let issue) = later.answer(for: "EW_IOS-98") else { Issue.record("no stale answer"); return }
        #expect(issue.summary == "Реализовать независимую отправку")
        // An ID never cached is not checked.
        guard case .unavailable = later.answer(for: "EW_IOS-99") else { Issue.record("answered"); return }
    }

    @Test func aFreshCachedAnswerNeedsNoTracker() throws {
        let server = try HTTPStub { _ in .init(body: Self.jiraStory) }
        let sandbox = Sandbox(["FLOWLINT_TRACKER_TOKEN": "t"])
        let configuration = TrackerConfiguration(kind: .jira, url: server.baseURL)
        _ = sandbox.lookup(configuration).answer(for: "EW_IOS-98")
        server.stop()
        #expect(sandbox.lookup(configuration, now: 1_000_000 + 100).answer(for: "EW_IOS-98") != .unknown)
        #expect(server.requests.count == 1)
    }

    @Test func theCacheIsKeyedByTrackerURL() throws {
        let first = try HTTPStub { _ in .init(body: Self.jiraStory) }
        let second = try HTTPStub { _ in .init(status: 404, body: "{}") }
        let sandbox = Sandbox(["FLOWLINT_TRACKER_TOKEN": "t"])
        _ = sandbox.lookup(TrackerConfiguration(kind: .jira, url: first.baseURL)).answer(for: "EW_IOS-98")
        #expect(sandbox.lookup(TrackerConfiguration(kind: .jira, url: second.baseURL)).answer(for: "EW_IOS-98") == .unknown)
    }

    @Test(arguments: ["not json", "[]", #"{"fields":{}}"#, "{\"key\":\"X\",\"fields\":{\"summary\":12}}"])
    func malformedAnswersAreNotChecked(body: String) throws {
        let server = try HTTPStub { _ in .init(body: body) }
        let sandbox = Sandbox(["FLOWLINT_TRACKER_TOKEN": "t"])
        guard case .unavailable = sandbox.lookup(TrackerConfiguration(kind: .jira, url: server.baseURL)).answer(for: "EW_IOS-98") else {
            Issue.record("answered"); return
        }
    }

    @Test func aCorruptCacheFileIsIgnored() throws {
        let server = try HTTPStub { _ in .init(body: Self.jiraStory) }
        let sandbox = Sandbox(["FLOWLINT_TRACKER_TOKEN": "t"])
        let configuration = TrackerConfiguration(kind: .jira, url: server.baseURL)
        let cache = TrackerCache(environment: { sandbox.variables[$0] })
        let path = try #require(cache.path(url: server.baseURL, id: "EW_IOS-98"))
        try FileManager.default.createDirectory(atPath: sandbox.cache + "/tracker", withIntermediateDirectories: true)
        try Data([0xFF, 0x00, 0x0A] + Array("state\tfound".utf8)).write(to: URL(fileURLWithPath: path))
        #expect(sandbox.lookup(configuration).answer(for: "EW_IOS-98") != .unknown)
        #expect(server.requests.count == 1)
    }

    /// `/tmp` and `/dev/null` are nobody's to `chmod go-w`: the advice is to point the cache
    /// elsewhere; a folder of the user's own open to others is closed with `chmod go-w`.
    @Test func aRefusedCacheFolderGetsAdviceThatFits() throws {
        let own = Sandbox()
        try FileManager.default.createDirectory(atPath: own.cache, withIntermediateDirectories: true)
        #expect(chmod(own.cache, 0o777) == 0)
        for (folder, advice) in [("/tmp", "set FLOWLINT_CACHE_DIR to a private folder"), ("/dev/null", "set FLOWLINT_CACHE_DIR to a private folder"),
                                 (own.cache, "run chmod go-w \(own.cache)")] {
            let cache = TrackerCache(environment: { $0 == "FLOWLINT_CACHE_DIR" ? folder : nil })
            let refusal = try #require(cache.refusal, "\(folder)")
            #expect(cache.directory == nil)
            #expect(refusal.en.contains("the cache is not used; " + advice), "\(refusal.en)")
            #expect(refusal.ru.contains(advice.hasPrefix("run") ? "chmod go-w" : "FLOWLINT_CACHE_DIR"), "\(refusal.ru)")
            #expect(folder == own.cache || !refusal.en.contains("chmod"), "\(refusal.en)")
        }
    }

    @Test func idsAreEncodedInThePath() throws {
        let server = try HTTPStub { _ in .init(status: 404, body: "{}") }
        let sandbox = Sandbox(["FLOWLINT_TRACKER_TOKEN": "t"])
        _ = sandbox.lookup(TrackerConfiguration(kind: .jira, url: server.baseURL)).answer(for: "A/../B?x=1")
        #expect(server.requests.first?.path == "/rest/api/2/issue/A%2F..%2FB%3Fx%3D1?fields=summary,issuetype,status")
    }
}
