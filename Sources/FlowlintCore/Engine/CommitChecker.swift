/// Where a commit message is being checked, which decides `commit-fixup`.
public enum CommitCheckContext: Sendable {
    /// One message being written (commit-msg hook, `flowlint message`): fixups are fine.
    case message
    /// Local history (`commits`, `lint`): fixups are fine until they are shared.
    case history
    /// About to be shared (pre-push, pre-receive, `mr`): fixups are reported.
    case sharing
}

/// The result for one commit.
public enum CommitOutcome: Sendable, Equatable {
    case skipped(CommitNature)
    case checked([(rule: String, severity: Severity, violation: Violation)])

    public static func == (lhs: CommitOutcome, rhs: CommitOutcome) -> Bool {
        switch (lhs, rhs) {
        case (.skipped(let a), .skipped(let b)): return a == b
        case (.checked(let a), .checked(let b)):
            return a.map(\.rule) == b.map(\.rule) && a.map(\.violation) == b.map(\.violation)
        default: return false
        }
    }
}

/// Checks commit messages with every enabled commit rule.
public struct CommitChecker: Sendable {
    public let configuration: Configuration
    public let ids: IssueIDMatcher
    private let rules: [(rule: any CommitRule, id: String, severity: Severity)]

    public init(configuration: Configuration, context: CommitCheckContext) throws {
        self.configuration = configuration
        ids = try IssueIDMatcher(configuration)
        rules = RuleCatalog.commitRules.compactMap { rule in
            let description = type(of: rule).description
            if description.id == CommitFixup.description.id, context != .sharing { return nil }
            return configuration.level(of: description).severity.map { (rule, description.id, $0) }
        }
    }

    public func check(_ decoded: DecodedMessage, parentCount: Int = 1, branch: FlowBranch?) -> CommitOutcome {
        let commit = CommitUnderCheck(
            decoded: decoded, parentCount: parentCount, branch: branch, configuration: configuration, ids: ids)
        switch commit.nature {
        case .merge where configuration.skippedCommits.contains(.merge),
             .revert where configuration.skippedCommits.contains(.revert):
            return .skipped(commit.nature)
        default:
            break
        }
        // An empty message is not a violation: git aborts the commit itself.
        guard !commit.message.isEmpty || commit.encodingProblem != nil else { return .checked([]) }
        return .checked(rules.flatMap { rule, id, severity in
            rule.check(commit).map { (id, severity, $0) }
        })
    }
}
