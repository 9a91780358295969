import FlowlintCore
import GitKit

/// One run's state: the lines found so far and the events they produced.
struct Audit {
    let history: FlowHistory
    let baseName: String
    let repository: Repository
    /// develop's line: its first-parent line and the lines its pulls brought.
    private(set) var onBase: [Bool] = []
    /// develop's line as the merges tell it (`DevelopLine`).
    private var developLine: [Bool] = []
    private var baseTip: Node?
    private var productionNames: [String] = []
    private var productionLine = Set<Node>()
    private var productionOwned = Set<Node>()
    private var pending: [PendingEvent] = []
    private var productionMerges: [(node: Node, source: String?, target: String)] = []
    private var forkEvents: [FlowEvent] = []
    private var branchOwner: [Node: String] = [:]
    private var releaseMerges: [(node: Node, source: String?, target: String)] = []
    private var releaseOwner: [Node: String] = [:]
    private var releaseStarts: [Node: [String]] = [:]
    private(set) var releaseNames = Set<String>()
    private var productionTips: [Node] = []
    private(set) var notes: [LocalizedText] = []
    /// `CommitGraph.generations()`, computed once.
    private var generation: [Int32] = []

    init(history: FlowHistory, baseName: String, repository: Repository) {
        self.history = history
        self.baseName = baseName
        self.repository = repository
    }

    private var graph: CommitGraph { history.graph }

    mutating func markBase(from id: ObjectID) {
        onBase = Array(repeating: false, count: graph.count)
        baseTip = graph.node(id)
        var starts = baseTip.map { [$0] } ?? []
        while let start = starts.popLast() {
            var current: Node? = start
            while let node = current, !onBase[Int(node)] {
                onBase[Int(node)] = true
                if graph.isMerge(node), history.isPull(node, on: baseName) { starts += graph.mergedParents(node) }
                current = graph.firstParent(node)
            }
        }
        developLine = DevelopLine.mark(history, baseName: baseName, onBase: onBase)
    }

    mutating func production(_ name: String, tip id: ObjectID) {
        guard let tip = graph.node(id) else { return }
        productionNames.append(name)
        productionTips.append(tip)
        let result = ProductionAudit(history: history, name: name, baseName: baseName, onBase: onBase).run(from: tip)
        productionLine.formUnion(result.line)
        productionOwned.formUnion(result.owned)
        pending += result.events
        for case .merge(let node, let source, let target) in result.events { productionMerges.append((node, source, target)) }
    }

    /// Merges into develop, oldest first so a branch made from another is met after it; then
    /// the open branches.
    mutating func forks(open: [BranchTip]) {
        var audit = ForkAudit(history: history, baseName: baseName, onBase: developLine, productionLine: productionLine)
        if generation.isEmpty { generation = graph.generations() }
        let merges = graph.merges.filter(isMergeIntoBase).sorted {
            (generation[Int($0)], graph.committedAt[Int($0)], $0) < (generation[Int($1)], graph.committedAt[Int($1)], $1)
        }
        for merge in merges {
            guard let source = history.source(of: merge, into: baseName) else { continue }
            audit.merged(source, at: merge) { try? header($0) }
        }
        // Oldest tip first, as the merges: a branch made from another open one is met after it.
        let tips = open.compactMap { tip in graph.node(tip.id).map { (name: tip.name, node: $0) } }
        for tip in tips.sorted(by: { (generation[Int($0.node)], $0.name) < (generation[Int($1.node)], $1.name) }) {
            audit.open(tip.name, tip: tip.node)
        }
        forkEvents = audit.events
        branchOwner = audit.owner
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
        if generation.isEmpty { generation = graph.generations() }
        var audit = ReleaseAudit(history: history, developLine: developLine, productionLine: productionLine, generation: generation)
        // A branch named only by a version (`v1.0.0`) is taken for a release once merged as one;
        // left open, it is as likely an old line kept for a major version.
        let releases = open.compactMap { tip in
            history.kind(of: tip.name) == .release && (tip.name.contains("/") || history.naming.parse(tip.name) != nil)
                ? graph.node(tip.id).map { (name: tip.name, tip: $0) } : nil
        }
        audit.run(openReleases: releases)
        releaseMerges = audit.merges
        releaseNames = audit.names
        releaseOwner = audit.owner
        for (release, starts) in audit.starts.sorted(by: { $0.key < $1.key }) {
            for start in starts { releaseStarts[start, default: []].append(release) }
        }
    }

    /// Which of the branch-model rules are on: an audit whose events no rule reads is not run
    /// (they are off by default, and develop's own line is the costly walk).
    struct BranchModelRules {
        var developDirectCommit: Bool
        var releaseBackMerge: Bool
        var bugFixOrigin: Bool
        var featureTarget: Bool
    }

