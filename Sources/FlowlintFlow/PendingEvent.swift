import GitKit

/// An event of the audit whose commit header is read only when it is reported.
enum PendingEvent {
    case directCommit(Node, branch: String)
    case merge(Node, source: String?, target: String)
    case fastForward(Node, target: String, branch: String)
    /// master's newest merge of a release whose tip develop's history doesn't hold.
    case notMergedBack(Node, release: String, target: String)
    /// A bug fix merged into `target`, made from `origins` (most specific first).
    case bugFix(Node, branch: String, target: String, origins: [String], mergedInto: [String])
}
