/// `commit-blank-line`: a blank line separates the header from the description.
public struct CommitBlankLine: CommitRule {
    public static let description = RuleDescription(
        id: "commit-blank-line", scope: .commit, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Вторая строка сообщения пустая",
            en: "The second line of the message is blank"),
        explanation: LocalizedText(
            ru: "Описание изменения отделяется от заголовка пустой строкой; иначе git и GitLab считают его частью заголовка.",
            en: "The description is separated from the header by a blank line; otherwise git and GitLab take it as part of the header."),
        good: [RuleExample(SeedExamples.commitMessage)],
        bad: [RuleExample("[EW_IOS-98] требуется собрать приложение\n- Обновил структуру и настройки проекта")])

    public init() {}

    public func check(_ commit: CommitUnderCheck) -> [Violation] {
        let lines = commit.message.lines
        guard !commit.isAutosquash, lines.count > 1, !lines[1].isEmpty else { return [] }
        return [Violation(
            LocalizedText(
                ru: "вторая строка должна быть пустой: отделите описание от заголовка",
                en: "line 2 must be blank: separate the description from the header"),
            line: 2)]
    }
}
