import Testing
@testable import FlowlintCore

/// What a message breaks, checked as a history scan checks it; nil when it is skipped.
func violations(_ decoded: DecodedMessage, branch: FlowBranch? = nil, configuration: Configuration = Configuration()) throws -> [RuleViolation]? {
    let checker = try CommitChecker(configuration: configuration, context: .history)
    guard case .checked(let found) = checker.check(decoded, branch: branch) else { return nil }
    return found
}

/// The rules a message breaks.
func brokenRules(_ text: String, configuration: Configuration = Configuration()) throws -> [String] {
    try violations(DecodedMessage(text: text), configuration: configuration)?.map(\.rule) ?? ["skipped"]
}

/// The language rule reads words (SPEC 1.2), from shapes seen in real histories.
struct CommitLanguageTests {
    @Test(arguments: [
        "EACQ-5604: Перегенерировал PaymentProcessMock",
        "[EW_IOS-98] Перегенерировал PaymentProcessMock",
        "[EW_IOS-98] Поправил viewDidLoad в CardFieldViewOutputMock\n\n- Обновил view_did_load и UIKit.framework",
        "[EW_IOS-98] Обновил CHANGELOG\n\n- Поднял версию SDK и API",
        "[EW_IOS-98] Перегенерировал моки\n\nEACQ-5604: Перегенерировал PaymentProcessMock\nEACQ-5605: Поправил CardFieldViewOutputMock",
        "[EW_IOS-98] Squash\r\n\r\n* [EW_IOS-97] Перегенерировал CardFieldViewOutputMock\r\n* [EW_IOS-96] Поправил PaymentProcessMock\r\n",
        "[EW_IOS-98] Поправил PaymentProcessMock\n\n- Обновил\n\n(cherry picked from commit 0123456789abcdef0123456789abcdef01234567)",
        "[EW_IOS-98] Обновил «PaymentProcessMock», (AppDelegate.swift) и iOS-таргет\n\n- См. https://example.com/english/words",
        "[EW_IOS-98] Обновил push-уведомления в MR-е\n\n- Поправил UI-тесты",
        "[EW_IOS-98] Поправил PaymentProcessMock\n\n- Обновил\n\nSigned-off-by: Some English Name <name@example.com>",
        "[EW_IOS-98] Прогнал gradlew precommit\n\n- Исправлен deploy job",
        "[EW_IOS-98] Удалил unsafe code\n\n- mockito и assertj управляются spring-boot-starter-test",
        "[EW_IOS-98] Исправил ЗаписьXML и ЧтениеZipФайла\n\n- Поправил",
        // Quoted after a Russian lead's colon: an error message, a test step.
        "[EW_IOS-98] Разобраться с ошибкой fatal: LF would be replaced by CRLF in the file",
        "[EW_IOS-98] Нет локализации шага: And I move the cursor to the form element",
        "[EW_IOS-98] Падает в PaymentProcessMock: the value is nil when the view is gone",
        "[EW_IOS-98] Ключи -check -compile выдают ошибку: Object reference not set to an instance of an object",
        SeedExamples.commitMessage,
        // A platform's closing keyword with its issue is no word of the message.
        "[EW_IOS-98] Мелочи\n\nclose #1250",
        "[EW_IOS-98] Поправил отступы\n\n- Убрал лишнее\n\nFixes #12, closes group/app#7\nResolves: EW_IOS-97",
        "[EW_IOS-98] Исправил падение\n\nCloses https://gitlab.example.com/team/app/-/issues/12",
    ])
    func russianMessagesWithNamesPass(text: String) throws {
        #expect(try !brokenRules(text).contains("commit-language"))
    }

