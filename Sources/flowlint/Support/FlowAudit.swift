import FlowlintCore
import FlowlintReport
import GitKit

/// The history audit of section 1.4: walks the first-parent lines of the flow's branches and
/// turns what it finds into events for the flow rules. Branches are deleted on merge, so merge
/// messages (and refs that still exist) are the record of what went where.
struct FlowAudit {
    let repository: Repository
    let checker: FlowChecker
    /// Audit where remote-only branches started too (`flow --all`).
    let includeRemotes: Bool

    private var configuration: Configuration { checker.naming.configuration }

    /// How a branch's first-parent chain, followed back from its tip, ended: on a flow line
    /// (a commit may be on both, e.g. the first one), at another branch's commit, or at the root.
    enum ChainEnd: Equatable {
        case line(onBase: Bool, onProduction: Bool)
        case root
        case claimed(by: String)

        var onBase: Bool { self == .line(onBase: true, onProduction: true) || self == .line(onBase: true, onProduction: false) }
        var onProduction: Bool { self == .line(onBase: true, onProduction: true) || self == .line(onBase: false, onProduction: true) }
    }

    struct State {
        var events: [FlowEvent] = []
        /// Which branch a commit was first found to belong to.
        var owner: [ObjectID: String] = [:]
        var releases: [(name: String, tip: ObjectID)] = []
        var commitsRead = 0
    }

    func run() throws -> Report {
        var report = Report()
        let tips = try branchTips()
        guard let baseTip = tips.first(where: { $0.name == configuration.flowBase })?.id else {
            report.notes.append(LocalizedText(
                ru: "нет ветки \(configuration.flowBase): граф git-flow не проверялся",
                en: "no \(configuration.flowBase) branch: the git-flow graph was not audited"))
            return report
        }
        var state = State()
        let baseLine = try firstParentLine(from: baseTip, state: &state)
        let baseSet = Set(baseLine)
        var productionSet = Set<ObjectID>()
        var productionLines: [(String, [ObjectID])] = []
        for name in checker.flow.productionBranches {
            guard let tip = tips.first(where: { $0.name == name })?.id else { continue }
            let line = try firstParentLine(from: tip, state: &state)
            productionLines.append((name, line))
            productionSet.formUnion(line)
        }
        let lines = Lines(base: baseSet, production: productionSet)
        let namesByTip = Dictionary(grouping: tips, by: \.id).mapValues { $0.map(\.name) }
        for (name, line) in productionLines {
            try auditProduction(name, line, lines, namesByTip, &state)
        }
        try auditBaseMerges(baseLine.reversed(), lines, namesByTip, &state)
        try auditExistingBranches(tips, lines, &state)
        try auditReleases(lines, namesByTip, &state)
        var seen = Set<Finding>()
        for event in state.events {
            for finding in checker.check(event) where seen.insert(finding).inserted { report.findings.append(finding) }
        }
        report.checked.branches = Set(state.releases.map(\.name)).count + 1 + productionLines.count
        report.checked.commits = state.commitsRead
        return report
    }

    struct Lines {
        let base: Set<ObjectID>
        let production: Set<ObjectID>
    }

    struct Tip {
        let name: String
        let id: ObjectID
        /// Known only as a remote-tracking branch.
        let isRemote: Bool
    }

    // MARK: - The lines

    /// Where `flowlint start bug` recorded a bug branch came from, while its config is here:
    /// it tells what the graph can't, e.g. after a squash or a rebase.
    private func recordedOrigin(of branch: String) -> String? {
        guard checker.naming.parse(branch)?.kind == .bug, let config = try? repository.config() else { return nil }
        return (try? config.string("branch.\(branch).flowlint-base")) ?? nil
    }

    /// master: every commit that is not a merge is a direct commit; every merge is judged.
    private func auditProduction(_ name: String, _ line: [ObjectID], _ lines: Lines, _ namesByTip: [ObjectID: [String]], _ state: inout State) throws {
        for id in line {
            let commit = try read(id, &state)
            let header = Self.header(commit)
            switch commit.parentIDs.count {
            case 0: continue
            case 1: state.events.append(.directCommit(sha: id.hex, header: header, branch: name))
            default:
                guard let source = sourceName(commit, header, namesByTip) else { continue }
                let end = try chainEnd(from: commit.parentIDs[1], lines, claim: nil, &state)
                let startedOnTarget = end.onProduction || recordedOrigin(of: source) == name
                state.events.append(.merge(FlowMerge(
                    sha: id.hex, header: header, source: source, target: name, sourceStartedOnTarget: startedOnTarget)))
                if checker.naming.parse(source)?.kind == .release { state.releases.append((source, commit.parentIDs[1])) }
            }
        }
    }