    /// The rules about develop's own line, releases coming back, bug fixes' origins and
    /// features' targets, once every line is known.
    mutating func branchModel(_ rules: BranchModelRules) {
        if let baseTip {
            if rules.developDirectCommit { developDirectCommits(from: baseTip) }
            if rules.releaseBackMerge {
                pending += BackMergeAudit.run(history, productionMerges: productionMerges, developTip: baseTip)
            }
        }
        guard rules.bugFixOrigin || rules.featureTarget else { return }
        let lines = BranchLines(
            history: history, baseName: baseName, developLine: developLine, production: productionNames,
            productionLine: productionLine, productionOwned: productionOwned, releaseOwner: releaseOwner,
            releaseStarts: releaseStarts, branchOwner: branchOwner)
        if rules.bugFixOrigin { pending += BugFixAudit(history: history, lines: lines).run() }
        if rules.featureTarget { pending += FeatureTargetAudit.run(history, lines: lines) }
    }

    private mutating func developDirectCommits(from tip: Node) {
        if generation.isEmpty { generation = graph.generations() }
        let develop = DevelopAudit(
            history: history, baseName: baseName, productionOwned: productionOwned, generation: generation,
            recorded: DevelopLine.recorded(history, baseName: baseName))
        switch develop.run(from: tip) {
        case .commits(let commits):
            pending += commits.map { .directCommit($0, branch: baseName) }
        case .noMerges:
            notes.append(LocalizedText(
                ru: "в \(baseName) нет ни одного merge-коммита (слияние перемоткой): flow-develop-direct-commit не проверялось",
                en: "\(baseName) has no merge commit (fast-forward merges): flow-develop-direct-commit was not judged"))
        }
    }

    /// The events, with each commit's header read now (only reported commits are read again).
    func events() throws(GitError) -> [FlowEvent] {
        var events: [FlowEvent] = []
        var fixes = ReleasedFixes(history: history, repository: repository, productionTips: productionTips)
        for event in pending {
            switch event {
            case .directCommit(let node, let branch):
                let header = try header(node)
                if branch == baseName, DevelopAudit.isSquashedRequest(Substring(header)) { continue }
                events.append(.directCommit(sha: graph.id(node).hex, header: header, branch: branch))
            case .fastForward(let node, let target, let branch):
                events.append(.fastForward(sha: graph.id(node).hex, header: try header(node), target: target, branch: branch))
            case .merge(let node, let source, let target):
                events.append(.merge(FlowMerge(
                    sha: graph.id(node).hex, header: try header(node), source: source, target: target,
                    sourceStartedOnTarget: startedOnProduction(node, source: source, target: target),
                    carriesOnlyReleasedFixes: fixes.onlyReverts(merged: node, source: source))))
            case .notMergedBack(let node, let release, let target):
                events.append(.releaseNotMergedBack(FlowMerge(
                    sha: graph.id(node).hex, header: try header(node), source: release, target: target, sourceStartedOnTarget: false)))
            case .bugFix(let node, let branch, let target, let origins, let mergedInto):
                events.append(.bugFixMerge(FlowBugFixMerge(
                    sha: graph.id(node).hex, header: try header(node), branch: branch, target: target, origins: origins,
                    mergedInto: mergedInto)))
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
        guard let source else { return madeFromTip(merged: merge) }
        guard history.kind(of: source) == .bug else { return false }
        if let config = try? repository.config(), (try? config.string("branch.\(source).flowlint-base")) == target { return true }
        var current = graph.mergedParents(merge).first
        while let node = current {
            if productionLine.contains(node) { return true }
            if onBase[Int(node)] { return false }
            current = graph.firstParent(node)
        }
        return false
    }

    /// Whether a branch nothing names was a few commits made on master's tip and merged back
    /// under a title of their own: a fix (a release is made from develop, and work branched from
    /// an older master commit is no such fix). A tip develop's line holds too tells nothing.
    private func madeFromTip(merged merge: Node) -> Bool {
        guard let tip = graph.firstParent(merge), !onBase[Int(tip)],
              let start = graph.mergedParents(merge).first else { return false }
        var current: Node? = start
        while let node = current, !graph.isMerge(node), !onBase[Int(node)], !productionLine.contains(node) {
            if graph.firstParent(node) == tip { return true }
            current = graph.firstParent(node)
        }
        return false
    }

    private func header(_ node: Node) throws(GitError) -> String {
        if let header = graph.mergeHeader(node) { return header }
        return String(try repository.commit(graph.id(node), fields: []).firstLine)
    }
}
