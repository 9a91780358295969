/// A rule about branch names.
public protocol BranchRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ name: String, context: BranchRuleContext) -> [Violation]
}

public struct BranchRuleContext: Sendable {
    public let naming: BranchNaming
    public let suggester: BranchSuggester
    public let forbiddenLetters: ForbiddenLetters

    public init(naming: BranchNaming) {
        self.naming = naming
        suggester = BranchSuggester(naming)
        forbiddenLetters = ForbiddenLetters(naming.configuration.forbiddenLetters)
    }
}

/// A rule about one commit message.
public protocol CommitRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ commit: CommitUnderCheck) -> [Violation]
}

/// One commit message with everything the commit rules need, computed once.
public struct CommitUnderCheck: Sendable {
    public let message: CommitMessage
    public let header: CommitHeader
    /// The description after the header, trailers and git's own lines left out (computed once
    /// for all rules).
    public let descriptionLines: [Substring]
    public let nature: CommitNature
    public let encodingProblem: EncodingProblem?
    /// The line of the first bad byte, for `commit-encoding`.
    public let encodingLine: Int
    /// The branch the commit is on (the current branch, or the pushed one), when known.
    public let branch: FlowBranch?
    public let configuration: CommitRuleSettings
    public let ids: IssueIDMatcher

    public init(
        decoded: DecodedMessage, parentCount: Int, branch: FlowBranch?, configuration: CommitRuleSettings, ids: IssueIDMatcher
    ) {
        message = CommitMessage(decoded.text)
        header = CommitHeader(message.header, ids: ids)
        descriptionLines = message.descriptionLines
        nature = message.nature(parentCount: parentCount)
        encodingProblem = decoded.problem
        // Counted from the first non-blank line, as every commit rule's line.
        encodingLine = max(1, decoded.problemLine - message.leadingBlankLines)
        self.branch = branch
        self.configuration = configuration
        self.ids = ids
    }

    /// Format rules leave `fixup!`/`squash!`/`amend!` commits alone so `git commit --fixup` works.
    public var isAutosquash: Bool {
        if case .autosquash = nature { return true }
        return false
    }
}

/// The part of the configuration commit rules read, as plain values: copied once per commit,
/// where the whole `Configuration` would cost a retain and a release per field.
public struct CommitRuleSettings: Sendable {
    public var commitLanguage: MessageLanguage
    public var languageThreshold: Double
    public var requireBody: Bool
    public var maxHeaderLength: Int

    public init(_ configuration: Configuration) {
        commitLanguage = configuration.commitLanguage
        languageThreshold = configuration.languageThreshold
        requireBody = configuration.requireBody
        maxHeaderLength = configuration.maxHeaderLength
    }
}

/// A rule that compares what was written with what the issue tracker says.
public protocol TrackerRule: Sendable {
    static var description: RuleDescription { get }
    /// `issue` is nil when the tracker answered that the ID does not exist.
    func check(_ subject: TrackerSubject, issue: TrackerIssue?, context: TrackerRuleContext) -> [Violation]
}

public struct TrackerRuleContext: Sendable {
    public let naming: BranchNaming
    public let maker: BranchNameMaker

    public init(naming: BranchNaming) {
        self.naming = naming
        maker = BranchNameMaker(naming: naming)
    }
}
