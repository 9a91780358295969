/// `tracker-issue-exists`: the ID in a header, branch or merge-request title is an issue the
/// tracker knows.
public struct TrackerIssueExists: TrackerRule {
    public static let description = RuleDescription(
        id: "tracker-issue-exists", scope: .tracker, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "ID задачи есть в трекере",
            en: "The issue ID exists in the tracker"),
        explanation: LocalizedText(
            ru: """
            ID в заголовке коммита, имени ветки или заголовке мёрж реквеста — ключ задачи из трекера \
            (Jira, YouTrack). Опечатка в ID отрывает коммиты от задачи. Если трекер недоступен, \
            правило не блокирует: в отчёте пишется «не проверено» и почему.
            """,
            en: """
            The ID in a commit header, branch name or merge-request title is a key of an issue in \
            the tracker (Jira, YouTrack); a typo detaches the commits from their task. When the \
            tracker can't be reached nothing is blocked: the report says "not checked" and why.
            """),
        good: [
            RuleExample(SeedExamples.featureBranch, tracker: TrackerExamples.story),
            RuleExample("[EW_IOS-98] требуется собрать приложение с использованием IBM Maas 360 SDK 2.95", tracker: TrackerExamples.build),
        ],
        bad: [
            RuleExample(SeedExamples.featureBranch),
            RuleExample("[EW_IOS-98] требуется собрать приложение с использованием IBM Maas 360 SDK 2.95"),
        ])

    public init() {}

    public func check(_ subject: TrackerSubject, issue: TrackerIssue?, context: TrackerRuleContext) -> [Violation] {
        guard issue == nil else { return [] }
        return [Violation(LocalizedText(
            ru: "задачи \(subject.issueID) нет в трекере: проверьте ID",
            en: "the tracker has no issue \(subject.issueID): check the ID"))]
    }
}
