import Testing
@testable import FlowlintCore

struct MessageCleanupTests {
    @Test func stripsCommentsTrailingWhitespaceAndBlankRuns() {
        let text = "\n\n[EW_IOS-98] задача   \n\n\n- пункт\t\n# Please enter the commit message\n#\n\n"
        #expect(MessageCleanup().clean(text) == "[EW_IOS-98] задача\n\n- пункт\n")
    }

    @Test func cutsAtTheScissorsLine() {
        let text = "[A-1] задача\n\n- пункт\n# ------------------------ >8 ------------------------\ndiff --git a b\n"
        #expect(MessageCleanup().clean(text) == "[A-1] задача\n\n- пункт\n")
    }

    @Test func honoursTheConfiguredCommentChar() {
        let cleanup = MessageCleanup(commentChar: .init(configValue: ";"))
        #expect(cleanup.clean("#1 задача\n; comment\n") == "#1 задача\n")
    }

    @Test func autoFindsTheCharacterGitPicked() {
        let cleanup = MessageCleanup(commentChar: .init(configValue: "auto"))
        #expect(cleanup.clean("#1 задача\n\n; Please enter\n; text\n") == "#1 задача\n")
        let scissors = "#1 задача\n@ ------------------------ >8 ------------------------\nx\n"
        #expect(cleanup.clean(scissors) == "#1 задача\n")
    }

    @Test func commentOnlyMessageIsEmpty() {
        #expect(MessageCleanup().clean("# only\n#\n").isEmpty)
    }

    @Test func leadingWhitespaceBeforeCommentCharIsNotAComment() {
        #expect(MessageCleanup().clean(" # not a comment\n") == " # not a comment\n")
    }

    /// `commit.cleanup` as builtin/commit.c resolves it (issue 13, B17).
    @Test(arguments: [
        (MessageCleanup.Mode.default, true, MessageCleanup.Mode.strip), (.default, false, .whitespace),
        (.scissors, true, .scissors), (.scissors, false, .whitespace),
        (.strip, false, .strip), (.whitespace, true, .whitespace), (.verbatim, true, .verbatim),
    ])
    func modesResolveAsGitDoes(mode: MessageCleanup.Mode, editorUsed: Bool, expected: MessageCleanup.Mode) {
        #expect(mode.resolved(editorUsed: editorUsed) == expected)
    }

    @Test func modesReadFromTheConfiguration() {
        #expect(MessageCleanup.Mode(configValue: nil) == .default)
        #expect(MessageCleanup.Mode(configValue: "") == .default)
        #expect(MessageCleanup.Mode(configValue: "whitespace") == .whitespace)
        #expect(MessageCleanup.Mode(configValue: "bogus") == nil)
    }

