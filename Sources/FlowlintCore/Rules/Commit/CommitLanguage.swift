/// `commit-language`: the message is written in Russian (or the configured language).
public struct CommitLanguage: CommitRule {
    public static let description = RuleDescription(
        id: "commit-language", scope: .commit, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Сообщение написано на русском языке",
            en: "The message is written in Russian"),
        explanation: LocalizedText(
            ru: """
            Комментарий к коммиту пишется на русском языке. Название задачи в заголовке и описание \
            проверяются каждое само по себе: английский заголовок над русским описанием — ошибка, \
            ведь именно заголовок видно в git log --oneline и в заметках к релизу. Часть без единого \
            слова (описание из одного кода) не проверяется, а часть из одного-двух слов (Squash, Hotfix, \
            Original -> Designer) считается вместе с остальным сообщением. Словами не считаются ключевые слова \
            платформ со ссылкой на задачу (close #1250, Fixes #12, Closes: EW_IOS-98), а также ID \
            задач, идентификаторы (PaymentProcessMock, viewDidLoad, view_did_load, UIKit.framework — всё с цифрой, «_» или заглавной буквой внутри), \
            `код в обратных кавычках`, URL, пути к файлам, трейлеры и строки, которые пишет сам git \
            ((cherry picked from commit …), This reverts commit …). Аббревиатуры заглавными буквами \
            (API, SDK, CHANGELOG, БД) — названия, а не слова: они считаются, только если других слов \
            нет. В строке с русскими словами и не больше чем одним служебным словом английского (the, \
            in, with, is…) латинские слова — заимствованные термины («Исправлен deploy job», «сборка \
            single on linux»), а не английский. Латинский текст после двоеточия за русским началом \
            строки («Нет локализации шага: And I move the cursor») — цитата и тоже не считается. \
            Слово из букв разных алфавитов (латинское слово с кириллической «с») русским не \
            считается, кроме латинской основы с русским окончанием (helperы). Русских слов должно быть не меньше commits.language-threshold (по умолчанию \
            половина). Сообщение без единого слова (только ID и имена классов) не проверяется: по \
            нему не понять язык. commits.language: en требует английские слова, any выключает проверку.
            """,
            en: """
            Commit messages are written in Russian. The header's task name and the description are \
            judged each on its own: an English header over a Russian description is reported, since \
            the header is what git log --oneline and release notes show. A part without a word (a \
            description of code only) is not judged, and a part of one or two words (Squash, Hotfix, \
            Original -> Designer) counts with the rest of the message. These are not words: the platforms' keywords \
            with an issue (close #1250, Fixes #12, Closes: EW_IOS-98), issue IDs, identifiers \
            (PaymentProcessMock, viewDidLoad, view_did_load, UIKit.framework: anything with a digit, "_" or an inner capital), `code \
            spans`, URLs, file paths, trailers and git's own lines ((cherry picked from commit …), \
            This reverts commit …). All-caps abbreviations (API, SDK, CHANGELOG, БД) are names, not \
            words: they count only when there is no other word. In a line with Russian words and at \
            most one of English's grammar words (the, in, with, is…), Latin words are borrowed terms \
            ("Исправлен deploy job", "сборка single on linux"), not English. Latin text after the colon \
            of a Russian lead ("Нет локализации шага: And I move the cursor") is a quotation and \
            doesn't count either. A word mixing alphabets (a Latin \
            word with a Cyrillic "с") is not Russian, except a Latin stem with a Russian ending (helperы). At least commits.language-threshold of the \
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
            RuleExample("[EW_IOS-98] Мелочи\n\n- Поправил отступы\n\nclose #1250"),
            RuleExample("[EW_IOS-98] Сконвертировал макеты экрана оплаты\n\n* Original -> Designer"),
            RuleExample("[EW_IOS-98] closes #3 методы-helperы"),
        ],
        bad: [
            RuleExample("[EW_IOS-98] Build the app with IBM MaaS 360 SDK 2.95\n\n- Updated the project structure and settings"),
            RuleExample("[EW_IOS-98] Update dependencies\n\n- Обновил"),
            RuleExample("[EW_IOS-98] Fix crash in PaymentProcessMock\n\n- Fixed"),
            RuleExample("[EW_IOS-98] Fix ptraсk crash\n\n- Обновил"),
            RuleExample("[EW_IOS-98] Исправил падение при запуске\n\n- Fixed the crash on launch and updated the tests"),
        ])

    public init() {}

    public func check(_ commit: CommitUnderCheck) -> [Violation] {
        let language = commit.configuration.commitLanguage
        guard !commit.isAutosquash, language != .any else { return [] }
        var name = WordShare()
        name.add(commit.header.taskName ?? commit.message.header)
        let body = WordShare(lines: commit.descriptionLines)
        let threshold = commit.configuration.languageThreshold
        // Each part on its own: the header is what `git log --oneline` and release notes show.
        // A part without a word (a body of code spans) says nothing, and one or two words alone
        // (`Squash`, `Original -> Designer`) are too little to tell a language by: it counts with the rest of the message,
        // as abbreviations do in a message with no word at all.
        let failing = [name, body].map { part in
            part.words.total >= 3 && part.wordShare(of: language).map { $0 < threshold } ?? false
        }
        let part: Part
        let share: Double
        switch (failing[0], failing[1]) {
        case (true, true): (part, share) = (.message, name.merged(with: body).share(of: language) ?? 0)
        case (true, false): (part, share) = (.taskName, name.wordShare(of: language) ?? 0)
        case (false, true): (part, share) = (.description, body.wordShare(of: language) ?? 0)
        case (false, false):
            guard let whole = name.merged(with: body).share(of: language), whole < threshold else { return [] }
            (part, share) = (.message, whole)
        }
        let line = part == .description ? (commit.message.lines.count > 2 && commit.message.lines[1].isEmpty ? 3 : 2) : 1
        return [Violation(message(part, language, percent: Int((share * 100).rounded(.down)),
                                  needed: Int((threshold * 100).rounded())), line: line)]
    }

    private enum Part { case message, taskName, description }

    private func message(_ part: Part, _ language: MessageLanguage, percent: Int, needed: Int) -> LocalizedText {
        LocalizedText(template(part, russian: language == .ru), percent, needed)
    }

    /// The texts are literals (`MessageTemplate` keeps them by address).
    private func template(_ part: Part, russian: Bool) -> MessageTemplate {
        switch (part, russian) {
        case (.message, true):
            return MessageTemplate(
                ru: "сообщение написано не на русском: русских слов {0}%, нужно не меньше {1}%",
                en: "the message is not written in Russian: {0}% of its words are Russian, {1}% needed")
        case (.taskName, true):
            return MessageTemplate(
                ru: "название задачи в заголовке написано не на русском: русских слов {0}%, нужно не меньше {1}%",
                en: "the header's task name is not written in Russian: {0}% of its words are Russian, {1}% needed")
        case (.description, true):
            return MessageTemplate(
                ru: "описание написано не на русском: русских слов {0}%, нужно не меньше {1}%",
                en: "the description is not written in Russian: {0}% of its words are Russian, {1}% needed")
        case (.message, false):
            return MessageTemplate(
                ru: "сообщение написано не на английском: английских слов {0}%, нужно не меньше {1}%",
                en: "the message is not written in English: {0}% of its words are English, {1}% needed")
        case (.taskName, false):
            return MessageTemplate(
                ru: "название задачи в заголовке написано не на английском: английских слов {0}%, нужно не меньше {1}%",
                en: "the header's task name is not written in English: {0}% of its words are English, {1}% needed")
        case (.description, false):
            return MessageTemplate(
                ru: "описание написано не на английском: английских слов {0}%, нужно не меньше {1}%",
                en: "the description is not written in English: {0}% of its words are English, {1}% needed")
        }
    }
}
