import Foundation
import Testing
import TestSupport
import FlowlintCore
import FlowlintTracker

/// The tracker rules for one run, called as a library: an unknown ID is a finding, a tracker that
/// can't be asked is one "not checked" note and never a finding.
struct TrackerReviewTests {
    static func review(_ server: HTTPStub, cache: String) throws -> TrackerReview {
        var configuration = Configuration()
        configuration.tracker = TrackerConfiguration(kind: .jira, url: server.baseURL)
        let variables = ["FLOWLINT_CACHE_DIR": cache, "FLOWLINT_TRACKER_TOKEN": "t"]
        return try #require(try TrackerReview(configuration, environment: { variables[$0] }))
    }

    @Test func withoutATrackerThereIsNoReview() throws {
        #expect(try TrackerReview(Configuration(), environment: { _ in nil }) == nil)
    }

    @Test func anIssueTheTrackerDoesNotKnowIsAFinding() throws {
        let cache = NSTemporaryDirectory() + "flowlint-review-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let server = try HTTPStub { _ in .init(status: 404, body: "{}") }
        let review = try Self.review(server, cache: cache)
        let findings = review.findings(header: "[EW_IOS-98] Добавить экран", at: .commit(sha: "abc", line: 1, header: "h"))
        #expect(findings.map(\.rule) == ["tracker-issue-exists"])
        #expect(review.notes.isEmpty)
    }

    @Test func aTrackerThatFailsIsOneNoteAndNoFinding() throws {
        let cache = NSTemporaryDirectory() + "flowlint-review-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let server = try HTTPStub { _ in .init(status: 500, body: "{}") }
        let review = try Self.review(server, cache: cache)
        for id in ["EW_IOS-98", "EW_IOS-99"] {
            #expect(review.findings(header: "[\(id)] Добавить экран", at: .commit(sha: "abc", line: 1, header: "h")).isEmpty)
        }
        #expect(review.notes.count == 1)
        #expect(review.notes.first?.en.hasPrefix("not checked against the tracker (EW_IOS-98, EW_IOS-99): ") == true)
    }
}
