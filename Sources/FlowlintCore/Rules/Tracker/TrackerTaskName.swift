/// `tracker-task-name`: the task name next to the ID is the tracker's summary of that issue.
public struct TrackerTaskName: TrackerRule {
    public static let description = RuleDescription(
        id: "tracker-task-name", scope: .tracker, defaultSeverity: .warning,
        summary: LocalizedText(
            ru: "Название задачи совпадает с названием в трекере",
            en: "The task name is the tracker's summary"),
        explanation: LocalizedText(
            ru: """
            Ветка несёт «название фичи в таск-трекере», заголовок коммита и мёрж реквеста — \
            «название задачи». Название сравнивается с summary задачи без учёта регистра, \
            знаков препинания, «_» вместо пробелов и й/ё; ветку, которую flowlint start обрезал \
            по границе слова, принимает и начало названия. Подсказка — точный ожидаемый текст.
            """,
            en: """
            A branch carries "the feature's name in the issue tracker", commit headers and \
            merge-request titles "the task's name". The name is compared with the issue's \
            summary ignoring case, punctuation, "_" for spaces and й/ё; a branch name that \
            flowlint start cut at a word boundary may be the summary's beginning. The suggestion \
            is the exact expected text.
            """),
        good: [
            RuleExample(SeedExamples.featureBranch, tracker: TrackerExamples.story),
            RuleExample("[EW_IOS-98] требуется собрать приложение с использованием IBM Maas 360 SDK 2.95", tracker: TrackerExamples.build),
            RuleExample("bugs/EW_IOS-98_Исправить_падение_пустои_ответ_Мои_профиль", tracker: TrackerExamples.crashWithLetters),
            RuleExample("[EW_IOS-98] Исправить падение - пустой ответ \"Мой профиль\"", tracker: TrackerExamples.crashWithLetters),
        ],
        bad: [
            RuleExample("features/EW_IOS-98_Реализовать_отправку_данных", tracker: TrackerExamples.story),
            RuleExample("[EW_IOS-98] собрать приложение", tracker: TrackerExamples.build),
        ])

    public init() {}

    public func check(_ subject: TrackerSubject, issue: TrackerIssue?, context: TrackerRuleContext) -> [Violation] {
        guard let issue, let written = subject.taskName, !matches(written, subject, issue, context) else { return [] }
        let summary = issue.summary.trimmingWhitespace()
        return [Violation(
            LocalizedText(
                ru: "название задачи расходится с трекером: в \(subject.issueID) — «\(summary)»",
                en: "the task name differs from the tracker: \(subject.issueID) is \"\(summary)\""),
            suggestion: subject.expected(for: issue, maker: context.maker))]
    }

    private func matches(_ written: String, _ subject: TrackerSubject, _ issue: TrackerIssue, _ context: TrackerRuleContext) -> Bool {
        let key = TaskNameComparison.key(written)
        if key == TaskNameComparison.key(issue.summary) { return true }
        // A branch name `start` cut at a word boundary.
        guard case .branch = subject.place else { return false }
        return key == TaskNameComparison.key(context.maker.words(issue.summary))
    }
}