    @Test func eachModeCleansAsGitDoes() {
        let text = "\n#42 fixed  \n\n\n- пункт\n# ------------------------ >8 ------------------------\ndiff\n"
        #expect(MessageCleanup(mode: .strip).clean(text) == "- пункт\n")
        #expect(MessageCleanup(mode: .whitespace).clean(text)
            == "#42 fixed\n\n- пункт\n# ------------------------ >8 ------------------------\ndiff\n")
        #expect(MessageCleanup(mode: .scissors).clean(text) == "#42 fixed\n\n- пункт\n")
        #expect(MessageCleanup(mode: .verbatim).clean(text) == text)
    }

    /// The bytes git keeps, each mode's dropped lines emptied in place: line numbers hold, and
    /// cleaning what is kept gives what cleaning the whole gives.
    @Test func keptBytesAreWhatEachModeKeepsLineForLine() {
        let bytes = Array("#x \u{FF}\r\n[A-1] задача\r\n\n- пункт\n# ------------------------ >8 ------------------------\ndiff \u{FF}\n".utf8)
        let text = String(decoding: bytes, as: UTF8.self)
        let kept = { (mode: MessageCleanup.Mode) in String(decoding: MessageCleanup(mode: mode).keptBytes(bytes, decodedAs: text), as: UTF8.self) }
        #expect(kept(.strip) == "\n[A-1] задача\r\n\n- пункт\n")
        #expect(kept(.scissors) == "#x \u{FF}\r\n[A-1] задача\r\n\n- пункт\n")
        #expect(kept(.whitespace) == text)
        #expect(kept(.verbatim) == text)
        for mode in [MessageCleanup.Mode.strip, .scissors, .whitespace] {
            #expect(MessageCleanup(mode: mode).clean(kept(mode)) == MessageCleanup(mode: mode).clean(text), "\(mode)")
        }
    }

    /// git cuts only at a line that is exactly the scissors line ended by a line feed
    /// (wt-status.c): not at one with more text, one ended by CRLF, or one without a line end.
    @Test(arguments: [
        "# ------------------------ >8 ------------------------ more\nниже\n",
        "# ------------------------ >8 ------------------------\r\nниже\n",
        "ниже\n# ------------------------ >8 ------------------------",
    ])
    func onlyAnExactScissorsLineCuts(tail: String) {
        let text = "[A-1] задача\n\n- пункт\n" + tail
        #expect(MessageCleanup(mode: .scissors).clean(text).contains("ниже"))
        #expect(MessageCleanup(mode: .scissors).clean("# ------------------------ >8 ------------------------\nx\n").isEmpty)
    }

    /// Without `-v` or `commit.verbose` git cuts only in `scissors` mode; with them, in every mode,
    /// `verbatim` included (the cut comes before any clean-up).
    @Test func theScissorsCutFollowsVerbose() {
        let text = "[A-1] задача\n\n- пункт\n# ------------------------ >8 ------------------------\nниже  \n"
        #expect(MessageCleanup(mode: .strip, cutsAtScissors: false).clean(text) == "[A-1] задача\n\n- пункт\nниже\n")
        #expect(MessageCleanup(mode: .whitespace, cutsAtScissors: false).clean(text).hasSuffix(">8 ------------------------\nниже\n"))
        #expect(MessageCleanup(mode: .whitespace, cutsAtScissors: true).clean(text) == "[A-1] задача\n\n- пункт\n")
        #expect(MessageCleanup(mode: .verbatim, cutsAtScissors: true).clean(text) == "[A-1] задача\n\n- пункт\n")
        #expect(MessageCleanup(mode: .scissors, cutsAtScissors: false).cutsAtScissors)
    }

    /// `core.commentChar=auto` as builtin/commit.c picks it: the first of `#;@!$%^&|:` that
    /// starts no line (after a line feed or a carriage return), reading up to a NUL.
    @Test(arguments: [
        ("[A-1] задача\n\n# тело\n", ";" as Character), ("[A-1] задача #42\n", "#"), ("без решётки\n", "#"),
        ("#1\n;2\n", "@"), ("a\r#b\n", ";"), ("#1\r\n;2\r\n@3\n", "!"), ("a\u{0}\n#b\n", "#"),
        ("#\n;\n@\n!\n$\n%\n^\n&\n|\n", ":"),
    ])
    func autoPicksAsGitCommitDoes(text: String, expected: Character) {
        #expect(MessageCleanup.autoCharacter(for: Array(text.utf8)) == expected)
    }

    @Test func autoForTextKeepsAHashLineGitKeeps() {
        let cleanup = MessageCleanup(commentChar: .autoForText, mode: .strip, cutsAtScissors: false)
        #expect(cleanup.clean("[A-1] задача\n\n# тело\n") == "[A-1] задача\n\n# тело\n")
        // A `#` inside a line leaves `#` to git, and a `;` line is text.
        #expect(cleanup.clean("[A-1] задача #42\n\n- тело\n;текст\n") == "[A-1] задача #42\n\n- тело\n;текст\n")
        #expect(cleanup.clean("#1\n;2\n@3\n") == "#1\n;2\n@3\n")
    }

    /// The block `git commit -v` writes: its scissors line, comment lines, then the diff or the end.
    @Test func gitsVerboseBlockIsRecognised() {
        let scissors = "# ------------------------ >8 ------------------------\n"
        let explanation = "# Do not modify or remove the line above.\n# Everything below it will be ignored.\n"
        let cleanup = MessageCleanup(mode: .strip, cutsAtScissors: false)
        #expect(cleanup.hasVerboseBlock("[A-1] x\n# Please enter\n" + scissors + explanation + "diff --git a/f b/f\n+text\n"))
        #expect(cleanup.hasVerboseBlock("[A-1] x\n" + scissors + explanation))
        // Typed above git's long template, or with text below it, it is the user's line.
        #expect(!cleanup.hasVerboseBlock("[A-1] x\n" + scissors + "ниже\n# Please enter\n"))
        #expect(!cleanup.hasVerboseBlock("[A-1] x\n" + scissors + explanation + "# Please enter\n#\n# On branch x\n"))
        #expect(!cleanup.hasVerboseBlock("[A-1] x\n" + scissors))
    }

    /// What `git commit` and `git merge` do with the file they hand the hook.
    @Test func theHookRunDecidesTheCleanUp() {
        let hashBody = "[A-1] задача\n\n# тело\n"
        let commit = MessageCleanup.applied(by: .init(editorUsed: false), commentChar: "auto", mode: .strip, verbose: false, to: hashBody)
        #expect(commit.clean(hashBody) == hashBody)
        // git merge never picks: `auto` leaves `#`, and it never honours commit.verbose.
        let merge = MessageCleanup.applied(
            by: .init(editorUsed: false, byGitMerge: true), commentChar: "auto", mode: .strip, verbose: true, to: hashBody)
        #expect(merge.clean(hashBody) == "[A-1] задача\n")
        #expect(!merge.cutsAtScissors)
        let verbose = MessageCleanup.applied(by: .init(editorUsed: false), commentChar: nil, mode: .default, verbose: true, to: "")
        #expect(verbose.cutsAtScissors && verbose.mode == .whitespace)
        let typed = "[A-1] x\n# ------------------------ >8 ------------------------\n# Do not modify.\n"
        #expect(MessageCleanup.applied(by: .init(editorUsed: true), commentChar: nil, mode: .verbatim, verbose: false, to: typed).cutsAtScissors)
        #expect(!MessageCleanup.applied(by: .init(editorUsed: false), commentChar: nil, mode: .verbatim, verbose: false, to: typed).cutsAtScissors)
    }
}

