/// Every rule flowlint knows, in the order `flowlint rules` lists them.
public enum RuleCatalog {
    public static let branchRules: [any BranchRule] = [BranchName(), BranchForbiddenLetters()]

    public static let commitRules: [any CommitRule] = [
        CommitHeaderFormat(), CommitTaskName(), CommitBlankLine(), CommitBody(), CommitLanguage(),
        CommitIssueMismatch(), CommitFixup(), CommitEncoding(),
    ]

    public static let mergeRequestRules: [any MergeRequestRule] = [
        MrTitle(), MrIssueMismatch(), MrDeleteSourceBranch(), MrTarget(), MrReview(),
    ]

    public static let flowRules: [any FlowGraphRule] = [
        FlowReleaseBugfixOnly(), FlowMasterMerge(), FlowBase(), FlowDirectCommit(), FlowReleaseBackMerge(),
        FlowBugfixOrigin(), FlowFeatureTarget(), FlowDevelopDirectCommit(),
    ]

    /// Off unless `tracker:` is configured.
    public static let trackerRules: [any TrackerRule] = [TrackerIssueExists(), TrackerTaskName(), TrackerIssueKind()]

    public static var descriptions: [RuleDescription] {
        branchRules.map { type(of: $0).description } + commitRules.map { type(of: $0).description }
            + mergeRequestRules.map { type(of: $0).description } + flowRules.map { type(of: $0).description }
            + trackerRules.map { type(of: $0).description }
    }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    public static var ids: [String] { descriptions.map(\.id) }
}
