/// `flow-master-merge`: master receives only releases, and bug fixes made from master (seed:
/// "В неё мёржатся ветки релизов после стабилизации").
public struct FlowMasterMerge: FlowGraphRule {
    public static let description = RuleDescription(
        id: "flow-master-merge", scope: .flow, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "В master сливаются только релизы и багфиксы из master",
            en: "master receives only releases and bug fixes made from master"),
        explanation: LocalizedText(
            ru: """
            master — основная стабильная ветка: в неё мёржатся ветки релизов после стабилизации \
            и срочные багфиксы, созданные из самой master. Фичи, рефакторинг и develop напрямую \
            в master не попадают.
            """,
            en: """
            master is the stable branch: release branches are merged into it once stabilised, and \
            urgent bug fixes made from master itself. Features, refactorings and develop never go \
            into master directly.
            """),
        good: [RuleExample("Merge branch 'releases/release-1.2' into 'master'", branch: "master")],
        bad: [
            RuleExample("Merge branch 'features/EW_IOS-98_Экран' into 'master'", branch: "master"),
            RuleExample("Merge branch 'develop'", branch: "master"),
            RuleExample("Merge pull request #4 from team/bugs/EW_IOS-5_падение", branch: "master"),
        ])

    public init() {}

    public func check(_ event: FlowEvent, flow: FlowTable, naming: BranchNaming) -> [Violation] {
        guard case .merge(let merge) = event, flow.productionBranches.contains(merge.target) else { return [] }
        switch naming.parse(merge.source)?.kind {
        case .release?: return []
        case .bug? where merge.sourceStartedOnTarget: return []
        case .bug?:
            return [Violation(LocalizedText(
                ru: "в \(merge.target) слит багфикс \(merge.source), созданный не из \(merge.target)",
                en: "the bug fix \(merge.source) merged into \(merge.target) was not made from \(merge.target)"))]
        default:
            return [Violation(LocalizedText(
                ru: "в \(merge.target) слита ветка \(merge.source): сюда сливаются только релизы и багфиксы из \(merge.target)",
                en: "\(merge.source) was merged into \(merge.target): it receives only releases and bug fixes made from it"))]
        }
    }
}
