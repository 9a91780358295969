import FlowlintCore
import FlowlintFix
import FlowlintReport
import Foundation
import Testing

/// `message --fix FILE` called as a library: only the header line changes.
struct MessageFileFixTests {
    static let loose = "EW_IOS-98: требуется собрать приложение\n\n- Обновил проект\n# Please enter the commit message\n"

    static func violations(_ text: String) throws -> [RuleViolation] {
        let checker = try CommitChecker(configuration: Configuration(), context: .message)
        guard case .checked(let violations) = checker.check(DecodedMessage(text: MessageCleanup().clean(text)), branch: nil) else { return [] }
        return violations
    }

    static func fixer(_ mode: RewriteMode, encoding: String? = nil) -> MessageFileFix {
        MessageFileFix(cleanup: MessageCleanup(commentChar: .init(configValue: nil), mode: .strip), commitEncoding: encoding, mode: mode)
    }

    @Test func theHeaderIsReplacedAndEveryOtherByteKept() throws {
        let bytes = Array(Self.loose.utf8)
        let fixed = try #require(Self.fixer(.apply).rewritten(bytes, header: "[EW_IOS-98] требуется собрать приложение"))
        #expect(String(decoding: fixed, as: UTF8.self)
            == "[EW_IOS-98] требуется собрать приложение\n\n- Обновил проект\n# Please enter the commit message\n")
        #expect(Self.fixer(.apply, encoding: "windows-1251").rewritten(bytes, header: "[EW_IOS-98] x") == nil)
    }

    @Test func applyWritesTheFileKeepingItsModeAndADryRunOnlyShowsIt() throws {
        let path = NSTemporaryDirectory() + "flowlint-message-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(Self.loose.utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o600) == 0)
        let violations = try Self.violations(Self.loose)
        let recheck: ([UInt8]) throws -> (Report, [RuleViolation]) = { bytes in
            (Report(checked: CheckedCounts(commits: 1)), try Self.violations(String(decoding: bytes, as: UTF8.self)))
        }
        let shown = try Self.fixer(.dryRun).apply(to: Array(Self.loose.utf8), path: path, violations, report: Report(), check: recheck)
        #expect(shown.diff.contains("+[EW_IOS-98] требуется собрать приложение"), "\(shown.diff)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.loose)

        let written = try Self.fixer(.apply).apply(to: Array(Self.loose.utf8), path: path, violations, report: Report(), check: recheck)
        #expect(written.diff.isEmpty)
        #expect(written.report.notes.map(\.en) == ["\(path): header fixed: [EW_IOS-98] требуется собрать приложение"])
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("[EW_IOS-98] требуется собрать приложение\n"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }
}
