import FlowlintCore

/// The tracker rules for one run: what branches, headers and titles name is looked up once per
/// ID, and IDs the tracker couldn't be asked about are collected into one "not checked" note.
/// A tracker that is down never blocks.
public final class TrackerReview {
    public let checker: TrackerChecker
    private let lookup: TrackerLookup
    private var notChecked: [String] = []
    private var reason: LocalizedText?

    /// nil without `tracker:` in the configuration (the tracker rules are off then); throws what
    /// `TrackerChecker` throws for a bad pattern.
    public convenience init?(_ configuration: Configuration, environment: (String) -> String?) throws {
        guard let tracker = configuration.tracker, let checker = try TrackerChecker(configuration: configuration) else { return nil }
        self.init(checker: checker, lookup: TrackerLookup(tracker, environment: environment))
    }

    public init(checker: TrackerChecker, lookup: TrackerLookup) {
        self.checker = checker
        self.lookup = lookup
    }

    /// What the tracker says about an ID (also for `start` and the prepare-commit-msg pre-fill).
    public func answer(for id: String) -> TrackerAnswer {
        lookup.answer(for: id)
    }

    public func findings(branch name: String, shownAs shown: String? = nil) -> [Finding] {
        findings(checker.subject(branch: name), at: .branch(name: shown ?? name))
    }

    public func findings(header: some StringProtocol, at location: Location, place: TrackerSubject.Place = .commitHeader) -> [Finding] {
        findings(checker.subject(header: header, place: place), at: location)
    }

    public func findings(_ subject: TrackerSubject?, at location: Location) -> [Finding] {
        guard let subject else { return [] }
        let answer = lookup.answer(for: subject.issueID)
        if case .unavailable(let why) = answer {
            if !notChecked.contains(subject.issueID) { notChecked.append(subject.issueID) }
            reason = reason ?? why
            return []
        }
        return checker.check(subject, answer: answer).map { found in
            Finding(
                rule: found.rule, severity: found.severity, message: found.violation.message,
                location: location, suggestion: found.violation.suggestion)
        }
    }

    /// "tracker not checked for EW_IOS-98, EW_IOS-99: Jira did not answer within 1.5 s".
    public var notes: [LocalizedText] {
        guard let reason, !notChecked.isEmpty else { return lookup.notes }
        let shown = notChecked.prefix(5).joined(separator: ", ") + (notChecked.count > 5 ? "…" : "")
        return [LocalizedText(
            ru: "по трекеру не проверено (\(shown)): \(reason.ru)",
            en: "not checked against the tracker (\(shown)): \(reason.en)")] + lookup.notes
    }
}
