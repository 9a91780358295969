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
            только релиз или багфикс. Откуда создан багфикс, flowlint узнаёт по графу (на линии \
            какой ветки лежит его точка ответвления), а без графа — по записи flowlint start bug; \
            багфикс из master или релиза может пойти и в develop, когда он уже слит туда, откуда \
            создан. Таблица настраивается в разделе flow файла .flowlint.yml.
            """,
            en: """
            features/ and refactoring/ branches are merged into develop; releases/ into develop \
            and master; bugs/ into the branch they were created from. A release branch receives \
            only bug fixes, master only releases and bug fixes. Where a bug fix was made flowlint \
            learns from the graph (whose first-parent line holds its fork point), else from \
            flowlint start bug's record; a fix made from master or a release may go into develop \
            too once it is merged where it was made. The table is the flow: section of .flowlint.yml.
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
        let mr = request.request
        guard !flow.allows(source: request.source, target: request.target, targetName: mr.target, origins: mr.origins,
                           mergedIntoOrigin: mr.mergedIntoOrigin, naming: request.naming) else { return [] }
        if request.source?.kind == .bug, let origin = mr.origins.first,
           flow.judgeFix(origins: mr.origins, mergedIntoOrigin: mr.mergedIntoOrigin, target: mr.target, naming: request.naming) == .originFirst {
            return [Violation(LocalizedText(
                ru: "\(mr.source) создана из \(origin): сначала слейте её в \(origin) (только в \(origin)), потом в \(mr.target)",
                en: "\(mr.source) was made from \(origin): merge it there first (only into \(origin)), then into \(mr.target)"))]
        }
        let allowed = flow.allowedTargets(for: request.source, origins: mr.origins).joined(separator: ", ")
        let made = request.source?.kind == .bug && !mr.origins.isEmpty ? (ru: " (создана из \(mr.origins[0]))", en: " (made from \(mr.origins[0]))") : (ru: "", en: "")
        return [Violation(LocalizedText(
            ru: "\(mr.source)\(made.ru) нельзя сливать в \(mr.target)" + (allowed.isEmpty ? "" : ": только в \(allowed)"),
            en: "\(mr.source)\(made.en) must not be merged into \(mr.target)" + (allowed.isEmpty ? "" : ": only into \(allowed)")))]
    }
}
