import PropertyBased
import Testing
@testable import FlowlintCore

/// Which suggestions `--fix` applies, and where the header line is in a message's bytes.
struct SureFixesTests {
    static let branchName = "features/EW_IOS-98_Реализовать_отправку"

    func violations(_ message: String, onBranch: Bool) throws -> [RuleViolation] {
        let checker = try CommitChecker(configuration: Configuration(), context: .message)
        let branch = onBranch ? try BranchNaming(Configuration()).intended(Self.branchName) : nil
        guard case .checked(let found) = checker.check(DecodedMessage(text: message), branch: branch) else { return [] }
        return found
    }

    @Test(arguments: [
        ("EW_IOS-98: собрал приложение\n\n- текст\n", "[EW_IOS-98] собрал приложение"),
        ("(ew_ios-98) собрал приложение\n\n- текст\n", "[EW_IOS-98] собрал приложение"),
        ("собрал приложение\n\n- текст\n", "[EW_IOS-98] собрал приложение"),
        // A byte-order mark is no part of the header: the suggestion goes without it.
        ("\u{FEFF}EW_IOS-98: собрал приложение\n\n- текст\n", "[EW_IOS-98] собрал приложение"),
        ("\u{FEFF}[EW_IOS-98] собрал приложение\n\n- текст\n", "[EW_IOS-98] собрал приложение"),
        ("\u{FEFF}собрал приложение\n\n- текст\n", "[EW_IOS-98] собрал приложение"),
    ])
    func aHeaderFormatSuggestionIsSure(message: String, header: String) throws {
        #expect(SureFixes.header(from: try violations(message, onBranch: true)) == header)
    }

    @Test(arguments: [
        "[EW_IOS-98]\n\n- текст\n",                  // commit-task-name: the user's words
        "[EW_IOS-7] собрал приложение\n\n- текст\n",  // commit-issue-mismatch: maybe the wrong branch
        "[EW_IOS-98] Fix the crash\n\n- Fixed\n",     // commit-language: a translation
        "собрал приложение\n\n- текст\n",             // no ID anywhere, none from the branch
        "EW_IOS-98\n\n- текст\n",                    // only an ID: the task name is missing
        "ew_ios-98:\n\n- текст\n",
    ])
    func otherSuggestionsAreNot(message: String) throws {
        let found = try violations(message, onBranch: !message.hasPrefix("собрал"))
        #expect(!found.isEmpty)
        #expect(SureFixes.header(from: found) == nil)
    }

    @Test func aBranchSuggestionIsSureOnlyWhenItPassesTheBranchRules() throws {
        let checker = try BranchChecker(configuration: Configuration())
        func sure(_ name: String) -> String? { SureFixes.branchName(for: name, checker.check(name), checker: checker) }
        #expect(sure("feature/EW_IOS-98_Добавить_экран") == "features/EW_IOS-98_Добавить_экран")
        #expect(sure("Hotfix/EW_IOS-98_падение") == "bugs/EW_IOS-98_падение")
        #expect(sure("bugs/EW_IOS-98_ёлка") == "bugs/EW_IOS-98_елка")
        #expect(sure("release/1.2") == "releases/release-1.2")
        #expect(sure("PBCKP-114") == nil)
        #expect(sure("develop") == nil)
        // The rule suggests a feature for a bare ID, but it may be a bug: only reported.
        #expect(checker.check("EW_IOS-98_Добавить_экран").first?.suggestion == "features/EW_IOS-98_Добавить_экран")
        #expect(sure("EW_IOS-98_Добавить_экран") == nil)
    }

