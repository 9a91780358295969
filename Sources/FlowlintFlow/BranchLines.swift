import FlowlintCore
import GitKit

/// Which branch's line each commit lies on, as the audit found out: develop's (as the merges tell
/// it), master's, a release's own commits and where each release started, and the commits of
/// merged branches (`ForkAudit`'s claims).
struct BranchLines {
    let history: FlowHistory
    let baseName: String
    let developLine: [Bool]
    /// The production branches' names, and their lines' commits (all of them on one line).
    let production: [String]
    let productionLine: Set<Node>
    let productionOwned: Set<Node>
    let releaseOwner: [Node: String]
    let releaseStarts: [Node: [String]]
    let branchOwner: [Node: String]

    /// The branch a merge went into: the one its message names, else the line it sits on.
    func target(of merge: Node) -> String? {
        if let named = history.namedTarget(of: merge) { return named }
        if productionOwned.contains(merge) { return production.first }
        if developLine[Int(merge)] { return baseName }
        return releaseOwner[merge] ?? branchOwner[merge]
    }

    /// The branches whose line holds `node`, most specific first (a release's own commit; a
    /// merged branch's; where releases started; develop; master), `branch` itself left out.
    func holders(of node: Node, except branch: String) -> [String] {
        if let release = releaseOwner[node], release != branch { return [release] }
        if let owner = branchOwner[node], owner != branch, owner != baseName, !owner.hasSuffix("/" + baseName) { return [owner] }
        var holders = releaseStarts[node] ?? []
        if developLine[Int(node)] { holders.append(baseName) }
        if productionLine.contains(node), let name = production.first { holders.append(name) }
        return holders
    }
}