    /// develop's merges, oldest first, so a branch made from another is seen after it.
    private func auditBaseMerges(_ line: ReversedCollection<[ObjectID]>, _ lines: Lines, _ namesByTip: [ObjectID: [String]], _ state: inout State) throws {
        for id in line {
            let commit = try read(id, &state)
            guard commit.parentIDs.count > 1 else { continue }
            let header = Self.header(commit)
            guard let source = sourceName(commit, header, namesByTip) else { continue }
            let tip = commit.parentIDs[1]
            if state.owner[tip] != nil { continue }  // merged already, through another branch
            let end = try chainEnd(from: tip, lines, claim: source, &state)
            guard let kind = checker.naming.parse(source)?.kind else { continue }
            if kind == .release { state.releases.append((source, tip)) }
            // A bug fix may start anywhere; the others must have left develop's line.
            if kind != .bug {
                state.events.append(.fork(FlowFork(branch: source, mergeSHA: id.hex, mergeHeader: header, startedOnBase: end.onBase)))
            }
        }
    }

    /// Branches that still exist and are not merged yet (remote-only ones with `--all`).
    private func auditExistingBranches(_ tips: [Tip], _ lines: Lines, _ state: inout State) throws {
        for tip in tips where includeRemotes || !tip.isRemote {
            guard let kind = checker.naming.parse(tip.name)?.kind else { continue }
            if kind == .release { state.releases.append((tip.name, tip.id)) }
            guard kind != .bug, !lines.base.contains(tip.id), state.owner[tip.id] == nil else { continue }
            let end = try chainEnd(from: tip.id, lines, claim: tip.name, &state)
            state.events.append(.fork(FlowFork(branch: tip.name, startedOnBase: end.onBase)))
        }
    }

    /// Merges on each release's own line, from its tip back to where it left develop.
    private func auditReleases(_ lines: Lines, _ namesByTip: [ObjectID: [String]], _ state: inout State) throws {
        var done = Set<String>()
        for release in state.releases where done.insert(release.name).inserted {
            var id: ObjectID? = release.tip
            while let current = id, !lines.base.contains(current), !lines.production.contains(current) {
                let commit = try read(current, &state)
                if commit.parentIDs.count > 1 {
                    let header = Self.header(commit)
                    if let source = sourceName(commit, header, namesByTip) {
                        state.events.append(.merge(FlowMerge(
                            sha: current.hex, header: header, source: source, target: release.name, sourceStartedOnTarget: false)))
                    }
                }
                id = commit.parentIDs.first
            }
        }
    }

    // MARK: - Walking

    /// Follows first parents from `start` until the base line, a production line, a commit
    /// another branch claimed, or the root; claims the commits on the way for `claim`.
    private func chainEnd(from start: ObjectID, _ lines: Lines, claim: String?, _ state: inout State) throws -> ChainEnd {
        var id = start
        while true {
            let onBase = lines.base.contains(id), onProduction = lines.production.contains(id)
            if onBase || onProduction { return .line(onBase: onBase, onProduction: onProduction) }
            if let other = state.owner[id], other != claim { return .claimed(by: other) }
            if let claim { state.owner[id] = claim }
            guard let parent = try read(id, &state).parentIDs.first else { return .root }
            id = parent
        }
    }

    private func firstParentLine(from tip: ObjectID, state: inout State) throws -> [ObjectID] {
        do {
            let walk = try RevisionWalk(repository)
            walk.firstParentOnly()
            try walk.push(tip)
            var line: [ObjectID] = []
            while let id = walk.nextID() { line.append(id) }
            if let error = walk.error { throw error }
            return line
        } catch let error as GitError {
            throw Failure.git(error, shallow: repository.isShallow)
        }
    }

    private func read(_ id: ObjectID, _ state: inout State) throws -> Commit {
        state.commitsRead += 1
        do {
            return try repository.commit(id, fields: [])
        } catch {
            throw Failure.git(error, shallow: repository.isShallow)
        }
    }

    /// The merged branch: from the message, else a branch that still points at the merged tip.
    private func sourceName(_ commit: Commit, _ header: String, _ namesByTip: [ObjectID: [String]]) -> String? {
        if let message = MergeMessage.parse(Substring(header)) { return message.source }
        return commit.parentIDs.count > 1 ? namesByTip[commit.parentIDs[1]]?.first : nil
    }

    /// Local branches, then remote-tracking ones (without their remote) that have no local
    /// branch: a CI clone often has only `origin/develop`.
    private func branchTips() throws -> [Tip] {
        do {
            var tips = try repository.branches(.local).map { Tip(name: $0.name, id: $0.target, isRemote: false) }
            var names = Set(tips.map(\.name))
            for branch in try repository.branches(.remote) where names.insert(branch.nameWithoutRemote).inserted {
                tips.append(Tip(name: branch.nameWithoutRemote, id: branch.target, isRemote: true))
            }
            return tips
        } catch {
            throw Failure.git(error)
        }
    }

    static func header(_ commit: Commit) -> String {
        let text = commit.utf8Message ?? String(decoding: commit.rawMessage, as: UTF8.self)
        return String(text.prefix { $0 != "\n" })
    }
}