    /// `--fix` goes by the findings' fix requests: reworded messages and suggestions change nothing.
    @Test func sureFixesDoNotReadTheWords() throws {
        let words = LocalizedText(ru: "переписано", en: "reworded")
        let checker = try BranchChecker(configuration: Configuration())
        let sure = ["feature/EW_IOS-98_Добавить_экран", "Hotfix/EW_IOS-98_падение", "bugs/EW_IOS-98_ёлка", "release/1.2"]
        let names = sure + (BranchName.description.bad + BranchForbiddenLetters.description.bad).map(\.text)
        for name in names {
            let findings = checker.check(name)
            let reworded = findings.map { finding in
                Finding(rule: finding.rule, severity: finding.severity, message: words, location: finding.location,
                        suggestion: finding.suggestion.map { _ in "reworded" }, fix: finding.fix)
            }
            let renamed = SureFixes.branchName(for: name, findings, checker: checker)
            #expect(SureFixes.branchName(for: name, reworded, checker: checker) == renamed, "\(name)")
            if sure.contains(name) { #expect(renamed != nil) }
        }
        for message in ["EW_IOS-98: собрал приложение\n\n- текст\n", "собрал приложение\n\n- текст\n", "[EW_IOS-98]собрал\n\n- текст\n"] {
            let found = try violations(message, onBranch: true)
            let reworded = found.map { item in
                RuleViolation(rule: item.rule, severity: item.severity, violation: Violation(
                    words, line: item.violation.line, suggestion: item.violation.suggestion.map { _ in "reworded" }, fix: item.violation.fix))
            }
            #expect(SureFixes.header(from: found) != nil)
            #expect(SureFixes.header(from: reworded) == SureFixes.header(from: found))
        }
    }

    @Test func theHeaderLineIsFoundAsGitWillReadIt() {
        let text = "# comment\n\n  \nEW_IOS-98 задача  \r\n\n- текст\n"
        let bytes = Array(text.utf8)
        let range = MessageCleanup().headerRange(in: bytes)
        #expect(range.map { String(decoding: bytes[$0], as: UTF8.self) } == "EW_IOS-98 задача")
        let fixed = SureFixes.replacing(range ?? 0..<0, in: bytes, with: "[EW_IOS-98] задача")
        #expect(String(decoding: fixed, as: UTF8.self) == "# comment\n\n  \n[EW_IOS-98] задача  \r\n\n- текст\n")
        // With the whitespace clean-up (git commit -m) a comment line is the header.
        let whitespace = MessageCleanup(mode: .whitespace).headerRange(in: bytes)
        #expect(whitespace.map { String(decoding: bytes[$0], as: UTF8.self) } == "# comment")
    }

    @Test func nothingAfterTheScissorsLineIsAHeader() {
        let bytes = Array("# only a comment\n# ------------------------ >8 ------------------------\nEW_IOS-98 x\n".utf8)
        #expect(MessageCleanup().headerRange(in: bytes) == nil)
        #expect(MessageCleanup(commentChar: .init(configValue: ";")).headerRange(in: Array("; c\nx\n".utf8)) == 4..<5)
        #expect(SureFixes.headerRange(in: Array("\n \n".utf8)) == nil)
    }

    @Test func everyRuleWithASuggestionIsExplained() {
        for rule in ["branch-name", "branch-forbidden-letters", "commit-header-format", "commit-task-name", "commit-issue-mismatch"] {
            #expect(SureFixes.explanation(of: rule) != nil, "\(rule)")
        }
        #expect(SureFixes.explanation(of: "commit-body") == nil)
    }

    static let headers = Gen<String?>.element(of: [
        "EW_IOS-98: собрал приложение", "ew_ios-98 собрал", "[EW_IOS-98]собрал", "(EW_IOS-98) собрал  ",
        "EW_IOS-98 - собрал\r", "собрал приложение", "[ew_ios-98] собрал", "EW_IOS-98", "[EW_IOS-98]  собрал",
    ]).map { $0 ?? "" }
    static let lines = Gen<String?>.element(of: ["", " ", "# comment", "- пункт", "Signed-off-by: A <a@b.c>", "\t"]).map { $0 ?? "" }

    /// A sure header written where `headerRange` says makes the message pass `commit-header-format`,
    /// leaves every other byte, and a second fix finds nothing to do.
    @Test func aSureFixTakesAndIsIdempotent() async throws {
        let checker = try CommitChecker(configuration: Configuration(), context: .message)
        let branch = try BranchNaming(Configuration()).intended(Self.branchName)
        await propertyCheck(count: 300, input: Self.lines.array(of: 0...3), Self.headers, Self.lines.array(of: 0...4)) { before, header, after in
            let bytes = Array((before + [header] + after).joined(separator: "\n").utf8)
            let cleanup = MessageCleanup()
            func sure(_ bytes: [UInt8]) -> String? {
                guard case .checked(let found) = checker.check(DecodedMessage(text: cleanup.clean(String(decoding: bytes, as: UTF8.self))), branch: branch) else { return nil }
                return SureFixes.header(from: found)
            }
            guard let fix = sure(bytes), let range = cleanup.headerRange(in: bytes) else { return }
            let fixed = SureFixes.replacing(range, in: bytes, with: fix)
            #expect(sure(fixed) == nil, "\(String(decoding: bytes, as: UTF8.self).debugDescription) → \(fix)")
            #expect(Array(fixed[..<range.lowerBound]) == Array(bytes[..<range.lowerBound]))
            #expect(Array(fixed.suffix(bytes.count - range.upperBound)) == Array(bytes[range.upperBound...]))
        }
    }
}
