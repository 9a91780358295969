import FlowlintCore
import GitKit

/// What each release received: the merges on its line from every tip it was merged at (a
/// release merged into master, then given a feature and merged again, is read at both tips),
/// down to where it left develop's line as the merges tell it (`DevelopLine`, never only
/// today's first-parent line) or master's; and any merge whose message names a release as its
/// target.
///
/// Where a release's line runs down to master's line at a commit develop's line also holds, the
/// team fast-forwarded develop to master after an earlier release: the commits between are that
/// cycle's work on develop as much as the release's own, and nothing tells where the release
/// started, so only merges whose message names the release are judged there.
struct ReleaseAudit {
    let history: FlowHistory
    let developLine: [Bool]
    let productionLine: Set<Node>
    private(set) var merges: [(node: Node, source: String?, target: String)] = []
    private(set) var names: Set<String> = []
    /// Each release's own commits, as its walks found them.
    private(set) var owner: [Node: String] = [:]
    /// Where each release's walks left it: the commits it started from.
    private(set) var starts: [String: Set<Node>] = [:]
    private var audited = Set<Node>()
    /// Pulls of a release into itself and its forks' copies merged back: that release's own
    /// work, no merge into any release whose walk meets them (one made from it).
    private var ownWork = Set<Node>()
    /// `CommitGraph.generations()`: tips are walked oldest first.
    let generation: [Int32]

    init(history: FlowHistory, developLine: [Bool], productionLine: Set<Node>, generation: [Int32]) {
        self.history = history
        self.developLine = developLine
        self.productionLine = productionLine
        self.generation = generation
    }

    /// What the walks of one release found.
    private struct Walked {
        var visited = Set<Node>()
        var merges: [Node] = []
    }

    /// Every release tip: the merged parent of each merge of a release, and release branches.
    mutating func run(openReleases: [(name: String, tip: Node)]) {
        var tips = openReleases
        for merge in history.merges {
            guard let source = history.source(of: merge, into: nil), history.kind(of: source) == .release,
                  let tip = history.graph.mergedParents(merge).first else { continue }
            tips.append((source, tip))
        }
        var walked: [String: Walked] = [:]
        var order: [String] = []
        // Oldest first: a later tip's walk stops where an earlier one went, its own merges kept.
        tips.sort { (generation[Int($0.tip)], $0.tip) < (generation[Int($1.tip)], $1.tip) }
        for (name, tip) in tips {
            if names.insert(name).inserted { order.append(name) }
            walk(name, from: tip, into: &walked[name, default: Walked()])
        }
        for name in order {
            for merge in walked[name]?.merges ?? [] where !ownWork.contains(merge) { add(merge, into: name) }
        }
        for merge in history.merges where !audited.contains(merge) {
            // A name that is only a version counts once it was merged as a release (see `Audit`).
            guard let target = history.namedTarget(of: merge), history.kind(of: target) == .release,
                  names.contains(target) || target.contains("/") || history.naming.parse(target) != nil,
                  !history.isPull(merge, on: target) else { continue }
            add(merge, into: target)
        }
    }

    /// One tip's walk. Only its own merges are dropped when it ends where develop's and master's
    /// lines meet: a later tip's walk that stops at commits an earlier one read keeps its merges,
    /// made after the release first reached master.
    private mutating func walk(_ release: String, from tip: Node, into walked: inout Walked) {
        var pending = [tip]
        var merges: [Node] = []
        var undecidable = false
        defer { if !undecidable { walked.merges += merges } }
        while let start = pending.popLast() {
            var current: Node? = start
            while let node = current {
                if developLine[Int(node)] || productionLine.contains(node) {
                    starts[release, default: []].insert(node)
                    if developLine[Int(node)], productionLine.contains(node) { undecidable = true }
                    break
                }
                guard walked.visited.insert(node).inserted else { break }
                if owner[node] == nil { owner[node] = release }
                current = history.graph.firstParent(node)
                guard history.graph.isMerge(node) else { continue }
                // A merge into another branch (`into develop`, often a pull of develop; or git's
                // message of a merge on master) means the walk has left the release.
                if let target = history.namedTarget(of: node), target != release { break }
                if history.messages[node]?.targetIsMainByGit == true { break }  // git's merge made on master
                // A pull, or a fork's copy of the release merged back (`Merge pull request #4
                // from someone/release/1.2`): the release's own stabilisation work.
                if history.isPull(node, on: release) || history.messages[node]?.source == release {
                    ownWork.insert(node)
                    pending += history.graph.mergedParents(node)
                } else {
                    merges.append(node)
                }
            }
        }
    }

    private mutating func add(_ merge: Node, into release: String) {
        guard audited.insert(merge).inserted else { return }
        merges.append((merge, history.source(of: merge, into: release), release))
    }
}
