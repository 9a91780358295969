/// `tracker-issue-kind`: bugs are fixed on `bugs/` branches, stories built on `features/`.
public struct TrackerIssueKind: TrackerRule {
    public static let description = RuleDescription(
        id: "tracker-issue-kind", scope: .tracker, defaultSeverity: .warning,
        summary: LocalizedText(
            ru: "Вид ветки соответствует типу задачи",
            en: "The branch kind fits the issue type"),
        explanation: LocalizedText(
            ru: """
            Ошибку (Bug, Ошибка) исправляют в ветке bugs/, историю (Story, Feature) делают в \
            ветке features/: у них разные исходные и целевые ветки. Остальные типы (Task, \
            Improvement) подходят к обеим.
            """,
            en: """
            A bug (Bug, Ошибка) is fixed on a bugs/ branch, a story (Story, Feature) built on a \
            features/ branch: they start from and go back to different branches. Other types \
            (Task, Improvement) fit either.
            """),
        good: [
            RuleExample(SeedExamples.featureBranch, tracker: TrackerExamples.story),
            RuleExample(SeedExamples.bugBranch, tracker: TrackerExamples.bug),
            RuleExample(SeedExamples.bugBranch, tracker: TrackerExamples.build),
        ],
        bad: [
            RuleExample("features/EW_IOS-98_Исправить_падение", tracker: TrackerExamples.bug),
            RuleExample("features/EW_IOS-98_Исправить_падение", tracker: TrackerExamples.bugInRussian),
            RuleExample("bugs/EW_IOS-98_Реализовать_независимую_отправку_и_получение_данных_с_сервера", tracker: TrackerExamples.story),
        ])

    public init() {}

    public func check(_ subject: TrackerSubject, issue: TrackerIssue?, context: TrackerRuleContext) -> [Violation] {
        guard let issue, case .branch(let kind) = subject.place else { return [] }
        let type = issue.type ?? ""
        let expected: BranchKind
        switch (kind, issue.kindClass) {
        case (.feature, .bug): expected = .bug
        case (.bug, .story): expected = .feature
        default: return []
        }
        let name = subject.taskName.map { $0.replacingOccurrences(of: "_", with: " ") } ?? issue.summary
        let suggestion = context.maker.name(kind: expected, id: subject.issueID, taskName: name, version: nil)
        return [Violation(
            expected == .bug
                ? LocalizedText(
                    ru: "\(subject.issueID) в трекере — \(type): ошибку исправляют в ветке bugs/",
                    en: "\(subject.issueID) is a \(type) in the tracker: bugs are fixed on bugs/ branches")
                : LocalizedText(
                    ru: "\(subject.issueID) в трекере — \(type): её делают в ветке features/",
                    en: "\(subject.issueID) is a \(type) in the tracker: stories are built on features/ branches"),
            suggestion: suggestion)]
    }
}
