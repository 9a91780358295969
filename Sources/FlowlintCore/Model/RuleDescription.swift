/// What a rule applies to, which decides what its examples are.
public enum RuleScope: String, Sendable {
    case branch
    case commit
    case mergeRequest = "merge-request"
    case flow
    case source
    /// Checked against the issue tracker: examples are branch names or headers, each with
    /// what the tracker says about its ID.
    case tracker
}

/// An example from the seeds: a branch name or a commit message, optionally with the branch
/// the commit is made on. Every example is also a test.
public struct RuleExample: Sendable, Equatable {
    public let text: String
    public let branch: String?
    /// For tracker rules: the issue the tracker holds for the example's ID; nil when the
    /// tracker doesn't know the ID.
    public let tracker: TrackerIssue?

    public init(_ text: String, branch: String? = nil, tracker: TrackerIssue? = nil) {
        self.text = text
        self.branch = branch
        self.tracker = tracker
    }
}

/// A rule's identity and documentation, declared next to its logic (SwiftLint's idea).
public struct RuleDescription: Sendable {
    public let id: String
    public let scope: RuleScope
    public let defaultSeverity: Severity
    /// The one-line summary shown by `flowlint rules`.
    public let summary: LocalizedText
    /// The longer text of `flowlint explain`.
    public let explanation: LocalizedText
    /// Examples are built when asked for (`rules`, `explain`, the tests), not with the rest:
    /// several are a seed with an edit, and every run lists the rules to check the
    /// configuration's names.
    public var good: [RuleExample] { goodExamples() }
    public var bad: [RuleExample] { badExamples() }
    /// The fixes the rule's findings may ask for (`FixRequest`); empty when it has none.
    public let fixes: [FixRequest.Kind]
    private let goodExamples: @Sendable () -> [RuleExample]
    private let badExamples: @Sendable () -> [RuleExample]

    public init(
        id: String, scope: RuleScope, defaultSeverity: Severity, summary: LocalizedText, explanation: LocalizedText,
        good: @autoclosure @escaping @Sendable () -> [RuleExample], bad: @autoclosure @escaping @Sendable () -> [RuleExample],
        fixes: [FixRequest.Kind] = []
    ) {
        self.fixes = fixes
        self.id = id
        self.scope = scope
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.explanation = explanation
        goodExamples = good
        badExamples = bad
    }
}