struct MessageDecodingTests {
    @Test func validUTF8() {
        #expect(DecodedMessage.decode(Array("[A-1] тест".utf8), encoding: nil).problem == nil)
    }

    @Test func invalidUTF8IsReportedWithItsOffsetAndLine() {
        let bytes: [UInt8] = Array("[A-1] x\n\n".utf8) + [0xD2, 0xE5, 0xF1, 0xF2]
        let decoded = DecodedMessage.decode(bytes, encoding: nil)
        #expect(decoded.problem == .invalid(encoding: "UTF-8", offset: 9))
        #expect(decoded.problemLine == 3)
    }

    @Test func windows1251WithItsHeaderDecodes() {
        let bytes: [UInt8] = [0xD2, 0xE5, 0xF1, 0xF2]  // "Тест" in Windows-1251
        let decoded = DecodedMessage.decode(bytes, encoding: "windows-1251")
        #expect(decoded.problem == nil)
        #expect(decoded.text == "Тест")
    }

    @Test func unknownEncodingIsAProblem() {
        #expect(DecodedMessage.decode([0x41], encoding: "no-such-encoding").problem == .unknownEncoding("no-such-encoding"))
    }

    @Test func nulBytesAreAProblem() {
        let decoded = DecodedMessage.decode(Array("[A-1] x".utf8) + [0] + Array("y".utf8), encoding: nil)
        #expect(decoded.problem == .nulByte(offset: 7))
        #expect(decoded.text == "[A-1] x")
    }
}

struct CommitMessageTests {
    @Test(arguments: [
        ("Merge branch 'features/A-1_x' into 'develop'", 1, CommitNature.merge),
        ("Merge pull request #12 from owner/features/A-1_x", 1, .merge),
        ("[A-1] задача", 2, .merge),
        ("Revert \"[A-1] задача\"\n\nThis reverts commit 0123456789abcdef0123456789abcdef01234567.", 1, .revert),
        ("fixup! [A-1] задача", 1, .autosquash("fixup")),
        ("amend! [A-1] задача", 1, .autosquash("amend")),
        ("[A-1] задача", 1, .regular),
        ("Revert \"[A-1] задача\"", 1, .regular),
    ])
    func classifiesCommits(text: String, parents: Int, expected: CommitNature) {
        #expect(CommitMessage(text).nature(parentCount: parents) == expected)
    }

