import FlowlintCore
import GitKit

/// develop's own commits: a non-merge commit on its first-parent line, or brought by a pull of
/// develop into itself, was committed on develop directly. Commits master made (where develop's
/// line runs down master's after a fast-forward) are master's business. Only commits after
/// develop's first merge are judged: before it develop was being set up; and a develop without
/// any merge (a team that merges by fast-forward) is not judged at all.
///
/// Where develop was fast-forwarded to another branch, its line runs through that branch's
/// commits: below a merge made on that branch (`Merge branch 'develop' into feature/A`), down to
/// where develop's line as the merges record it (`DevelopLine.recorded`) comes back, the commits
/// are the branch's.
struct DevelopAudit {
    let history: FlowHistory
    let baseName: String
    let productionOwned: Set<Node>
    /// `CommitGraph.generations()`: what is below develop's first merge, whatever the clocks say.
    let generation: [Int32]
    /// develop's line as only the merges record it (`DevelopLine.recorded`).
    let recorded: [Bool]

    enum Outcome {
        case commits([Node])
        /// develop has no merge commit of its own.
        case noMerges
    }

    func run(from tip: Node) -> Outcome {
        let graph = history.graph
        var line: [Node] = []
        // Every merge on the lines, the other branch's too: develop had its first merge then.
        var merges: [Node] = []
        var seen = Set<Node>()
        var starts = [tip]
        while let start = starts.popLast() {
            var current: Node? = start
            // The branch develop was fast-forwarded to, while the walk is on its commits.
            var madeOn: String?
            while let node = current, seen.insert(node).inserted {
                if let target = history.namedTarget(of: node), graph.isMerge(node) {
                    madeOn = target == baseName ? nil : target
                } else if recorded[Int(node)] {
                    madeOn = nil
                }
                if !productionOwned.contains(node) {
                    if graph.isMerge(node) {
                        if !history.isPull(node, on: baseName) { merges.append(node) }
                    } else if madeOn == nil {
                        line.append(node)
                    }
                }
                if graph.isMerge(node), history.isPullFromOwnRemote(node, on: baseName) { starts += graph.mergedParents(node) }
                current = graph.firstParent(node)
            }
        }
        guard let firstMerge = merges.map({ generation[Int($0)] }).min() else { return .noMerges }
        return .commits(line.filter { generation[Int($0)] > firstMerge })
    }

    /// A request squashed into one commit by the platform: GitHub ends its title with `(#12)`.
    static func isSquashedRequest(_ header: Substring) -> Bool {
        guard header.last == ")", let open = header.lastIndex(of: "("),
              header[header.index(after: open)...].first == "#" else { return false }
        let number = header[header.index(open, offsetBy: 2)..<header.index(before: header.endIndex)]
        return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
    }
}
