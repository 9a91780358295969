import FlowlintCore
import GitKit

/// One run's state: the lines found so far and the events they produced.
struct Audit {
    let history: FlowHistory
    let baseName: String
    let repository: Repository
    /// develop's line: its first-parent line and the lines its pulls brought.
    private(set) var onBase: [Bool] = []
    private var productionLine = Set<Node>()
    private var productionOwned = Set<Node>()
    private var pending: [ProductionAudit.PendingEvent] = []
    private var forkEvents: [FlowEvent] = []
    private var releaseMerges: [(node: Node, source: String?, target: String)] = []
    private(set) var releaseNames = Set<String>()
    private var productionTips: [Node] = []

    init(history: FlowHistory, baseName: String, repository: Repository) {
        self.history = history
        self.baseName = baseName
        self.repository = repository
    }

    private var graph: CommitGraph { history.graph }

    mutating func markBase(from id: ObjectID) {
        onBase = Array(repeating: false, count: graph.count)
        var starts = graph.node(id).map { [$0] } ?? []
        while let start = starts.popLast() {
            var current: Node? = start
            while let node = current, !onBase[Int(node)] {
                onBase[Int(node)] = true
                if graph.isMerge(node), history.isPull(node, on: baseName) { starts += graph.mergedParents(node) }
                current = graph.firstParent(node)
            }
        }
    }

    mutating func production(_ name: String, tip id: ObjectID) {
        guard let tip = graph.node(id) else { return }
        productionTips.append(tip)
        let result = ProductionAudit(history: history, name: name, baseName: baseName, onBase: onBase).run(from: tip)
        productionLine.formUnion(result.line)
        productionOwned.formUnion(result.owned)
        pending += result.events
    }

    /// Merges into develop, oldest first so a branch made from another is met after it; then
    /// the open branches.
    mutating func forks(open: [BranchTip]) {
        var audit = ForkAudit(history: history, baseName: baseName, onBase: baseLineByMessages(), productionLine: productionLine)
        let generation = graph.generations()
        let merges = graph.merges.filter(isMergeIntoBase).sorted {
            (generation[Int($0)], graph.committedAt[Int($0)], $0) < (generation[Int($1)], graph.committedAt[Int($1)], $1)
        }
        for merge in merges {
            guard let source = history.source(of: merge, into: baseName) else { continue }
            audit.merged(source, at: merge) { try? header($0) }
        }
        for tip in open {
            if let node = graph.node(tip.id) { audit.open(tip.name, tip: node) }
        }
        forkEvents = audit.events
    }

    /// develop's line as the messages tell it: below a merge whose message names develop as its
    /// target, its first parents were develop's, even where develop's own first-parent line
    /// later ran elsewhere (develop fast-forwarded onto master's line after a release).
    private func baseLineByMessages() -> [Bool] {
        var line = onBase
        for merge in graph.merges where history.namedTarget(of: merge) == baseName {
            var current: Node? = merge
            while let node = current, !line[Int(node)] {
                line[Int(node)] = true
                current = graph.firstParent(node)
            }
        }
        return line
    }

    /// A merge whose message names develop, or that sits on develop's line naming no target
    /// and was not master's own; pulls of develop into itself are no merges.
    private func isMergeIntoBase(_ merge: Node) -> Bool {
        if let target = history.namedTarget(of: merge) {
            return target == baseName && !history.isPull(merge, on: baseName)
        }
        return onBase[Int(merge)] && !productionOwned.contains(merge) && !history.isPull(merge, on: baseName)
    }

    mutating func releases(open: [BranchTip]) {
        var audit = ReleaseAudit(history: history, onBase: onBase, productionLine: productionLine)
        // A branch named only by a version (`v1.0.0`) is taken for a release once merged as one;
        // left open, it is as likely an old line kept for a major version.
        let releases = open.compactMap { tip in
            history.kind(of: tip.name) == .release && (tip.name.contains("/") || history.naming.parse(tip.name) != nil)
                ? graph.node(tip.id).map { (name: tip.name, tip: $0) } : nil
        }
        audit.run(openReleases: releases)
        releaseMerges = audit.merges
        releaseNames = audit.names
    }

    /// The events, with each commit's header read now (only reported commits are read again).
    func events() throws(GitError) -> [FlowEvent] {
        var events: [FlowEvent] = []
        var fixes = ReleasedFixes(history: history, repository: repository, productionTips: productionTips)
        for event in pending {
            switch event {
            case .directCommit(let node, let branch):
                events.append(.directCommit(sha: graph.id(node).hex, header: try header(node), branch: branch))
            case .fastForward(let node, let target, let branch):
                events.append(.fastForward(sha: graph.id(node).hex, header: try header(node), target: target, branch: branch))
            case .merge(let node, let source, let target):
                events.append(.merge(FlowMerge(
                    sha: graph.id(node).hex, header: try header(node), source: source, target: target,
                    sourceStartedOnTarget: startedOnProduction(node, source: source, target: target),
                    carriesOnlyReleasedFixes: fixes.onlyReverts(merged: node, source: source))))
            }
        }
        events += forkEvents
        for merge in releaseMerges {
            events.append(.merge(FlowMerge(
                sha: graph.id(merge.node).hex, header: try header(merge.node), source: merge.source, target: merge.target,
                sourceStartedOnTarget: false, carriesOnlyReleasedFixes: fixes.onlyFixes(merged: merge.node, source: merge.source))))
        }
        return events
    }

    /// Whether a bug fix merged into master was made from master: its line reaches master's
    /// before develop's, or `flowlint start bug` recorded master as its origin.
    private func startedOnProduction(_ merge: Node, source: String?, target: String) -> Bool {
        guard let source, history.kind(of: source) == .bug else { return false }
        if let config = try? repository.config(), (try? config.string("branch.\(source).flowlint-base")) == target { return true }
        var current = graph.mergedParents(merge).first
        while let node = current {
            if productionLine.contains(node) { return true }
            if onBase[Int(node)] { return false }
            current = graph.firstParent(node)
        }
        return false
    }

    private func header(_ node: Node) throws(GitError) -> String {
        if let header = graph.mergeHeader(node) { return header }
        return String(try repository.commit(graph.id(node), fields: []).firstLine)
    }
}