    @Test(arguments: [
        "[EW_IOS-98] Fix crash in PaymentProcessMock\n\n- Fixed",
        "[EW_IOS-98] Update dependencies\n\n- Updated the project structure and settings",
        "Fix crash on login",
        "[EW_IOS-98] Fix ptraсk crash\n\n- Обновил",  // a Cyrillic «с» in «ptraсk»
        "[EW_IOS-98] FIX LOGIN CRASH",
        "[EW_IOS-98] Squash\r\n\r\n* [EW_IOS-97] Fix CardFieldViewOutputMock\r\n* [EW_IOS-96] Update the API client\r\n",
        "[EW_IOS-98] Update dependencies\n\n- Обновил",
        "[EW_IOS-98] Сделать экран - remove the old screen and add a new one with tests",
        // A colon only quotes after a Russian lead, never English's own.
        "[EW_IOS-98] Fix: remove the old screen and add a new one with tests",
        "[EW_IOS-98] Login: обновил the screen and the tests for it",
        "[EW_IOS-98] Сделать экран and the tests: remove the old one",
        "[EW_IOS-98] Сделать the new screen: remove the old one and add tests",
        // An English header over a Russian description: the header is what the log shows.
        "[EW_IOS-98] fixture +4 — enum / date / string comparison / nested logical\n\nДополняет фикстуру для покрытия",
    ])
    func englishMessagesFail(text: String) throws {
        #expect(try brokenRules(text).contains("commit-language"))
    }

    /// The task name and the description are judged each on its own: the header is what
    /// `git log --oneline` shows; a part without words says nothing.
    @Test(arguments: [
        ("[EW_IOS-98] Fix crash on launch\n\n- Исправил падение при запуске и обновил тесты", "the header's task name is not written in Russian: 0% of its words are Russian, 50% needed", 1),
        ("[EW_IOS-98] Исправил падение при запуске\n\n- Fixed the crash on launch and updated the tests", "the description is not written in Russian: 0% of its words are Russian, 50% needed", 3),
        ("[EW_IOS-98] Fix the crash\n\n- Fixed the crash on launch", "the message is not written in Russian: 0% of its words are Russian, 50% needed", 1),
    ])
    func eachPartIsJudgedOnItsOwn(text: String, message: String, line: Int) throws {
        let found = try #require(try violations(DecodedMessage(text: text))?.first { $0.rule == "commit-language" })
        #expect(found.violation.message.en == message)
        #expect(found.violation.line == line)
    }

    @Test(arguments: [
        "[EW_IOS-98] Обновил зависимости\n\n`pod update`", "[EW_IOS-98] PaymentProcessMock\n\n- Перегенерировал моки",
        "[EW_IOS-98] Обновил README\n\n- Поправил README и CHANGELOG",
    ])
    func aPartWithoutWordsIsNotJudged(text: String) throws {
        #expect(try !brokenRules(text).contains("commit-language"))
    }

    /// One word (`Squash`, `Hotfix`) tells no language: it counts with the rest of the message.
    @Test(arguments: ["[EW_IOS-98] Hotfix\n\n- Исправил падение при запуске", "[EW_IOS-98] Рефакторинг\n\n- Cleanup"])
    func aPartOfOneWordCountsWithTheRest(text: String) throws {
        #expect(try !brokenRules(text).contains("commit-language"))
    }

    /// Two words alone (`Original -> Designer`, names of formats) are too few to tell a language
    /// by either; three English words under a Russian header are an English description.
    @Test func aPartOfTwoWordsCountsWithTheRestAndOfThreeOnItsOwn() throws {
        #expect(try !brokenRules("[EW_IOS-98] Сконвертировал макеты экрана оплаты\n\n* Original -> Designer").contains("commit-language"))
        #expect(try brokenRules("[EW_IOS-98] Сконвертировал макеты экрана оплаты\n\n* Converted the mockups").contains("commit-language"))
        #expect(try brokenRules("[EW_IOS-98] Update dependencies\n\n- Обновил").contains("commit-language"))
    }

    /// A description that lists names one per line (folders, targets) is a list of names, not
    /// English prose; one sentence of them still is.
    @Test func aListOfOneWordLinesIsNames() throws {
        let message = "[EW_IOS-98] Новая структура каталогов\n\nbuildconfig\nexternals\nScripts\ntests\nEW_IOS-30"
        #expect(try !brokenRules(message).contains("commit-language"))
        #expect(try !brokenRules("[EW_IOS-98] Новая структура каталогов\n\n- buildconfig\n- externals\n- Scripts").contains("commit-language"))
        #expect(try !brokenRules("[EW_IOS-98] Новая структура каталогов\n\n• buildconfig\r\n• externals\n* Scripts").contains("commit-language"))
        #expect(try brokenRules("[EW_IOS-98] Новая структура каталогов\n\n- Moved the scripts\n- externals\n- Scripts").contains("commit-language"))
        #expect(try brokenRules("[EW_IOS-98] New folders layout\n\nbuildconfig\nexternals").contains("commit-language"))
    }

