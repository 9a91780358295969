import FlowlintCore
import GitKit

/// The history audit of SPEC 1.4. Branches are deleted on merge, so merge messages (and the
/// branches that still exist) are the record of what went where; a message's target wins over
/// the line its merge sits on. The history is read once into a `CommitGraph`; every line is
/// then followed in memory.
public struct FlowAudit {
    let repository: Repository
    let configuration: Configuration
    /// Audit where remote-only branches started too (`flow --all`).
    let includeRemotes: Bool

    public struct Result: Sendable {
        public var findings: [Finding] = []
        public var notes: [LocalizedText] = []
        /// Each commit of the history read once, counted once.
        public var commits = 0
        public var branches = 0
    }

    public init(repository: Repository, configuration: Configuration, includeRemotes: Bool) {
        self.repository = repository
        self.configuration = configuration
        self.includeRemotes = includeRemotes
    }

    /// Throws `GitError` when the history can't be read, and the checker's error for a bad
    /// configuration (a pattern or template that doesn't compile).
    public func run() throws -> Result {
        let tips = try BranchTip.all(in: repository)
        let roles = FlowRoles(configuration, tips: tips)
        var result = Result(notes: roles.notes)
        guard let base = roles.base else {
            result.notes.append(LocalizedText(
                ru: "нет ветки \(configuration.flowBase): граф git-flow не проверялся",
                en: "no \(configuration.flowBase) branch: the git-flow graph was not audited"))
            return result
        }
        let checker = try FlowChecker(configuration: roles.configuration)
        let graph = try CommitGraph(repository, tips: tips.map(\.id))
        let history = FlowHistory(graph: graph, tips: tips, naming: checker.naming)
        var audit = Audit(history: history, baseName: base.name, repository: repository)
        audit.markBase(from: base.id)
        for production in roles.production {
            audit.production(production.name, tip: production.id)
        }
        let open = tips.filter { includeRemotes || !$0.isRemote }
        audit.forks(open: open)
        audit.releases(open: open)
        audit.branchModel(Audit.BranchModelRules(
            developDirectCommit: checker.judges(FlowDevelopDirectCommit.description),
            releaseBackMerge: checker.judges(FlowReleaseBackMerge.description),
            bugFixOrigin: checker.judges(FlowBugfixOrigin.description),
            featureTarget: checker.judges(FlowFeatureTarget.description)))
        result.notes += audit.notes
        var seen = Set<Finding>()
        for event in try audit.events() {
            for finding in checker.check(event) where seen.insert(finding).inserted { result.findings.append(finding) }
        }
        result.commits = graph.count
        result.branches = 1 + roles.production.count + audit.releaseNames.count
        return result
    }
}
