/// `flow-feature-target`: features and refactorings are merged into develop (seed: "мёржится в
/// develop").
public struct FlowFeatureTarget: FlowGraphRule {
    public static let description = RuleDescription(
        id: "flow-feature-target", scope: .flow, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Фичи и рефакторинг сливаются в develop, а не в другие ветки задач",
            en: "Features and refactorings are merged into develop, not into other task branches"),
        explanation: LocalizedText(
            ru: """
            Ветки features/ и refactoring/ создаются из develop и мёржатся в develop через мёрж \
            реквест. Фича, слитая в другую фичу, рефакторинг или багфикс, попадает в develop без \
            своего ревью и вместе с чужой задачей. flowlint находит такие мёржи в истории: по \
            сообщению (into features/…) или по линии ветки, на которой лежит мёрж. Фичу, слитую в \
            master или в релиз, сообщают flow-master-merge и flow-release-bugfix-only.
            """,
            en: """
            features/ and refactoring/ branches start from develop and are merged into develop by a \
            merge request. A feature merged into another feature, a refactoring or a bug fix reaches \
            develop without its own review, together with another task. flowlint finds such merges \
            in the history: by the message (into features/…) or by the branch line the merge sits \
            on. A feature merged into master or a release is flow-master-merge's and \
            flow-release-bugfix-only's finding.
            """),
        good: [RuleExample("Merge branch '\(SeedExamples.featureBranch)' into 'develop'", branch: "develop")],
        bad: [
            RuleExample("Merge branch 'features/EW_IOS-99_Кнопка' into '\(SeedExamples.featureBranch)'", branch: SeedExamples.featureBranch),
            RuleExample("Merge pull request #7 from team/refactoring/network_layer", branch: SeedExamples.bugBranch),
        ])

    public init() {}

    public func check(_ event: FlowEvent, flow: FlowTable, naming: BranchNaming) -> [Violation] {
        guard case .merge(let merge) = event, let source = merge.source, source != merge.target,
              let sourceKind = naming.flowKind(of: source), sourceKind == .feature || sourceKind == .refactoring,
              let targetKind = naming.flowKind(of: merge.target), targetKind != .release else { return [] }
        let base = flow.configuration.flowBase
        return [Violation(LocalizedText(
            ru: "\(source) слита в \(merge.target): фичи и рефакторинг сливаются только в \(base)",
            en: "\(source) was merged into \(merge.target): features and refactorings go into \(base) only"))]
    }
}
