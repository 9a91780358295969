/// `flow-release-bugfix-only`: a release branch receives only bug fixes (seed: "В неё мёржится
/// **только** багфикс").
public struct FlowReleaseBugfixOnly: FlowGraphRule {
    public static let description = RuleDescription(
        id: "flow-release-bugfix-only", scope: .flow, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "В релизную ветку сливаются только багфиксы",
            en: "A release branch receives only bug fixes"),
        explanation: LocalizedText(
            ru: """
            В ветке releases/release-<версия> стабилизируется версия для Заказчика, и в неё \
            мёржится только багфикс (bugs/…). Фичи, рефакторинг и develop в релиз не сливаются: \
            они попадут в следующую версию. Ветка с другим именем, которая несёт только \
            черри-пики исправлений, уже выпущенных в master, — тоже багфикс.
            """,
            en: """
            A releases/release-<version> branch stabilises the version the customer gets, and \
            only bug fixes (bugs/…) are merged into it. Features, refactorings and develop are not \
            merged into a release: they go into the next version. A branch of another name that \
            carries only cherry-picks of fixes already released on master is a bug fix too.
            """),
        good: [RuleExample("Merge branch 'bugs/EW_IOS-98_исправить_падение' into 'releases/release-1.2'", branch: "releases/release-1.2")],
        bad: [
            RuleExample("Merge branch 'features/EW_IOS-99_Новый_экран' into 'releases/release-1.2'", branch: "releases/release-1.2"),
            RuleExample("Merge branch 'develop' into releases/release-1.2", branch: "releases/release-1.2"),
        ])

    public init() {}

    public func check(_ event: FlowEvent, flow: FlowTable, naming: BranchNaming) -> [Violation] {
        // A merge whose source nothing names is reported on master only (SPEC 1.4).
        // A branch carrying only cherry-picks of released fixes is a bug fix by what it holds.
        guard case .merge(let merge) = event, let source = merge.source, !merge.carriesOnlyReleasedFixes,
              naming.flowKind(of: merge.target) == .release else { return [] }
        let accepts = flow.configuration.flow[.release]?.accepts ?? [BranchKind.bug.rawValue]
        guard !(naming.flowKind(of: source).map { accepts.contains($0.rawValue) } ?? false) else { return [] }
        return [Violation(LocalizedText(
            ru: "в релиз \(merge.target) слита ветка \(source): в релиз сливаются только багфиксы (bugs/…)",
            en: "\(source) was merged into the release \(merge.target): a release receives only bug fixes (bugs/…)"))]
    }
}
