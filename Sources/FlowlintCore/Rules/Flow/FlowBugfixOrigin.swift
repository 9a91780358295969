/// `flow-bugfix-origin`: a bug fix goes back into the branch it was made from (seed: "мёрж
/// реквест из ветки с багом в ветку, из которой была создана ветка с багом").
public struct FlowBugfixOrigin: FlowGraphRule {
    public static let description = RuleDescription(
        id: "flow-bugfix-origin", scope: .flow, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Багфикс сливается в ветку, из которой создан",
            en: "A bug fix is merged into the branch it was made from"),
        explanation: LocalizedText(
            ru: """
            Ветка bugs/ создаётся из той ветки, где нужно исправление, и мёржится обратно в неё. \
            Откуда она создана, flowlint узнаёт по графу: на линии первых родителей какой ветки \
            лежит её точка ответвления. Исправление из master или из релиза может пойти и в \
            develop (после своей ветки, как сам релиз), исправление из master — и в открытый релиз. \
            Багфикс из develop, слитый в релиз, тащит в релиз невыпущенные фичи develop; багфикс \
            из релиза, слитый только в develop, оставляет релиз без исправления. Мёржи в master \
            проверяет flow-master-merge.
            """,
            en: """
            A bugs/ branch is made from the branch that needs the fix and merged back into it. \
            flowlint learns where it was made from the graph: whose first-parent line holds its \
            fork point. A fix made from master or a release may go into develop too (after its own \
            branch, as a release does), and a fix made from master into an open release. A fix made \
            from develop and merged into a release carries develop's unreleased features into it; \
            a fix made from a release and merged into develop only leaves the release unfixed. \
            Merges into master are flow-master-merge's.
            """),
        good: [
            RuleExample("Merge branch '\(SeedExamples.bugBranch)' into 'releases/release-1.2'", branch: "releases/release-1.2"),
            RuleExample("Merge branch '\(SeedExamples.bugBranch)' into 'develop'", branch: "develop"),
        ],
        bad: [RuleExample("Merge branch '\(SeedExamples.bugBranch)' into 'releases/release-1.2'", branch: "develop")])

    public init() {}

    public func check(_ event: FlowEvent, flow: FlowTable, naming: BranchNaming) -> [Violation] {
        guard case .bugFixMerge(let merge) = event, let origin = merge.origins.first,
              !flow.productionBranches.contains(merge.target) else { return [] }
        let mergedIntoOrigin = merge.origins.contains(where: merge.mergedInto.contains)
        switch flow.judgeFix(origins: merge.origins, mergedIntoOrigin: mergedIntoOrigin, target: merge.target, naming: naming) {
        case .allowed:
            return []
        case .originFirst:
            return [Violation(LocalizedText(
                ru: "багфикс \(merge.branch) создан из \(origin) и слит в \(merge.target), но не в \(origin): там ошибка осталась",
                en: "the bug fix \(merge.branch) was made from \(origin) and merged into \(merge.target) but never into \(origin), which stays unfixed"))]
        case .wrongTarget:
            return [Violation(LocalizedText(
                ru: "багфикс \(merge.branch) создан из \(origin), а слит в \(merge.target): он сливается в ветку, из которой создан",
                en: "the bug fix \(merge.branch) was made from \(origin) but merged into \(merge.target): it goes back into the branch it was made from"))]
        }
    }
}
