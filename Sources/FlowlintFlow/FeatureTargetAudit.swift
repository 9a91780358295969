import FlowlintCore
import GitKit

/// Features and refactorings merged into another task's branch: by the message's target, or by
/// the merged branch whose line the merge sits on (a pull request names no target). Merges
/// into develop, master and the releases are judged elsewhere.
enum FeatureTargetAudit {
    static func run(_ history: FlowHistory, lines: BranchLines) -> [PendingEvent] {
        var events: [PendingEvent] = []
        for merge in history.merges {
            guard let target = target(of: merge, history, lines), isTask(history.kind(of: target)),
                  let source = history.source(of: merge, into: target), source != target,
                  history.kind(of: source) == .feature || history.kind(of: source) == .refactoring,
                  !history.isPull(merge, on: target) else { continue }
            events.append(.merge(merge, source: source, target: target))
        }
        return events
    }

    /// The message's target, else the merged branch that claimed the merge's line, unless the
    /// merge sits on develop's, master's or a release's line.
    private static func target(of merge: Node, _ history: FlowHistory, _ lines: BranchLines) -> String? {
        if let named = history.namedTarget(of: merge) { return named }
        guard !lines.developLine[Int(merge)], lines.releaseOwner[merge] == nil, !lines.productionOwned.contains(merge) else { return nil }
        return lines.branchOwner[merge]
    }

    private static func isTask(_ kind: BranchKind?) -> Bool {
        kind == .feature || kind == .refactoring || kind == .bug
    }
}
