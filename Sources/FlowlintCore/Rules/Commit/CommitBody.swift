/// `commit-body`: a short description of the change follows the blank line.
public struct CommitBody: CommitRule {
    public static let description = RuleDescription(
        id: "commit-body", scope: .commit, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "После пустой строки есть краткое описание изменения",
            en: "A short description of the change follows the blank line"),
        explanation: LocalizedText(
            ru: """
            Комментарий содержит краткое описание изменения после пустой строки, например список \
            «- Обновил фреймворк MaaS». Трейлеры (Signed-off-by:) описанием не считаются. \
            Выключается ключом commits.require-body: false.
            """,
            en: """
            The message holds a short description of the change after the blank line, e.g. a list \
            "- Обновил фреймворк MaaS". Trailers (Signed-off-by:) are not a description. Turn off \
            with commits.require-body: false.
            """),
        good: [RuleExample(SeedExamples.commitMessage)],
        bad: [
            RuleExample("[EW_IOS-98] требуется собрать приложение"),
            RuleExample("[EW_IOS-98] требуется собрать приложение\n\nSigned-off-by: Иван <ivan@example.com>"),
        ])

    public init() {}

    public func check(_ commit: CommitUnderCheck) -> [Violation] {
        guard !commit.isAutosquash, commit.configuration.requireBody,
              commit.descriptionLines.allSatisfy({ $0.isEmpty }) else { return [] }
        return [Violation(
            LocalizedText(
                ru: "нет описания изменения: добавьте его после пустой строки",
                en: "no description of the change: add one after a blank line"),
            line: min(3, commit.message.lines.count + 1))]
    }
}
