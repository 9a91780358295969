/// `mr-target`: the source and target follow git-flow's table (seed: "Работа с ветками").
public struct MrTarget: MergeRequestRule {
    public static let description = RuleDescription(
        id: "mr-target", scope: .mergeRequest, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Ветка сливается туда, куда разрешает git-flow",
            en: "The branch is merged where git-flow allows"),
        explanation: LocalizedText(
            ru: """
            features/ и refactoring/ сливаются в develop; releases/ — в develop и master; bugs/ — \
            в ветку, из которой созданы. В релизную ветку сливается только багфикс, в master — \
            только релиз или багфикс. Таблица настраивается в разделе flow файла .flowlint.yml.
            """,
            en: """
            features/ and refactoring/ branches are merged into develop; releases/ into develop \
            and master; bugs/ into the branch they were created from. A release branch receives \
            only bug fixes, master only releases and bug fixes. The table is the flow: section of \
            .flowlint.yml.
            """),
        good: [
            RuleExample("develop", branch: SeedExamples.featureBranch),
            RuleExample("master", branch: "releases/release-1.2"),
            RuleExample("releases/release-1.2", branch: SeedExamples.bugBranch),
        ],
        bad: [
            RuleExample("master", branch: SeedExamples.featureBranch),
            RuleExample("releases/release-1.2", branch: SeedExamples.featureBranch),
            RuleExample("master", branch: "develop"),
            RuleExample("releases/release-1.2", branch: "refactoring/network_layer"),
        ])

    public init() {}

    public func check(_ request: MergeRequestUnderCheck) -> [Violation] {
        let flow = FlowTable(request.configuration)
        guard !flow.allows(source: request.source, sourceName: request.request.source, target: request.target,
                           targetName: request.request.target, recordedOrigin: request.request.recordedOrigin) else { return [] }
        let allowed = flow.allowedTargets(for: request.source, recordedOrigin: request.request.recordedOrigin)
        let where_ = allowed.isEmpty ? "" : allowed.joined(separator: ", ")
        return [Violation(LocalizedText(
            ru: "\(request.request.source) нельзя сливать в \(request.request.target)" + (where_.isEmpty ? "" : ": только в \(where_)"),
            en: "\(request.request.source) must not be merged into \(request.request.target)" + (where_.isEmpty ? "" : ": only into \(where_)")))]
    }
}