    @Test func skipsGeneratedCommitsAndCountsThem() throws {
        let checker = try CommitChecker(configuration: Configuration(), context: .history)
        #expect(checker.check(DecodedMessage(text: "Merge branch 'a' into 'develop'"), branch: nil) == .skipped(.merge))
        var configuration = Configuration()
        configuration.skippedCommits = []
        let strict = try CommitChecker(configuration: configuration, context: .history)
        #expect(strict.check(DecodedMessage(text: "Merge branch 'a' into 'develop'"), branch: nil) != .skipped(.merge))
    }

    @Test func fixupsAreExemptUntilShared() throws {
        let local = try CommitChecker(configuration: Configuration(), context: .message)
        #expect(local.check(DecodedMessage(text: "fixup! whatever"), branch: nil) == .checked([]))
        let shared = try CommitChecker(configuration: Configuration(), context: .sharing)
        guard case .checked(let found) = shared.check(DecodedMessage(text: "fixup! whatever"), branch: nil) else {
            Issue.record("expected a check"); return
        }
        #expect(found.map(\.rule) == ["commit-fixup"])
    }

    @Test func emptyMessageIsNotAViolation() throws {
        let checker = try CommitChecker(configuration: Configuration(), context: .message)
        #expect(checker.check(DecodedMessage(text: ""), branch: nil) == .checked([]))
    }

    @Test func headerSuggestionsComeFromALooseIDOrTheBranch() throws {
        let checker = try CommitChecker(configuration: Configuration(), context: .message)
        let branch = try BranchNaming(Configuration()).parse("features/EW_IOS-98_Сделать_экран")
        let suggestions = [
            ("ew_ios-98: сделать экран\n\n- сделал", "[EW_IOS-98] сделать экран"),
            ("сделать экран\n\n- сделал", "[EW_IOS-98] сделать экран"),
        ].map { text, expected -> Bool in
            guard case .checked(let found) = checker.check(DecodedMessage(text: text), branch: branch) else { return false }
            return found.first { $0.rule == "commit-header-format" }?.violation.suggestion == expected
        }
        #expect(suggestions == [true, true])
        // A header that is only an ID gets no suggestion: "[EW_IOS-98] EW_IOS-98" names no task.
        guard case .checked(let found) = checker.check(DecodedMessage(text: "EW_IOS-98\n\n- сделал"), branch: branch) else {
            Issue.record("expected a check"); return
        }
        #expect(found.contains { $0.rule == "commit-header-format" && $0.violation.suggestion == nil })
    }

    /// The ID is there: the finding says what is wrong with the space after it.
    @Test(arguments: [
        ("[EW_IOS-98]  сделать экран\n\n- сделал", "more than one space after [EW_IOS-98]: one space goes between the ID and the task name"),
        ("[EW_IOS-98]сделать экран\n\n- сделал", "no space after [EW_IOS-98]: one space goes between the ID and the task name"),
        ("сделать экран\n\n- сделал", "the header must start with \"[<ID>] \", e.g. \"[EW_IOS-98] task name\""),
    ])
    func aBadSpaceAfterTheIDIsReportedAsWhatItIs(text: String, message: String) throws {
        let checker = try CommitChecker(configuration: Configuration(), context: .message)
        guard case .checked(let found) = checker.check(DecodedMessage(text: text), branch: nil) else {
            Issue.record("expected a check"); return
        }
        let finding = found.first { $0.rule == "commit-header-format" }
        #expect(finding?.violation.message.en == message)
        if text.hasPrefix("[") { #expect(finding?.violation.suggestion == "[EW_IOS-98] сделать экран") }
    }

    @Test func maxHeaderLengthIsEnforcedWhenSet() throws {
        var configuration = Configuration()
        configuration.maxHeaderLength = 20
        let checker = try CommitChecker(configuration: configuration, context: .message)
        guard case .checked(let found) = checker.check(DecodedMessage(text: SeedExamples.commitMessage), branch: nil) else {
            Issue.record("expected a check"); return
        }
        #expect(found.map(\.rule) == ["commit-header-format"])
    }

    @Test func tenMegabyteMessageIsChecked() throws {
        let body = String(repeating: "- Обновил структуру и настройки проекта\n", count: 260_000)
        let checker = try CommitChecker(configuration: Configuration(), context: .message)
        #expect(checker.check(DecodedMessage(text: "[A-1] задача\n\n" + body), branch: nil) == .checked([]))
    }
}

struct LineEndingTests {
    @Test func crlfMessagesAreSplitIntoLines() throws {
        let message = CommitMessage("[A-1] задача\r\n\r\n- сделал\r\n")
        #expect(message.lines == ["[A-1] задача", "", "- сделал"])
        let checker = try CommitChecker(configuration: Configuration(), context: .message)
        #expect(checker.check(DecodedMessage(text: "[EW_IOS-98] задача\r\n\r\n- сделал\r\n"), branch: nil) == .checked([]))
    }

