/// `flow-develop-direct-commit`: develop receives work by merges (seed: "В неё мёржатся ветки
/// фич, рефакторингов и багов после тестирования").
public struct FlowDevelopDirectCommit: FlowGraphRule {
    public static let description = RuleDescription(
        id: "flow-develop-direct-commit", scope: .flow, defaultSeverity: .warning,
        summary: LocalizedText(
            ru: "В develop не коммитят напрямую",
            en: "Nothing is committed on develop directly"),
        explanation: LocalizedText(
            ru: """
            develop — основная ветка разработки: в неё мёржатся ветки фич, рефакторинга и багов \
            после ревью и тестирования. Коммит прямо на линии первых родителей develop (не merge) \
            прошёл мимо мёрж реквеста. Не проверяются коммиты до первого мёржа в develop, коммиты \
            мёрж реквестов, слитых со squash (заголовок кончается на «(#12)»), и develop без единого \
            merge-коммита (команда сливает перемоткой): об этом выводится примечание.
            """,
            en: """
            develop is the development branch: features, refactorings and bug fixes are merged into \
            it after review and testing. A commit directly on develop's first-parent line (not a \
            merge) bypassed the merge request. Not judged: commits before develop's first merge, \
            squashed merge requests (a header ending in "(#12)"), and a develop with no merge commit \
            at all (the team merges by fast-forward), which a note says.
            """),
        good: [RuleExample("Merge branch '\(SeedExamples.featureBranch)' into 'develop'", branch: "develop")],
        bad: [RuleExample("[EW_IOS-98] Поправил опечатку\n\n- прямо в develop", branch: "develop")])

    public init() {}

    public func check(_ event: FlowEvent, flow: FlowTable, naming: BranchNaming) -> [Violation] {
        guard case .directCommit(_, _, let branch) = event, branch == flow.configuration.flowBase else { return [] }
        return [Violation(LocalizedText(
            ru: "коммит сделан прямо в \(branch), а не слит из ветки задачи",
            en: "committed directly on \(branch) instead of merged from a task branch"))]
    }
}
