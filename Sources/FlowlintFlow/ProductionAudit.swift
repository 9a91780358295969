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
    }

    /// An event whose commit header is read only when it is reported.
    enum PendingEvent {
        case directCommit(Node, branch: String)
        case merge(Node, source: String?, target: String)
        case fastForward(Node, target: String, branch: String)
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
            let owners = LineOwnership.owners(anchors: chain.map(anchor), onBase: chain.map { onBase[Int($0)] })
            for point in LineOwnership.fastForwards(owners) {
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
            pulls += graph.mergedParents(node)
            return
        }
        result.events.append(.merge(node, source: history.source(of: node, into: name), target: name))
    }

    /// Who made a commit, as far as its message says. git leaves the target out only for master
    /// and main; a feature or refactoring merged on develop's line was merged into develop.
    private func anchor(_ node: Node) -> LineOwner? {
        guard history.graph.isMerge(node) else { return nil }
        if let target = history.namedTarget(of: node) {
            if target == name { return .production }
            return target == baseName ? .base : .other(target)
        }
        guard let message = history.messages[node] else { return nil }
        if message.targetIsMainByGit { return .production }
        guard onBase[Int(node)] else { return nil }
        switch history.kind(of: message.source) {
        case .feature?, .refactoring?: return .base
        default: return message.source == baseName ? .production : nil
        }
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