    @Test func crlfCleanupDropsCommentsAndCarriageReturns() {
        #expect(MessageCleanup().clean("[A-1] задача\r\n# comment\r\n\r\n- пункт\r\n") == "[A-1] задача\n\n- пункт\n")
    }
}

struct CommitCutoffTests {
    @Test(arguments: [
        ("1970-01-01", Int64(0)),
        ("2024-03-01", Int64(1_709_251_200)),
        ("2024-03-01T12:30", Int64(1_709_296_200)),
        ("2024-03-01 12:30:15Z", Int64(1_709_296_215)),
        ("2024-03-01T12:30:00+03:00", Int64(1_709_285_400)),
        ("2024-03-01T12:30:00-0500", Int64(1_709_314_200)),
        ("@1709251200", Int64(1_709_251_200)),
    ])
    func parsesDates(text: String, expected: Int64) {
        #expect(CommitCutoff.parseDate(text) == expected)
    }

    @Test(arguments: ["v1.0", "2024-13-01", "2024-03-01T25:00", "yesterday", "2024-03-01+3", ""])
    func rejectsWhatIsNotADate(text: String) {
        #expect(CommitCutoff.parseDate(text) == nil)
    }
}

/// `looseID` reads ASCII headers byte by byte (a history scan suggests a header for each
/// commit that fails): it must find what the character-by-character reading finds.
struct LooseIDTests {
    static let headers: [Substring] = [
        "EW_IOS-98: fix", "ew_ios-98 fix", "(EW_IOS-98) fix", "[EW_IOS-98]fix", "[ (ew_ios-98]):;,.- \tfix it",
        "EW_IOS-98", "EW_IOS-98 - ", "fix EW_IOS-98", "", "   ", "[[((", "A-1 x", "a_b-c-12, tail", "EW_IOS-98x rest",
        "PROJ-12-34 rest", "Ew_Ios-7\tstep", "-EW_IOS-98 x", "__A-1 y", "ABC-", "t: EW_IOS-98",
    ]

    @Test(arguments: [IssueIDMatcher.defaultPattern, "([A-Z][A-Z0-9]*_?)+-[0-9]+"])
    func bytesFindWhatCharactersFind(pattern: String) throws {
        let ids = try IssueIDMatcher(pattern: pattern)
        for header in Self.headers {
            let fast = CommitHeader.looseID(in: header, ids: ids)
            let slow = CommitHeader.looseIDInCharacters(header, ids: ids)
            #expect(fast?.id == slow?.id && fast?.rest == slow?.rest, "\(header)")
        }
        #expect(CommitHeader.looseID(in: "EW_IOS-98: fix", ids: ids)?.rest == "fix")
        #expect(CommitHeader.looseID(in: "fix EW_IOS-98", ids: ids) == nil)
    }

    @Test func nonASCIIHeadersAreReadByCharacters() throws {
        let ids = try IssueIDMatcher()
        #expect(CommitHeader.looseID(in: "ew_ios-98: задача", ids: ids)?.rest == "задача")
        // A colon with a combining accent is one character, not a separator.
        #expect(CommitHeader.looseID(in: "ew_ios-98:\u{301} задача", ids: ids)?.rest == ":\u{301} задача")
    }
}