    /// Russian inflects a borrowed word with a Russian ending (`helperы`): a Russian word; a
    /// Cyrillic letter inside a Latin word (`ptraсk`) is still no word of a language.
    @Test func aLatinStemWithARussianEndingIsRussian() throws {
        #expect(try !brokenRules("[EW_IOS-98] closes #3 методы-helperы").contains("commit-language"))
        #expect(ProseWordFastPathTests.read("helperы") == .word(.cyrillic))
        #expect(ProseWordFastPathTests.read("commitнул") == .word(.cyrillic))
        #expect(ProseWordFastPathTests.read("ptraсk") == .word(Script.other))
        #expect(ProseWordFastPathTests.read("сrash") == .word(Script.other))
        #expect(try brokenRules("[EW_IOS-98] Fix ptraсk crash in the login\n\n- Обновил").contains("commit-language"))
    }

    @Test(arguments: ["[EW_IOS-98] Мелочи\n\nclose the old screen and fix the tests", "[EW_IOS-98] Мелочи\n\nFixes the crash in the login screen"])
    func aClosingKeywordWithoutAnIssueIsAWord(text: String) throws {
        #expect(try brokenRules(text).contains("commit-language"))
    }

    /// Nothing but IDs, identifiers and code says nothing about the language: no finding.
    @Test(arguments: ["[EW_IOS-98] PaymentProcessMock", "[EW_IOS-98] `make test`\n\n- 1.2.3", "[EW_IOS-98] v2.0"])
    func messagesWithoutWordsAreNotJudged(text: String) throws {
        #expect(try !brokenRules(text).contains("commit-language"))
    }

    @Test func theFindingGivesTheShareOfWords() throws {
        let found = try violations(DecodedMessage(text: "[EW_IOS-98] Fix the crash in login Поправил\n\n- Fixed the login"))
        let finding = try #require(found?.first { $0.rule == "commit-language" })
        #expect(finding.violation.message.ru == "сообщение написано не на русском: русских слов 11%, нужно не меньше 50%")
        #expect(finding.violation.message.en == "the message is not written in Russian: 11% of its words are Russian, 50% needed")
    }

    @Test func englishIsCheckedTheSameWay() throws {
        var configuration = Configuration()
        configuration.commitLanguage = .en
        #expect(try !brokenRules("[EW_IOS-98] Fix crash in PaymentProcessMock\n\n- Fixed", configuration: configuration).contains("commit-language"))
        #expect(try brokenRules("[EW_IOS-98] Перегенерировал PaymentProcessMock\n\n- Обновил", configuration: configuration).contains("commit-language"))
    }

    @Test func theThresholdIsAShareOfWords() throws {
        var configuration = Configuration()
        configuration.languageThreshold = 0.7
        let text = "[EW_IOS-98] Экран\n\n- Добавил новый экран настроек\n- the fix"  // the description: 4 of 6 words, 66%
        #expect(try brokenRules(text, configuration: configuration).contains("commit-language"))
        configuration.languageThreshold = 0.6
        #expect(try !brokenRules(text, configuration: configuration).contains("commit-language"))
    }
}

struct WordShareTests {
    @Test(arguments: [
        ("Обновил проект", 2, 0, 0),
        ("`let x = value` Обновил", 1, 0, 0),
        ("открой `незакрытый код english", 1, 0, 0),
        ("см. https://example.com/english/words и www.example.com", 2, 0, 0),
        ("файлы Sources/App/Main.swift, (Podfile.lock) и «AppDelegate.m» .gitignore", 2, 0, 0),
        ("Update Maas 360 SDK", 0, 2, 0),
        ("ЗаписьXML ЧтениеZipФайла", 0, 0, 0),
        ("PaymentProcessMock viewDidLoad view_did_load UIKit.framework iOS EW_IOS-98 [A-1] v2 foo() #12", 0, 0, 0),
        ("Ёлка и ёж, т.е. кое-где", 5, 0, 0),
        ("Ёлка и ёж", 3, 0, 0),
        ("café don't e-mail", 0, 3, 0),
        ("日本語 текст", 1, 0, 1),
        ("ptraсk", 0, 0, 1),
        ("Поправил й и и\u{0306}", 4, 0, 0),  // the second й is decomposed: и + U+0306
    ])
    func countsWordsOfProseOnly(line: String, cyrillic: Int, latin: Int, other: Int) {
        let share = WordShare(lines: [Substring(line)])
        #expect(share.words == ScriptCounts(cyrillic: cyrillic, latin: latin, other: other))
    }

