import FlowlintCore
import GitKit

/// Where branches merged into develop (and open ones) started. Each merged branch's commits
/// are followed down its first-parent line until develop's line; a commit another merged
/// branch already holds means it started from that branch, and a branch whose merged tip
/// another branch already brought in was the base of that branch (both judged from the merges,
/// since the branches themselves are deleted).
struct ForkAudit {
    let history: FlowHistory
    let baseName: String
    /// develop's line, as `DevelopLine` reads it.
    let onBase: [Bool]
    let productionLine: Set<Node>
    /// Branches already reported: a branch merged twice is reported once.
    private var reported = Set<String>()
    /// Which merged branch each followed commit belongs to.
    private(set) var owner: [Node: String] = [:]
    /// The merge that brought each branch, for reporting a branch found later to be made from
    /// another one.
    private var mergeOf: [String: Node] = [:]
    private(set) var events: [FlowEvent] = []

    init(history: FlowHistory, baseName: String, onBase: [Bool], productionLine: Set<Node>) {
        self.history = history
        self.baseName = baseName
        self.onBase = onBase
        self.productionLine = productionLine
    }

    enum ChainEnd: Equatable {
        case base, production, root
        /// At `node`, a commit another branch holds.
        case claimed(by: String, at: Node)
    }

    /// One merge into develop: `source` was merged at `merge`, its tip the merged parent.
    /// `header` reads a commit's first line, asked only when two branches share commits.
    mutating func merged(_ source: String, at merge: Node, header: (Node) -> String?) {
        guard let (tip, release) = sourceTip(of: merge) else { return }
        // Master's back-merge brought the release itself: its commits are the release's, whichever
        // of the two merges into develop comes first.
        let source = release ?? source
        var end = follow(from: tip, claim: source)
        if mergeOf[source] == nil { mergeOf[source] = merge }
        if case .claimed(let other, let shared) = end,
           shared == tip || Self.names(header(shared), id(of: source), notID: id(of: other)) {
            // The shared commits are this branch's: the other one was made from it.
            if let otherMerge = mergeOf[other] { report(other, at: otherMerge, startedOnBase: false) }
            end = reach(from: shared)
        }
        report(source, at: merge, startedOnBase: end == .base)
    }

    /// The tip a merge brought. A back-merge whose merged parent is master's merge of a release
    /// (`Merge branch 'release/1.2' into develop` made from master after the release went in)
    /// brought the release's own tip, below master's merge: that is where its line starts, and
    /// the release it names.
    private func sourceTip(of merge: Node) -> (tip: Node, release: String?)? {
        var tip = history.graph.mergedParents(merge).first
        var release: String?
        while let node = tip, productionLine.contains(node), history.graph.isMerge(node),
              let merged = history.source(of: node, into: nil), history.kind(of: merged) == .release {
            release = merged
            tip = history.graph.mergedParents(node).first
        }
        return tip.map { ($0, release) }
    }

    private mutating func report(_ branch: String, at merge: Node, startedOnBase: Bool) {
        guard isAudited(history.kind(of: branch)), !reported.contains(branch) else { return }
        if !startedOnBase { reported.insert(branch) }
        events.append(.fork(FlowFork(
            branch: branch, mergeSHA: history.graph.id(merge).hex, mergeHeader: history.graph.mergeHeader(merge),
            startedOnBase: startedOnBase)))
    }

    private func id(of branch: String) -> String? { history.naming.parse(branch)?.issueID }

    /// Whether a commit's header carries `id` and not `notID` (`[EW_IOS-2] …` is EW_IOS-2's work).
    static func names(_ header: String?, _ id: String?, notID: String?) -> Bool {
        guard let header, let id, header.contains(id) else { return false }
        return notID.map { !header.contains($0) } ?? true
    }

    /// Where first parents from `start` reach a line, whoever holds the commits on the way.
    private func reach(from start: Node) -> ChainEnd {
        var current: Node? = start
        while let node = current {
            if isBase(node) { return .base }
            if productionLine.contains(node) { return .production }
            current = history.graph.firstParent(node)
        }
        return .root
    }

    /// A branch that still exists and is not merged.
    mutating func open(_ name: String, tip: Node) {
        guard isAudited(history.kind(of: name)), !onBase[Int(tip)], owner[tip] == nil else { return }
        let end = follow(from: tip, claim: name)
        events.append(.fork(FlowFork(branch: name, startedOnBase: end == .base)))
    }

    /// On develop's line: its first-parent line, or below a merge whose message says it was made
    /// on develop (develop's first-parent line may have moved on since, by a fast-forward or a pull).
    private func isBase(_ node: Node) -> Bool { onBase[Int(node)] }

    /// Bug fixes may start anywhere; features, refactorings and releases start from develop.
    private func isAudited(_ kind: BranchKind?) -> Bool {
        kind == .feature || kind == .refactoring || kind == .release
    }

    /// Follows first parents from `start` until develop's line, master's line, a commit another
    /// branch holds, or the root; the commits on the way become `claim`'s.
    mutating func follow(from start: Node, claim: String) -> ChainEnd {
        var current: Node? = start
        while let node = current {
            if isBase(node) { return .base }
            if productionLine.contains(node) { return .production }
            if let other = owner[node], other != claim {
                // A fork's develop (`someone/develop`, kept in step with develop) is develop.
                return other.hasSuffix("/" + baseName) ? .base : .claimed(by: other, at: node)
            }
            // A merge of develop into the branch (or a fork's develop) is shared by whatever
            // starts from it; the branch's own commits are below it.
            if history.messages[node]?.source != baseName { owner[node] = claim }
            current = history.graph.firstParent(node)
        }
        return .root
    }
}
