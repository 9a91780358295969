import FlowlintCore
import GitKit

/// develop's own commits: a non-merge commit on its first-parent line, or brought by a pull of
/// develop into itself, was committed on develop directly. Commits master made (where develop's
/// line runs down master's after a fast-forward) are master's business. Only commits after
/// develop's first merge are judged: before it develop was being set up; and a develop without
/// any merge (a team that merges by fast-forward) is not judged at all.
struct DevelopAudit {
    let history: FlowHistory
    let baseName: String
    let productionOwned: Set<Node>
    /// `CommitGraph.generations()`: what is below develop's first merge, whatever the clocks say.
    let generation: [Int32]

    enum Outcome {
        case commits([Node])
        /// develop has no merge commit of its own.
        case noMerges
    }

    func run(from tip: Node) -> Outcome {
        let graph = history.graph
        var line: [Node] = []
        var seen = Set<Node>()
        var starts = [tip]
        while let start = starts.popLast() {
            var current: Node? = start
            while let node = current, seen.insert(node).inserted {
                if !productionOwned.contains(node) { line.append(node) }
                if graph.isMerge(node), history.isPull(node, on: baseName) { starts += graph.mergedParents(node) }
                current = graph.firstParent(node)
            }
        }
        let merges = line.lazy.filter { graph.isMerge($0) && !history.isPull($0, on: baseName) }
        guard let firstMerge = merges.map({ generation[Int($0)] }).min() else { return .noMerges }
        return .commits(line.filter { !graph.isMerge($0) && generation[Int($0)] > firstMerge })
    }

    /// A request squashed into one commit by the platform: GitHub ends its title with `(#12)`.
    static func isSquashedRequest(_ header: Substring) -> Bool {
        guard header.last == ")", let open = header.lastIndex(of: "("),
              header[header.index(after: open)...].first == "#" else { return false }
        let number = header[header.index(open, offsetBy: 2)..<header.index(before: header.endIndex)]
        return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
    }
}
