/// `flow-release-back-merge`: a release is merged into develop as well as master (seed:
/// "мёржится в develop и master").
public struct FlowReleaseBackMerge: FlowGraphRule {
    public static let description = RuleDescription(
        id: "flow-release-back-merge", scope: .flow, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Релиз, слитый в master, слит и обратно в develop",
            en: "A release merged into master is merged back into develop too"),
        explanation: LocalizedText(
            ru: """
            Ветка releases/release-<версия> мёржится и в master, и в develop. Если релиз дошёл до \
            master, а в develop его так и не слили, исправления, сделанные в релизе, пропадут из \
            следующей версии: её соберут из develop, где их нет. flowlint проверяет, что коммит \
            релиза, слитый в master, есть в истории develop (слит обратно, через мёрж master или \
            тега в develop, или develop перемотан на master), и сообщает один раз на релиз — на \
            последнем мёрже в master. Релиз, слитый в master позже последнего коммита develop, не \
            проверяется: develop ещё не успел его получить.
            """,
            en: """
            A releases/release-<version> branch is merged into both master and develop. When a \
            release reached master but was never merged into develop, the fixes made on it vanish \
            from the next version, which is built from develop where they are missing. flowlint \
            checks that the release commit master received is in develop's history (merged back, \
            through a merge of master or of a tag into develop, or develop fast-forwarded to \
            master) and reports once per release, at its last merge into master. A release merged \
            into master after develop's last commit is not judged: develop had no chance to take it yet.
            """),
        good: [RuleExample("Merge branch 'releases/release-1.2' into 'develop'", branch: "develop")],
        bad: [RuleExample("Merge branch 'releases/release-1.2' into 'master'", branch: "master")])

    public init() {}

    public func check(_ event: FlowEvent, flow: FlowTable, naming: BranchNaming) -> [Violation] {
        guard case .releaseNotMergedBack(let merge) = event, let release = merge.source else { return [] }
        let base = flow.configuration.flowBase
        return [Violation(LocalizedText(
            ru: "релиз \(release) слит в \(merge.target), но не в \(base): его исправления пропадут из следующего релиза",
            en: "the release \(release) was merged into \(merge.target) but never into \(base): its fixes will be missing from the next release"))]
    }
}
