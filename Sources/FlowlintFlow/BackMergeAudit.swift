import FlowlintCore
import GitKit

/// Releases that reached master and never came back into develop: master's newest merge of each
/// release whose merged tip develop's history doesn't hold (merged back, through master or a
/// tag merged into develop, or develop fast-forwarded to master all put it there). A merge
/// committed after develop's tip is not judged: develop had no chance to take it yet.
enum BackMergeAudit {
    static func run(_ history: FlowHistory, productionMerges: [(node: Node, source: String?, target: String)],
                    developTip: Node) -> [PendingEvent] {
        let graph = history.graph
        var newest: [String: (node: Node, target: String)] = [:]
        var order: [String] = []
        for merge in productionMerges {
            guard let release = merge.source, history.kind(of: release) == .release else { continue }
            if let known = newest[release] {
                guard graph.committedAt[Int(merge.node)] > graph.committedAt[Int(known.node)] else { continue }
            } else {
                order.append(release)
            }
            newest[release] = (merge.node, merge.target)
        }
        let developedUntil = graph.committedAt[Int(developTip)]
        var inDevelop: [Bool]?
        var events: [PendingEvent] = []
        for release in order {
            guard let (merge, target) = newest[release], graph.committedAt[Int(merge)] <= developedUntil,
                  let tip = graph.mergedParents(merge).first else { continue }
            let held = inDevelop ?? reachable(from: developTip, in: graph)
            inDevelop = held
            if !held[Int(tip)] { events.append(.notMergedBack(merge, release: release, target: target)) }
        }
        return events
    }

    /// Every commit develop's history holds.
    private static func reachable(from tip: Node, in graph: CommitGraph) -> [Bool] {
        var held = [Bool](repeating: false, count: graph.count)
        var pending = [tip]
        while let node = pending.popLast() {
            guard !held[Int(node)] else { continue }
            held[Int(node)] = true
            if let first = graph.firstParent(node) { pending.append(first) }
            pending += graph.mergedParents(node)
        }
        return held
    }
}
