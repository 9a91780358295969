/// `commit-issue-mismatch`: the commit's ID is the one in the branch's name.
public struct CommitIssueMismatch: CommitRule {
    public static let description = RuleDescription(
        id: "commit-issue-mismatch", scope: .commit, defaultSeverity: .warning,
        summary: LocalizedText(
            ru: "ID в заголовке совпадает с ID в имени ветки",
            en: "The header's ID is the one in the branch name"),
        explanation: LocalizedText(
            ru: """
            Ветка features/<ID>_… или bugs/<ID>_… создаётся под одну задачу, и её коммиты относятся \
            к этой задаче. Другой ID в заголовке — обычно опечатка или коммит не в той ветке.
            """,
            en: """
            A features/<ID>_… or bugs/<ID>_… branch is made for one task, and its commits belong to \
            that task. Another ID in a header is usually a typo or a commit on the wrong branch.
            """),
        good: [
            RuleExample(SeedExamples.commitMessage, branch: SeedExamples.featureBranch),
            RuleExample(SeedExamples.commitMessage, branch: "develop"),
        ],
        bad: [RuleExample(
            "[EW_IOS-99] требуется собрать приложение\n\n- Обновил проект", branch: SeedExamples.featureBranch)])

    public init() {}

    public func check(_ commit: CommitUnderCheck) -> [Violation] {
        guard !commit.isAutosquash, let id = commit.header.issueID,
              let branchID = commit.branch?.issueID, branchID != String(id) else { return [] }
        let task = commit.header.taskName.map { " \($0)" } ?? ""
        return [Violation(
            LocalizedText(
                ru: "ID \(id) не совпадает с ID ветки \(branchID)",
                en: "ID \(id) differs from the branch's ID \(branchID)"),
            suggestion: "[\(branchID)]\(task)")]
    }
}
