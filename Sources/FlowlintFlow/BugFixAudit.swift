import FlowlintCore
import GitKit

/// Where bug fixes were made and where they went: each merge of a `bugs/` branch with its target
/// (the message's, else the line it sits on) and its origins, the lines that hold its fork point
/// (found by following its first parents past its own commits).
struct BugFixAudit {
    let history: FlowHistory
    let lines: BranchLines

    /// A bug branch is short: a fork point further than this is not looked for.
    static let stepLimit = 5_000

    func run() -> [PendingEvent] {
        var merges: [(node: Node, branch: String, target: String)] = []
        var targets: [String: [String]] = [:]
        for merge in history.merges {
            guard let target = lines.target(of: merge), let branch = history.source(of: merge, into: target),
                  branch != target, history.kind(of: branch) == .bug, !history.isPull(merge, on: target) else { continue }
            merges.append((merge, branch, target))
            if !(targets[branch]?.contains(target) ?? false) { targets[branch, default: []].append(target) }
        }
        var origins: [String: [String]] = [:]
        return merges.compactMap { merge in
            guard !lines.production.contains(merge.target) else { return nil }  // flow-master-merge's
            let found = origins[merge.branch] ?? self.origins(of: merge.branch, from: merge.node)
            origins[merge.branch] = found
            guard !found.isEmpty, !found.contains(merge.target) else { return nil }
            return .bugFix(merge.node, branch: merge.branch, target: merge.target, origins: found,
                           mergedInto: targets[merge.branch] ?? [])
        }
    }

    /// The lines holding the fork point of the branch merged at `merge`.
    private func origins(of branch: String, from merge: Node) -> [String] {
        var current = history.graph.mergedParents(merge).first
        var steps = 0
        while let node = current, steps < Self.stepLimit {
            let holders = lines.holders(of: node, except: branch)
            if !holders.isEmpty { return holders }
            current = history.graph.firstParent(node)
            steps += 1
        }
        return []
    }
}