    /// Latin words in a line with Russian words and no English grammar words are borrowed terms.
    @Test(arguments: [
        ("Исправлен deploy job", 1, 0), ("Fix the deploy job", 0, 4), ("сборка single on linux", 1, 0),
        ("Исправлен deploy job in the CI", 1, 4), ("Release notes", 0, 2),
    ])
    func borrowedTermsInARussianLineAreNotEnglish(line: String, cyrillic: Int, latin: Int) {
        let share = WordShare(lines: [Substring(line)])
        #expect(share.words.cyrillic == cyrillic && share.words.latin == latin)
    }

    @Test func abbreviationsCountOnlyWithoutOtherWords() {
        let named = WordShare(lines: ["Обновил CHANGELOG API SDK БД"])
        #expect(named.share(of: .ru) == 1)
        #expect(WordShare(lines: ["FIX LOGIN CRASH"]).share(of: .ru) == 0)
        #expect(WordShare(lines: ["ОБНОВИЛ БД"]).share(of: .ru) == 1)
    }

    @Test func noWordsNoShare() {
        #expect(WordShare(lines: ["PaymentProcessMock 1.2.3 `code`"]).share(of: .ru) == nil)
    }

    @Test func invalidAndTruncatedSequencesAreNotLetters() {
        let text = String(decoding: [0xD0] + Array(" б".utf8) + [0xE2, 0x82], as: UTF8.self)
        #expect(WordShare(lines: [Substring(text)]).words.cyrillic == 1)
    }
}

/// Shapes from real histories that the rule still gets wrong, judged by reading (see
/// Benchmarks/histories-judged.tsv): Russian messages whose English is quoted or a list of
/// terms on a line of its own (quoted English after a Russian lead's colon is read since). Known
/// issues, so a fix shows up here.
struct CommitLanguageKnownMisjudgementTests {
    @Test(arguments: ["[EW_IOS-98] Исправлено:\n\n1) Release notes"])
    func russianWithQuotedOrListedEnglish(text: String) throws {
        let rules = try brokenRules(text)
        withKnownIssue("quoted English and lines of English terms count as English") {
            #expect(!rules.contains("commit-language"))
        }
    }
}

/// `ProseWord.classify` takes a Latin letter followed by lower-case Latin letters as a plain
/// Latin word without reading it character by character; the reading must agree.
struct ProseWordFastPathTests {
    static func read(_ word: String) -> ProseWord.Kind {
        Array(word.utf8).withUnsafeBufferPointer { bytes in
            var token = ProseWord.Token()
            var index = 0
            while index < bytes.count {
                index += token.read(bytes, at: index, end: bytes.count)
                if token.isIdentifier { return .none }
            }
            token.endPart()
            return token.kind
        }
    }

    @Test(arguments: ["fix", "The", "a", "A", "commit", "Zebra", "the", "with", "don", "x"])
    func plainLatinWordsAreReadAlike(word: String) {
        let classified = Array(word.utf8).withUnsafeBufferPointer { ProseWord.classify($0, 0, $0.count) }
        let read = Self.read(word)
        #expect(read == .word(.latin))
        #expect(classified == .word(.latin) || classified == .englishFunctionWord)
    }

    @Test(arguments: ["API", "viewDidLoad", "fix2", "fiX", "iOS", "ok.go", "re-do", "naïve", "fix_it", "Обновил"])
    func otherWordsStillGoThroughTheReading(word: String) {
        let classified = Array(word.utf8).withUnsafeBufferPointer { ProseWord.classify($0, 0, $0.count) }
        #expect(classified == Self.read(word) || classified == .englishFunctionWord)
    }
}
