import FlowlintCore
import GitKit

/// master's line: which of its commits master made (direct commits and merges, judged), where a
/// fast-forward brought another branch's commits (reported once each), and pulls of master into
/// itself unwrapped: the commits they bring were committed on master too.
struct ProductionAudit {
    let history: FlowHistory
    let name: String
    let baseName: String
    /// Commits on develop's line (its first-parent line with its pulls).
    let onBase: [Bool]

    struct Result {
        var events: [PendingEvent] = []
        /// Every commit on master's lines, whoever made it.
        var line: Set<Node> = []
        /// The commits master made itself.
        var owned: Set<Node> = []
        /// The tips master's merges merged: a merge made in two clones (one arriving by a pull
        /// of master into itself) merged one tip, and is judged once.
        var mergedTips: Set<Node> = []
    }

    func run(from tip: Node) -> Result {
        var result = Result()
        var chains: [Node] = [tip]
        while let start = chains.popLast() {
            var chain: [Node] = []
            var current: Node? = start
            while let node = current, result.line.insert(node).inserted {
                chain.append(node)
                current = history.graph.firstParent(node)
            }
            let anchors = anchors(chain)
            let owners = LineOwnership.owners(anchors: anchors, onBase: chain.map { onBase[Int($0)] })
            for point in LineOwnership.fastForwards(owners, anchors: anchors) {
                guard let branch = fastForwardBranch(owners[point]) else { continue }
                result.events.append(.fastForward(chain[point], target: name, branch: branch))
            }
            for (node, owner) in zip(chain, owners) where owner == .production {
                result.owned.insert(node)
                audit(node, into: &result, pulls: &chains)
            }
        }
        return result
    }

    private func audit(_ node: Node, into result: inout Result, pulls: inout [Node]) {
        let graph = history.graph
        guard !graph.isRoot(node) else { return }
        guard graph.isMerge(node) else {
            result.events.append(.directCommit(node, branch: name))
            return
        }
        if history.isPull(node, on: name) {
            // A fork's master merged from its remote brings commits made there: none is this line's.
            if history.isPullFromOwnRemote(node, on: name) { pulls += graph.mergedParents(node) }
            return
        }
        if history.messages[node]?.form == .tag { return }  // a tag marks a release: no branch to judge
        if let tip = graph.mergedParents(node).first, !result.mergedTips.insert(tip).inserted { return }
        // Named by nothing, a tip on develop's line is develop (a release request titled by hand).
        let source = history.source(of: node, into: name)
            ?? graph.mergedParents(node).first.flatMap { onBase[Int($0)] ? baseName : nil }
        result.events.append(.merge(node, source: source, target: name))
    }

    /// Who made each commit of a chain, as far as the messages say. A pull request names no
    /// target: one on develop's line, above a merge that shows develop already existed, was
    /// develop's (master was fast-forwarded to it later); below any such merge, develop may have
    /// been made from master after it, so it says nothing.
    private func anchors(_ chain: [Node]) -> [LineOwner?] {
        var anchors = chain.map(anchor)
        var developExisted = false
        for index in chain.indices.reversed() {
            let node = chain[index]
            guard let message = history.messages[node] else { continue }
            if developExisted, anchors[index] == nil, message.form == .pullRequest, onBase[Int(node)], madeOnDevelop(message) {
                anchors[index] = .base
            }
            if history.namedTarget(of: node) == baseName || (message.form != .pullRequest && message.source == baseName) {
                developExisted = true
            }
        }
        return anchors
    }

    /// Whether a pull request naming no target was most likely merged into develop: not
    /// `someone/develop` (develop's own request into master, or a fork's into develop), not a
    /// release or a bug fix (they go into master).
    private func madeOnDevelop(_ message: MergeMessage) -> Bool {
        guard message.source != baseName else { return false }
        let kind = history.kind(of: message.source)
        return kind != .release && kind != .bug
    }

    /// Who made a commit, as far as its own message says.
    private func anchor(_ node: Node) -> LineOwner? {
        guard history.graph.isMerge(node) else { return nil }
        if let target = history.namedTarget(of: node) {
            if target == name { return .production }
            return target == baseName ? .base : .other(target)
        }
        guard let message = history.messages[node] else { return nil }
        // git's own messages leave out only master and main. A pull request proves nothing by
        // itself: `someone/develop` may be a fork's, and develop may have been made from master
        // after features were merged into master.
        return message.targetIsMainByGit ? .production : nil
    }

    /// The branch a fast-forward brought master to, nil when that is no violation (a release,
    /// or a bug fix, reaching master without a merge commit).
    private func fastForwardBranch(_ owner: LineOwner) -> String? {
        switch owner {
        case .production: return nil
        case .base: return baseName
        case .other(let branch):
            switch history.kind(of: branch) {
            case .release?, .bug?: return nil
            default: return branch
            }
        }
    }
}
