/// Judges flow events with every enabled flow rule.
public struct FlowChecker: Sendable {
    public let naming: BranchNaming
    public let flow: FlowTable
    private let rules: [(rule: any FlowGraphRule, id: String, severity: Severity)]

    public init(configuration: Configuration) throws {
        naming = try BranchNaming(configuration)
        flow = FlowTable(configuration)
        rules = configuration.enabled(RuleCatalog.flowRules) { type(of: $0).description }
    }

    /// Whether the rule is on: the audit skips the walks whose events no enabled rule reads.
    public func judges(_ rule: RuleDescription) -> Bool {
        rules.contains { $0.id == rule.id }
    }

    public func check(_ event: FlowEvent) -> [Finding] {
        var findings: [Finding] = []
        for (rule, id, severity) in rules {
            for violation in rule.check(event, flow: flow, naming: naming) {
                findings.append(Finding(rule: id, severity: severity, message: violation.message, location: Self.location(of: event)))
            }
        }
        return findings
    }

    /// Merges and direct commits are reported on their commit; a fork on its branch, or on the
    /// merge that records a deleted branch.
    static func location(of event: FlowEvent) -> Location {
        switch event {
        case .merge(let merge): return .commit(sha: merge.sha, line: 1, header: merge.header)
        case .directCommit(let sha, let header, _), .fastForward(let sha, let header, _, _):
            return .commit(sha: sha, line: 1, header: header)
        case .releaseNotMergedBack(let merge): return .commit(sha: merge.sha, line: 1, header: merge.header)
        case .bugFixMerge(let merge): return .commit(sha: merge.sha, line: 1, header: merge.header)
        case .fork(let fork):
            if let sha = fork.mergeSHA { return .commit(sha: sha, line: 1, header: fork.mergeHeader ?? "") }
            return .branch(name: fork.branch)
        }
    }
}
