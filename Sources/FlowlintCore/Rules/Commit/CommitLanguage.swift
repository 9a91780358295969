/// `commit-language`: the message is written in Russian (or the configured language).
public struct CommitLanguage: CommitRule {
    public static let description = RuleDescription(
        id: "commit-language", scope: .commit, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Сообщение написано на русском языке",
            en: "The message is written in Russian"),
        explanation: LocalizedText(
            ru: """
            Комментарий к коммиту пишется на русском языке. Считаются слова названия задачи и \
            описания; словами не считаются ID задач, идентификаторы (PaymentProcessMock, viewDidLoad, \
            view_did_load, UIKit.framework — всё с цифрой, «_» или заглавной буквой внутри), \
            `код в обратных кавычках`, URL, пути к файлам, трейлеры и строки, которые пишет сам git \
            ((cherry picked from commit …), This reverts commit …). Аббревиатуры заглавными буквами \
            (API, SDK, CHANGELOG, БД) — названия, а не слова: они считаются, только если других слов \
            нет. В строке с русскими словами и не больше чем одним служебным словом английского (the, \
            in, with, is…) латинские слова — заимствованные термины («Исправлен deploy job», «сборка \
            single on linux»), а не английский. Латинский текст после двоеточия за русским началом \
            строки («Нет локализации шага: And I move the cursor») — цитата и тоже не считается. \
            Слово из букв разных алфавитов (латинское слово с кириллической «с») русским не \
            считается. Русских слов должно быть не меньше commits.language-threshold (по умолчанию \
            половина). Сообщение без единого слова (только ID и имена классов) не проверяется: по \
            нему не понять язык. commits.language: en требует английские слова, any выключает проверку.
            """,
            en: """
            Commit messages are written in Russian. The words of the task name and the description \
            count; these are not words: issue IDs, identifiers (PaymentProcessMock, viewDidLoad, \
            view_did_load, UIKit.framework: anything with a digit, "_" or an inner capital), `code \
            spans`, URLs, file paths, trailers and git's own lines ((cherry picked from commit …), \
            This reverts commit …). All-caps abbreviations (API, SDK, CHANGELOG, БД) are names, not \
            words: they count only when there is no other word. In a line with Russian words and at \
            most one of English's grammar words (the, in, with, is…), Latin words are borrowed terms \
            ("Исправлен deploy job", "сборка single on linux"), not English. Latin text after the colon \
            of a Russian lead ("Нет локализации шага: And I move the cursor") is a quotation and \
            doesn't count either. A word mixing alphabets (a Latin \
            word with a Cyrillic "с") is not Russian. At least commits.language-threshold of the \
            words (half by default) must be Russian. A message with no word at all (only IDs and \
            class names) is not judged: it shows no language. commits.language: en asks for English \
            words; any turns the check off.
            """),
        good: [
            RuleExample(SeedExamples.commitMessage),
            RuleExample("[EW_IOS-98] Обновить `AppDelegate.swift`\n\n- Поправил Sources/App/AppDelegate.swift, см. https://example.com/docs/setup"),
            RuleExample("[EW_IOS-98] Перегенерировал PaymentProcessMock\n\n- Обновил CHANGELOG и API"),
            RuleExample("[EW_IOS-98] Squash\r\n\r\n* [EW_IOS-97] Перегенерировал CardFieldViewOutputMock\r\n* [EW_IOS-96] Поправил viewDidLoad"),
            RuleExample("[EW_IOS-98] Обновил PaymentProcessMock\n\n- Обновил\n\n(cherry picked from commit 0123456789abcdef0123456789abcdef01234567)"),
            RuleExample("[EW_IOS-98] Прогнал gradlew precommit\n\n- Исправлен deploy job"),
            RuleExample("[EW_IOS-98] Нет локализации шага: And I move the cursor to the form element"),
        ],
        bad: [
            RuleExample("[EW_IOS-98] Build the app with IBM MaaS 360 SDK 2.95\n\n- Updated the project structure and settings"),
            RuleExample("[EW_IOS-98] Update dependencies\n\n- Обновил"),
            RuleExample("[EW_IOS-98] Fix crash in PaymentProcessMock\n\n- Fixed"),
            RuleExample("[EW_IOS-98] Fix ptraсk crash\n\n- Обновил"),
        ])

    public init() {}

    public func check(_ commit: CommitUnderCheck) -> [Violation] {
        let language = commit.configuration.commitLanguage
        guard !commit.isAutosquash, language != .any else { return [] }
        var words = WordShare()
        words.add(commit.header.taskName ?? commit.message.header)
        for line in commit.descriptionLines { words.add(line) }
        let threshold = commit.configuration.languageThreshold
        guard let share = words.share(of: language), share < threshold else { return [] }
        let percent = Int((share * 100).rounded(.down))
        let needed = Int((threshold * 100).rounded())
        if language == .ru {
            return [Violation(LocalizedText(MessageTemplate(
                ru: "сообщение написано не на русском: русских слов {0}%, нужно не меньше {1}%",
                en: "the message is not written in Russian: {0}% of its words are Russian, {1}% needed"),
                percent, needed))]
        }
        return [Violation(LocalizedText(MessageTemplate(
            ru: "сообщение написано не на английском: английских слов {0}%, нужно не меньше {1}%",
            en: "the message is not written in English: {0}% of its words are English, {1}% needed"),
            percent, needed))]
    }
}
