/// `flow-base`: features, refactorings and releases start from develop (seed: "Создаётся из
/// develop").
public struct FlowBase: FlowGraphRule {
    public static let description = RuleDescription(
        id: "flow-base", scope: .flow, defaultSeverity: .warning,
        summary: LocalizedText(
            ru: "Фичи, рефакторинг и релизы создаются из develop",
            en: "Features, refactorings and releases start from develop"),
        explanation: LocalizedText(
            ru: """
            Ветки features/, refactoring/ и releases/ создаются из develop. flowlint находит точку \
            ответвления (общего предка с develop, для слитых веток — с веткой, куда их слили) и \
            проверяет, что она лежит на линии первых родителей develop. Ветка от другой фичи или \
            от релиза тянет за собой чужие изменения.
            """,
            en: """
            features/, refactoring/ and releases/ branches start from develop. flowlint finds the \
            fork point (the common ancestor with develop, or for a merged branch with the branch it \
            was merged into) and checks that it lies on develop's first-parent line. A branch made \
            from another feature or from a release drags someone else's changes along.
            """),
        good: [RuleExample(SeedExamples.featureBranch, branch: "develop"), RuleExample("releases/release-1.2", branch: "develop")],
        bad: [RuleExample(SeedExamples.featureBranch, branch: "features/EW_IOS-97_Другая_фича"), RuleExample("refactoring/network_layer", branch: "master")])

    public init() {}

    public func check(_ event: FlowEvent, flow: FlowTable, naming: BranchNaming) -> [Violation] {
        guard case .fork(let fork) = event, !fork.startedOnBase,
              let kind = naming.flowKind(of: fork.branch), kind != .bug else { return [] }
        let base = flow.configuration.flowBase
        return [Violation(LocalizedText(
            ru: "\(fork.branch) создана не из \(base): точка ответвления не на линии \(base)",
            en: "\(fork.branch) did not start from \(base): its fork point is not on \(base)'s first-parent line"))]
    }
}
