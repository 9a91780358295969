/// Where a commit message is being checked, which decides `commit-fixup`.
public enum CommitCheckContext: Sendable {
    /// One message being written (commit-msg hook, `flowlint message`): fixups are fine.
    case message
    /// Local history (`commits`, `lint`): fixups are fine until they are shared.
    case history
    /// About to be shared (pre-push, pre-receive, `mr`): fixups are reported.
    case sharing
}

/// One rule's violation with the severity it was configured at.
public struct RuleViolation: Sendable, Equatable {
    public let rule: String
    public let severity: Severity
    public let violation: Violation
}

/// The result for one commit.
public enum CommitOutcome: Sendable, Equatable {
    case skipped(CommitNature)
    case checked([RuleViolation])
}

/// Checks commit messages with every enabled commit rule.
public struct CommitChecker: Sendable {
    public let configuration: Configuration
    private let settings: CommitRuleSettings
    private let skipsMerges: Bool
    private let skipsReverts: Bool
    /// Release bumps and bots' commits (`commits.skip` patterns).
    public let skippedByPattern: SkippedCommits
    public let ids: IssueIDMatcher
    private let rules: [(rule: any CommitRule, id: String, severity: Severity)]

    public init(configuration: Configuration, context: CommitCheckContext) throws {
        self.configuration = configuration
        settings = CommitRuleSettings(configuration)
        skipsMerges = configuration.skippedCommits.contains(.merge)
        skipsReverts = configuration.skippedCommits.contains(.revert)
        ids = try IssueIDMatcher(configuration)
        skippedByPattern = try SkippedCommits(configuration.skippedPatterns)
        // commit-fixup only where commits are about to be shared.
        rules = configuration.enabled(RuleCatalog.commitRules) { type(of: $0).description }
            .filter { $0.id != CommitFixup.description.id || context == .sharing }
    }

    /// `author` (`Name <email>`) is needed only where `skippedByPattern.needsAuthor`.
    public func check(_ decoded: DecodedMessage, parentCount: Int = 1, branch: FlowBranch?, author: String? = nil) -> CommitOutcome {
        let commit = CommitUnderCheck(
            decoded: decoded, parentCount: parentCount, branch: branch, configuration: settings, ids: ids)
        switch commit.nature {
        case .merge where skipsMerges, .revert where skipsReverts:
            return .skipped(commit.nature)
        default:
            if skippedByPattern.skips(header: CommitMessage.header(of: decoded.text), author: author) {
                return .skipped(commit.nature)
            }
        }
        // An empty message is not a violation: git aborts the commit itself.
        guard !commit.message.isEmpty || commit.encodingProblem != nil else { return .checked([]) }
        // A plain loop: most commits have no violation, and this runs for every commit.
        var found: [RuleViolation] = []
        for (rule, id, severity) in rules {
            for violation in rule.check(commit) {
                found.append(RuleViolation(rule: id, severity: severity, violation: violation))
            }
        }
        return .checked(found)
    }
}
