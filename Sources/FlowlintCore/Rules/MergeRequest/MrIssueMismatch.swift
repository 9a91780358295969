/// `mr-issue-mismatch`: the title's ID is the source branch's.
public struct MrIssueMismatch: MergeRequestRule {
    public static let description = RuleDescription(
        id: "mr-issue-mismatch", scope: .mergeRequest, defaultSeverity: .warning,
        summary: LocalizedText(
            ru: "ID в заголовке мёрж реквеста совпадает с ID исходной ветки",
            en: "The title's ID is the source branch's ID"),
        explanation: LocalizedText(
            ru: "Мёрж реквест из ветки features/<ID>_… или bugs/<ID>_… относится к её задаче; другой ID в заголовке — обычно ошибка.",
            en: "A merge request from a features/<ID>_… or bugs/<ID>_… branch is about that branch's task; another ID in its title is usually a mistake."),
        good: [RuleExample("[EW_IOS-98] Реализовать отправку", branch: SeedExamples.featureBranch)],
        bad: [RuleExample("[EW_IOS-99] Реализовать отправку", branch: SeedExamples.featureBranch)])

    public init() {}

    public func check(_ request: MergeRequestUnderCheck) -> [Violation] {
        guard let id = request.header.issueID, let branchID = request.source?.issueID, branchID != String(id) else { return [] }
        let task = request.header.taskName.map { " \($0)" } ?? ""
        return [Violation(
            LocalizedText(
                ru: "ID \(id) в заголовке не совпадает с ID ветки \(branchID)",
                en: "ID \(id) in the title differs from the branch's ID \(branchID)"),
            suggestion: "[\(branchID)]\(task)")]
    }
}
