/// An issue as the tracker describes it.
public struct TrackerIssue: Sendable, Equatable, Hashable {
    public let id: String
    public let summary: String
    /// The issue type's name as the tracker calls it: Bug, Story, Ошибка, Task…
    public let type: String?
    public let status: String?

    public init(id: String, summary: String, type: String? = nil, status: String? = nil) {
        self.id = id
        self.summary = summary
        self.type = type
        self.status = status
    }

    /// What the type means for the flow: bugs are fixed on `bugs/`, stories built on `features/`.
    public var kindClass: IssueKindClass { IssueKindClass(typeName: type) }
}

/// What the tracker said about one ID.
public enum TrackerAnswer: Sendable, Equatable {
    case found(TrackerIssue)
    /// The tracker answered that there is no such issue.
    case unknown
    /// The tracker could not be asked: why, for the "not checked" note.
    case unavailable(LocalizedText)
}

/// Issue types grouped by what the flow does with them.
public enum IssueKindClass: Sendable, Equatable {
    case bug
    case story
    /// Task, Improvement, Epic and anything else: either branch kind is fine.
    case other

    static let bugNames: Set<String> = ["bug", "defect", "ошибка", "баг", "дефект", "incident", "инцидент", "chyba"]
    static let storyNames: Set<String> = [
        "story", "user story", "feature", "new feature", "история", "пользовательская история",
        "новая функция", "фича", "storia",
    ]

    public init(typeName: String?) {
        let name = typeName.map { $0.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") } ?? ""
        if Self.bugNames.contains(name) {
            self = .bug
        } else if Self.storyNames.contains(name) {
            self = .story
        } else {
            self = .other
        }
    }
}
