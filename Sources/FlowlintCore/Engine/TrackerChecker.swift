/// Checks IDs and task names against the tracker's answers with every enabled tracker rule.
/// Exists only when a tracker is configured: without one the tracker rules are off.
public struct TrackerChecker: Sendable {
    public let context: TrackerRuleContext
    private let rules: [(rule: any TrackerRule, id: String, severity: Severity)]

    /// nil without `tracker:` in the configuration, or with every tracker rule off.
    public init?(configuration: Configuration) throws {
        guard configuration.tracker != nil else { return nil }
        let rules = configuration.enabled(RuleCatalog.trackerRules) { type(of: $0).description }
        guard !rules.isEmpty else { return nil }
        self.rules = rules
        context = TrackerRuleContext(naming: try BranchNaming(configuration))
    }

    /// The violations for one subject; none when the tracker could not be asked (the caller
    /// reports that as "not checked").
    public func check(_ subject: TrackerSubject, answer: TrackerAnswer) -> [RuleViolation] {
        let issue: TrackerIssue?
        switch answer {
        case .found(let found): issue = found
        case .unknown: issue = nil
        case .unavailable: return []
        }
        var found: [RuleViolation] = []
        for (rule, id, severity) in rules {
            for violation in rule.check(subject, issue: issue, context: context) {
                found.append(RuleViolation(rule: id, severity: severity, violation: violation))
            }
        }
        return found
    }

    /// What a text names for the tracker: a branch's ID and name, or a header's.
    public func subject(branch name: String) -> TrackerSubject? {
        context.naming.parse(name).flatMap(TrackerSubject.init(branch:))
    }

    public func subject(header: some StringProtocol, place: TrackerSubject.Place = .commitHeader) -> TrackerSubject? {
        let line = Substring(header).prefix { $0 != "\n" }
        let text = place == .mergeRequestTitle ? MergeRequestTitle.withoutDraftMarkers(String(line)) : line
        return TrackerSubject(header: CommitHeader(text, ids: context.naming.ids), place: place)
    }
}
