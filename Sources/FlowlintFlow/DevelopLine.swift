import FlowlintCore
import GitKit

/// develop's line as the history tells it, beyond today's first-parent line: where develop was
/// fast-forwarded onto master's line after a release (or a tag was merged into it that way),
/// its earlier commits are off its first-parent line now, and only the merges still say where
/// develop was. A commit on the first-parent line below any of these was develop's:
/// - a merge whose message names develop as its target (`Merge branch 'A' into develop`, and
///   back-merges: `Merge tag '1.2' into develop`, `Merge branch 'master' into develop`);
/// - a later tip of develop that another merge recorded (`Merge branch 'develop' into A`,
///   `Merge pull request #5 from team/develop`): its merged parent.
/// Pulls of develop into itself bring develop's commits too.
enum DevelopLine {
    static func mark(_ history: FlowHistory, baseName: String, onBase: [Bool]) -> [Bool] {
        walk(history, baseName: baseName, line: onBase, stoppingAtOtherTargets: false)
    }

    /// develop's line as only the merges record it, today's first-parent line left out; a walk
    /// stops at a merge made on another branch (`Merge branch 'develop' into feature/A`): below
    /// it, where develop was fast-forwarded to that branch, the commits are the branch's.
    static func recorded(_ history: FlowHistory, baseName: String) -> [Bool] {
        walk(history, baseName: baseName, line: Array(repeating: false, count: history.graph.count),
             stoppingAtOtherTargets: true)
    }

    private static func walk(_ history: FlowHistory, baseName: String, line: [Bool], stoppingAtOtherTargets: Bool) -> [Bool] {
        let graph = history.graph
        var line = line
        var starts: [Node] = []
        for merge in history.merges {
            if history.namedTarget(of: merge) == baseName {
                starts.append(merge)
            } else if let message = history.messages[merge], message.source == baseName, message.form != .tag,
                      !history.isPull(merge, on: baseName) {
                starts += graph.mergedParents(merge)
            }
        }
        while let start = starts.popLast() {
            var current: Node? = start
            while let node = current, !line[Int(node)] {
                if stoppingAtOtherTargets, graph.isMerge(node), let target = history.namedTarget(of: node), target != baseName { break }
                line[Int(node)] = true
                if graph.isMerge(node), history.isPull(node, on: baseName) { starts += graph.mergedParents(node) }
                current = graph.firstParent(node)
            }
        }
        return line
    }
}
