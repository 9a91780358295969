import FlowlintCore
import FlowlintFlow
import FlowlintReport
import GitKit
import Testing
import TestSupport

/// The commit-message scan called as a library, over real repositories.
struct HistoryScanTests {
    static let good = "[EW_IOS-1] Добавить экран входа\n\n- Сделал экран\n"
    static let bad = "added login screen\n"

    static func scan(_ repo: TemporaryRepository, _ configuration: Configuration = Configuration()) throws -> HistoryScan {
        let repository = try Repository.discover(from: repo.path)
        return HistoryScan(repository: repository, checker: try CommitChecker(configuration: configuration, context: .history), branch: nil)
    }

    @Test func aBadMessageIsFoundAtItsCommitAndAGoodOneIsNot() throws {
        let repo = try TemporaryRepository()
        try repo.commit(Self.good)
        let badID = try repo.commit(Self.bad)
        let report = try Self.scan(repo).run(.all)
        #expect(report.checked.commits == 2)
        #expect(!report.findings.isEmpty)
        for finding in report.findings {
            guard case .commit(let sha, _, let header) = finding.location else {
                Issue.record("not a commit finding: \(finding)")
                continue
            }
            #expect(sha == badID)
            #expect(header == "added login screen")
        }
    }

    @Test func hiddenCommitsAreNotChecked() throws {
        let repo = try TemporaryRepository()
        try repo.commit(Self.bad)
        let base = try repo.commit(Self.bad)
        try repo.commit(Self.good)
        let hidden = try #require(ObjectID(hex: base))
        let report = try Self.scan(repo).run(.single("HEAD"), hiding: [hidden])
        #expect(report.checked.commits == 1)
        #expect(report.findings.isEmpty, "\(report.findings)")
    }

    @Test func aSinceThatIsNeitherRevisionNorDateIsAUsageError() throws {
        let repo = try TemporaryRepository()
        try repo.commit(Self.good)
        var configuration = Configuration()
        configuration.since = "no-such-tag"
        #expect {
            try Self.scan(repo, configuration).run(.all)
        } throws: { error in
            guard case .usage(let sentence) = error as? UseCaseError else { return false }
            return sentence.en.hasPrefix("commits.since: 'no-such-tag'")
        }
        configuration.since = "2019-06-01"
        #expect(try Self.scan(repo, configuration).run(.all).checked.commits == 1)
    }
}
