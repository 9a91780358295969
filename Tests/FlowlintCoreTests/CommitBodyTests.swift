import Testing
@testable import FlowlintCore

/// What a description is: trailers only in the last paragraph, as `git interpret-trailers`
/// reads them; git's own lines are none.
struct CommitBodyTests {
    static let sha = "0123456789abcdef0123456789abcdef01234567"

    @Test(arguments: [
        "[EW_IOS-98] задача\n\nFix: обновил библиотеку",
        "[EW_IOS-98] задача\n\nEACQ-5604: Перегенерировал моки\n\nEACQ-5605: Поправил экран",
        "[EW_IOS-98] задача\n\n- Обновил\n- Поправил\n- Добавил\nSigned-off-by: Иван <ivan@example.com>",
        "[EW_IOS-98] задача\n\nCc: Пётр <petr@example.com>\n\nSigned-off-by: Иван <ivan@example.com>",
        "[EW_IOS-98] задача\n\n- Обновил\n\n(cherry picked from commit \(sha))",
        "[EW_IOS-98] задача\n\nConflicts:\n\tREADME.md\n- Обновил",
    ])
    func descriptionsPass(text: String) throws {
        #expect(try !brokenRules(text).contains("commit-body"))
    }

    @Test(arguments: [
        "[EW_IOS-98] задача\n\n(cherry picked from commit \(sha))",
        "[EW_IOS-98] задача\n\nSigned-off-by: Иван <ivan@example.com>\nCo-authored-by: Пётр <petr@example.com>",
        "[EW_IOS-98] задача\r\n\r\nChange-Id: I0123456789\r\n  продолжение трейлера\r\nSigned-off-by: Иван <ivan@example.com>\r\n",
        "[EW_IOS-98] задача\n\nThis reverts commit \(sha).",
        "[EW_IOS-98] задача\n\nConflicts:\n\tSources/App/AppDelegate.swift\n\n\tREADME.md",
    ])
    func noDescriptionIsReported(text: String) throws {
        #expect(try brokenRules(text).contains("commit-body"))
    }

    @Test func trailerLinesAreLeftOutOfTheDescription() {
        let message = CommitMessage("[A-1] x\n\n- Обновил\n\n- Поправил\nReviewed-by: Пётр\n  Иванов\n(cherry picked from commit \(Self.sha))")
        #expect(message.descriptionLines == ["", "- Обновил", "", "- Поправил"])
    }

    @Test(arguments: [
        ("Reapply \"[A-1] задача\"\n\nThis reverts commit \(sha).", CommitNature.revert),
        ("Revert \"[A-1] задача\" partially\n\nThis reverts commit \(sha).", .revert),
        ("Revert \"[A-1] задача\" partially", .regular),
        ("Reapply \"[A-1] задача\"", .regular),
    ])
    func revertsWithWordsAddedAreReverts(text: String, expected: CommitNature) throws {
        #expect(CommitMessage(text).nature(parentCount: 1) == expected)
        let checker = try CommitChecker(configuration: Configuration(), context: .history)
        let skipped = checker.check(DecodedMessage(text: text), branch: nil) == .skipped(.revert)
        #expect(skipped == (expected == .revert))
    }
}

/// As in git, leading blank lines are not part of the message: line 1 is the first non-blank one.
struct LeadingBlankLinesTests {
    @Test(arguments: [
        ("\n \n[EW_IOS-98] задача\n- Обновил", "commit-blank-line", 2),
        ("\n\n\n[EW_IOS-98] задача", "commit-body", 2),
    ])
    func lineNumbersCountFromTheFirstNonBlankLine(text: String, rule: String, line: Int) throws {
        let found = try #require(try violations(DecodedMessage(text: text)))
        #expect(found.map(\.rule) == [rule])
        #expect(found.first?.violation.line == line)
    }

    @Test func encodingProblemsCountFromTheFirstNonBlankLine() throws {
        let bytes: [UInt8] = Array("\n\n[EW_IOS-98] задача\n\n- ".utf8) + [0xFF]
        let found = try violations(DecodedMessage.decode(bytes, encoding: nil))
        #expect(found?.first { $0.rule == "commit-encoding" }?.violation.line == 3)
    }
}

extension LeadingBlankLinesTests {
    @Test(arguments: [("\n \n[A-1] x\n\n- y", "[A-1] x"), ("[A-1] x\r\n\r\n- y", "[A-1] x"), ("", ""), ("\n\n", "")])
    func theHeaderIsTheFirstNonBlankLine(text: String, header: String) {
        #expect(CommitMessage.header(of: text) == Substring(header))
    }
}
