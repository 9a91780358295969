import FlowlintCore
import GitKit

/// What each release received: the merges on its line from every tip it was merged at (a
/// release merged into master, then given a feature and merged again, is read at both tips),
/// down to where it left develop's or master's line; and any merge whose message names a
/// release as its target.
struct ReleaseAudit {
    let history: FlowHistory
    let onBase: [Bool]
    let productionLine: Set<Node>
    private(set) var merges: [(node: Node, source: String?, target: String)] = []
    private(set) var names: Set<String> = []
    private var audited = Set<Node>()

    init(history: FlowHistory, onBase: [Bool], productionLine: Set<Node>) {
        self.history = history
        self.onBase = onBase
        self.productionLine = productionLine
    }

    /// Every release tip: the merged parent of each merge of a release, and release branches.
    mutating func run(openReleases: [(name: String, tip: Node)]) {
        var visited: [String: Set<Node>] = [:]
        var tips = openReleases
        for merge in history.merges {
            guard let source = history.source(of: merge, into: nil), history.kind(of: source) == .release,
                  let tip = history.graph.mergedParents(merge).first else { continue }
            tips.append((source, tip))
        }
        for (name, tip) in tips {
            names.insert(name)
            walk(name, from: tip, visited: &visited[name, default: []])
        }
        for merge in history.merges where !audited.contains(merge) {
            // A name that is only a version counts once it was merged as a release (see `Audit`).
            guard let target = history.namedTarget(of: merge), history.kind(of: target) == .release,
                  names.contains(target) || target.contains("/") || history.naming.parse(target) != nil,
                  !history.isPull(merge, on: target) else { continue }
            add(merge, into: target)
        }
    }

    private mutating func walk(_ release: String, from tip: Node, visited: inout Set<Node>) {
        var starts = [tip]
        while let start = starts.popLast() {
            var current: Node? = start
            while let node = current, !onBase[Int(node)], !productionLine.contains(node), visited.insert(node).inserted {
                current = history.graph.firstParent(node)
                guard history.graph.isMerge(node) else { continue }
                // A merge into another branch (`into develop`, often a pull of develop; or git's
                // message of a merge on master) means the walk has left the release.
                if let target = history.namedTarget(of: node), target != release { break }
                if history.messages[node]?.targetIsMainByGit == true { break }  // git's merge made on master
                if history.isPull(node, on: release) {
                    starts += history.graph.mergedParents(node)
                } else {
                    add(node, into: release)
                }
            }
        }
    }

    private mutating func add(_ merge: Node, into release: String) {
        guard audited.insert(merge).inserted else { return }
        merges.append((merge, history.source(of: merge, into: release), release))
    }
}
