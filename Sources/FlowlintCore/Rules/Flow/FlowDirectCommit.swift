/// `flow-direct-commit`: nothing is committed on master directly; it only receives merges.
public struct FlowDirectCommit: FlowGraphRule {
    public static let description = RuleDescription(
        id: "flow-direct-commit", scope: .flow, defaultSeverity: .warning,
        summary: LocalizedText(
            ru: "В master не коммитят напрямую",
            en: "Nothing is committed on master directly"),
        explanation: LocalizedText(
            ru: """
            master получает изменения только мёржем релизов и багфиксов. Коммит, лежащий прямо на \
            линии первых родителей master (не merge), прошёл мимо код-ревью и тестирования.
            """,
            en: """
            master receives changes only by merging releases and bug fixes. A commit sitting \
            directly on master's first-parent line (not a merge) skipped code review and testing.
            """),
        good: [RuleExample("Merge branch 'releases/release-1.2' into 'master'", branch: "master")],
        bad: [RuleExample("[EW_IOS-98] Поправил опечатку\n\n- прямо в master", branch: "master")])

    public init() {}

    public func check(_ event: FlowEvent, flow: FlowTable, naming: BranchNaming) -> [Violation] {
        guard case .directCommit(_, _, let branch) = event, flow.productionBranches.contains(branch) else { return [] }
        return [Violation(LocalizedText(
            ru: "коммит сделан прямо в \(branch), а не слит из релиза или багфикса",
            en: "committed directly on \(branch) instead of merged from a release or a bug fix"))]
    }
}
