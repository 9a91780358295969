import FlowlintCore
import GitKit

/// Whether a merge brought only fixes of what master already has: a branch made from the target
/// whose every commit is a `git cherry-pick` of a commit master contains (the same author time
/// and first line, or `-x`'s `(cherry picked from commit …)` naming it) or git's revert of one
/// (`This reverts commit …`). Such a branch is a bug fix under another name (`cherry-pick-4.3.5`
/// porting a released patch into the next release, a revert of a change that reached master),
/// not new work; anything else it brings, a merge among them, keeps the merge judged.
struct ReleasedFixes {
    let history: FlowHistory
    let repository: Repository
    let productionTips: [Node]
    /// When each commit reached a production branch, found when first asked.
    private var releasedAt: [Int64]?
    private var byTime: [Node]?

    /// A port of a few fixes: a longer branch, or one further from its target, is not read.
    static let commitLimit = 20
    static let targetLineLimit = 2_000
    /// Commits read while looking for one commit's original.
    static let candidateLimit = 200
    /// git keeps the author time; the original was committed between it and the copy (a day of
    /// clock skew allowed).
    static let skew: Int64 = 86_400

    init(history: FlowHistory, repository: Repository, productionTips: [Node]) {
        self.history = history
        self.repository = repository
        self.productionTips = productionTips
    }

    private var graph: CommitGraph { history.graph }

    /// A merge into master is read only when its title says it reverts (`Revert "…"`, the form
    /// git and the platforms write): master receives thousands of merges in a big history.
    mutating func onlyReverts(merged merge: Node, source: String?) -> Bool {
        graph.mergeHeader(merge)?.contains("Revert \"") == true && onlyFixes(merged: merge, source: source)
    }

    /// Only a named branch that is neither a release nor a bug fix by its name is read commit by
    /// commit: the others are judged by their names, and an unnamed source is reported as such.
    mutating func onlyFixes(merged merge: Node, source: String?) -> Bool {
        guard let source, history.kind(of: source) != .bug, history.kind(of: source) != .release,
              let brought = brought(by: merge), !brought.isEmpty else { return false }
        let mergedAt = graph.committedAt[Int(merge)]
        return brought.allSatisfy { isFix($0, releasedBy: mergedAt) }
    }

    /// The merged side's first-parent chain down to the target's first-parent line; nil when it
    /// holds a merge, is long, or doesn't meet that line soon.
    private func brought(by merge: Node) -> [Node]? {
        guard let target = graph.firstParent(merge), let tip = graph.mergedParents(merge).first else { return nil }
        var targetLine = Set<Node>()
        var current: Node? = target
        while let node = current, targetLine.count < Self.targetLineLimit {
            targetLine.insert(node)
            current = graph.firstParent(node)
        }
        var chain: [Node] = []
        current = tip
        while let node = current, !targetLine.contains(node) {
            guard chain.count < Self.commitLimit, !graph.isMerge(node) else { return nil }
            chain.append(node)
            current = graph.firstParent(node)
        }
        return current == nil ? nil : chain
    }

    /// Whether a commit copies or reverts a commit a production branch had by `time`.
    private mutating func isFix(_ node: Node, releasedBy time: Int64) -> Bool {
        guard let copy = try? repository.commit(graph.id(node), fields: []) else { return false }
        let message = copy.text
        let releasedAt = releaseTimes()
        if let original = (Self.named(by: "(cherry picked from commit ", in: message)
                            ?? Self.named(by: "This reverts commit ", in: message)).flatMap(graph.node) {
            return releasedAt[Int(original)] <= time
        }
        let header = copy.firstLine
        let byTime = commitsByTime()
        var index = firstCommitted(atOrAfter: copy.authoredAt, in: byTime)
        var read = 0
        while index < byTime.count, read < Self.candidateLimit {
            let candidate = byTime[index]
            index += 1
            guard graph.committedAt[Int(candidate)] <= copy.committedAt + Self.skew else { break }
            guard candidate != node, releasedAt[Int(candidate)] <= time, !graph.isMerge(candidate) else { continue }
            read += 1
            if let original = try? repository.commit(graph.id(candidate), fields: []),
               original.authoredAt == copy.authoredAt, original.firstLine == header { return true }
        }
        return false
    }

    /// Binary search: the index of the first commit committed at `time` or later.
    private func firstCommitted(atOrAfter time: Int64, in byTime: [Node]) -> Int {
        var low = 0, high = byTime.count
        while low < high {
            let middle = (low + high) / 2
            if graph.committedAt[Int(byTime[middle])] < time { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Every commit, oldest committed first, found when first asked.
    private mutating func commitsByTime() -> [Node] {
        if let byTime { return byTime }
        let sorted = (0..<Node(graph.count)).sorted { graph.committedAt[Int($0)] < graph.committedAt[Int($1)] }
        byTime = sorted
        return sorted
    }

    /// When each commit reached a production branch: the time of the oldest commit of its
    /// first-parent line that contains it (`Int64.max`: never).
    private mutating func releaseTimes() -> [Int64] {
        if let releasedAt { return releasedAt }
        var times = [Int64](repeating: .max, count: graph.count)
        for tip in productionTips {
            for line in graph.firstParentLine(from: tip).reversed() {
                let time = graph.committedAt[Int(line)]
                var pending = [line]
                while let node = pending.popLast() {
                    guard times[Int(node)] > time else { continue }
                    times[Int(node)] = time
                    if let first = graph.firstParent(node) { pending.append(first) }
                    pending += graph.mergedParents(node)
                }
            }
        }
        releasedAt = times
        return times
    }

    /// The commit git's own line names: the original of `git cherry-pick -x`, the commit
    /// `git revert` undid.
    static func named(by marker: String, in message: String) -> ObjectID? {
        guard let start = message.ranges(of: marker).last else { return nil }
        return ObjectID(hex: String(message[start.upperBound...].prefix { $0.isHexDigit }))
    }
}

extension Commit {
    /// The message as text (lossy where it is not UTF-8).
    var text: String { utf8Message ?? String(decoding: rawMessage, as: UTF8.self) }

    /// The first line, after any blank lines.
    var firstLine: Substring { text.drop { $0 == "\n" }.prefix { $0 != "\n" } }
}
