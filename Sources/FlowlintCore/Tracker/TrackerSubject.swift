/// An issue ID and the task name written next to it, where the tracker rules look.
public struct TrackerSubject: Sendable, Equatable {
    public enum Place: Sendable, Equatable {
        case commitHeader
        case branch(BranchKind)
        case mergeRequestTitle
    }

    public let issueID: String
    /// As written: words joined by `_` in a branch, spaces in a header or title.
    public let taskName: String?
    public let place: Place

    public init(issueID: String, taskName: String?, place: Place) {
        self.issueID = issueID
        self.taskName = taskName
        self.place = place
    }

    /// A feature or bug branch with its ID; nil for branches without one.
    public init?(branch: FlowBranch) {
        guard let kind = branch.kind, let id = branch.issueID else { return nil }
        self.init(issueID: id, taskName: branch.taskName, place: .branch(kind))
    }

    /// A `[<ID>] <task name>` header or title; nil without an ID.
    public init?(header: CommitHeader, place: Place = .commitHeader) {
        guard let id = header.issueID else { return nil }
        let name = header.taskName.map { $0.trimmingWhitespace() }
        self.init(issueID: String(id), taskName: name.flatMap { $0.isEmpty ? nil : $0 }, place: place)
    }

    /// The text the tracker's summary should have produced here.
    func expected(for issue: TrackerIssue, maker: BranchNameMaker) -> String? {
        switch place {
        case .commitHeader, .mergeRequestTitle:
            return "[\(issueID)] \(issue.summary.trimmingWhitespace())"
        case .branch(let kind):
            return maker.name(kind: kind, id: issueID, taskName: issue.summary, version: nil)
        }
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
