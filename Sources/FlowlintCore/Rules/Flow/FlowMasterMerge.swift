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
        if case .fastForward(_, _, let target, let branch) = event {
            return [Violation(LocalizedText(
                ru: "\(target) перемотана (fast-forward) на \(branch): её коммиты попали в \(target) без мёржа релиза",
                en: "\(target) was fast-forwarded to \(branch): its commits reached \(target) without a release being merged"))]
        }
        guard case .merge(let merge) = event, flow.productionBranches.contains(merge.target) else { return [] }
        guard let source = merge.source else {
            // A branch nothing names, made from master and merged back: a bug fix (releases are
            // made from develop).
            if merge.sourceStartedOnTarget { return [] }
            return [Violation(LocalizedText(
                ru: "в \(merge.target) слито неизвестно что: ни сообщение, ни ветки не называют источник, а сюда сливаются только релизы и багфиксы",
                en: "something was merged into \(merge.target) whose source neither the message nor a branch names: it receives only releases and bug fixes"))]
        }
        switch naming.flowKind(of: source) {
        case .release?: return []
        // Only picks of fixes master has, or reverts of its commits: a bug fix made from master.
        case _ where merge.carriesOnlyReleasedFixes: return []
        case .bug? where merge.sourceStartedOnTarget: return []
        case .bug?:
            return [Violation(LocalizedText(
                ru: "в \(merge.target) слит багфикс \(source), созданный не из \(merge.target)",
                en: "the bug fix \(source) merged into \(merge.target) was not made from \(merge.target)"))]
        default:
            return [Violation(LocalizedText(
                ru: "в \(merge.target) слита ветка \(source): сюда сливаются только релизы и багфиксы из \(merge.target)",
                en: "\(source) was merged into \(merge.target): it receives only releases and bug fixes made from it"))]
        }
    }
}
