/// Checks a merge request with every enabled merge-request rule.
public struct MergeRequestChecker: Sendable {
    let naming: BranchNaming
    private let rules: [(rule: any MergeRequestRule, id: String, severity: Severity)]

    public init(configuration: Configuration) throws {
        naming = try BranchNaming(configuration)
        rules = configuration.enabled(RuleCatalog.mergeRequestRules) { type(of: $0).description }
    }

    public func check(_ request: MergeRequest) -> [Finding] {
        let underCheck = MergeRequestUnderCheck(request, naming: naming)
        var findings: [Finding] = []
        for (rule, id, severity) in rules {
            for violation in rule.check(underCheck) {
                findings.append(Finding(
                    rule: id, severity: severity, message: violation.message,
                    location: .mergeRequest(field: Self.field(of: id)), suggestion: violation.suggestion))
            }
        }
        return findings
    }

    /// The request's field a rule is about, as GitLab's API names it.
    static func field(of rule: String) -> String {
        switch rule {
        case MrTarget.description.id: return "target_branch"
        case MrDeleteSourceBranch.description.id: return "force_remove_source_branch"
        case MrReview.description.id: return "approvals"
        default: return "title"
        }
    }
}
