/// `commit-task-name`: the task's name follows the ID.
public struct CommitTaskName: CommitRule {
    public static let description = RuleDescription(
        id: "commit-task-name", scope: .commit, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "После [<ID>] в заголовке стоит название задачи",
            en: "The task name follows [<ID>] in the header"),
        explanation: LocalizedText(
            ru: "Заголовок содержит не только ID, но и название задачи из трекера: «[EW_IOS-98] требуется собрать приложение…».",
            en: "The header holds the task's name from the tracker after the ID: \"[EW_IOS-98] требуется собрать приложение…\"."),
        good: [RuleExample(SeedExamples.commitMessage)],
        bad: [
            RuleExample("[EW_IOS-98]\n\n- Обновил структуру и настройки проекта"),
            RuleExample("[EW_IOS-98]   \n\n- Обновил структуру и настройки проекта", branch: SeedExamples.featureBranch),
        ])

    public init() {}

    public func check(_ commit: CommitUnderCheck) -> [Violation] {
        guard !commit.isAutosquash, let id = commit.header.issueID,
              commit.header.taskName?.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) ?? true else { return [] }
        var suggestion: String?
        if let branch = commit.branch, branch.issueID == String(id), let task = branch.taskNameInWords {
            suggestion = "[\(id)] \(task)"
        }
        return [Violation(
            LocalizedText(
                ru: "после [\(id)] нет названия задачи",
                en: "no task name after [\(id)]"),
            suggestion: suggestion)]
    }
}
