/// `commit-language`: the message is written in Russian (or the configured language).
public struct CommitLanguage: CommitRule {
    public static let description = RuleDescription(
        id: "commit-language", scope: .commit, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Сообщение написано на русском языке",
            en: "The message is written in Russian"),
        explanation: LocalizedText(
            ru: """
            Комментарий к коммиту пишется на русском языке. Считаются буквы названия задачи и \
            описания; `код в обратных кавычках`, URL и пути к файлам не считаются. Кириллицы должно \
            быть не меньше commits.language-threshold (по умолчанию половина букв). \
            commits.language: en требует латиницу, any выключает проверку.
            """,
            en: """
            Commit messages are written in Russian. The letters of the task name and the description \
            count; `code spans`, URLs and file paths don't. At least commits.language-threshold of \
            them (half by default) must be Cyrillic. commits.language: en asks for Latin letters; \
            any turns the check off.
            """),
        good: [
            RuleExample(SeedExamples.commitMessage),
            RuleExample("[EW_IOS-98] Обновить `AppDelegate.swift`\n\n- Поправил Sources/App/AppDelegate.swift, см. https://example.com/docs/setup"),
        ],
        bad: [
            RuleExample("[EW_IOS-98] Build the app with IBM MaaS 360 SDK 2.95\n\n- Updated the project structure and settings"),
            RuleExample("[EW_IOS-98] Update dependencies\n\n- Обновил"),
        ])

    public init() {}

    public func check(_ commit: CommitUnderCheck) -> [Violation] {
        let language = commit.configuration.commitLanguage
        guard !commit.isAutosquash, language != .any else { return [] }
        var letters = ScriptShare()
        letters.add(commit.header.taskName ?? commit.message.header)
        for line in commit.descriptionLines { letters.add(line) }
        let share = letters.share(of: language)
        let threshold = commit.configuration.languageThreshold
        guard share < threshold else { return [] }
        let percent = Int((share * 100).rounded())
        let needed = Int((threshold * 100).rounded())
        if language == .ru {
            return [Violation(LocalizedText(
                ru: "сообщение написано не на русском: кириллица — \(percent)% букв, нужно не меньше \(needed)%",
                en: "the message is not written in Russian: \(percent)% of its letters are Cyrillic, \(needed)% needed"))]
        }
        return [Violation(LocalizedText(
            ru: "сообщение написано не на английском: латиница — \(percent)% букв, нужно не меньше \(needed)%",
            en: "the message is not written in English: \(percent)% of its letters are Latin, \(needed)% needed"))]
    }
}
