import FlowlintCore
import GitKit

typealias Node = CommitGraph.Node

/// The history as the audit reads it: the commit graph (each commit read once), what each
/// merge's message says, and the names branches and other merges give to commits.
struct FlowHistory {
    let graph: CommitGraph
    let messages: [Node: MergeMessage]
    /// Branches that point at a commit now.
    private let refNames: [Node: String]
    /// Names other merges gave a commit they merged: a merge with a custom message that merged
    /// the same tip is named by them.
    private let mergedNames: [Node: String]
    let naming: BranchNaming
    /// Every merge in the order the graph found them: a dictionary's order changes from run to
    /// run, and where two lines claim a merge the first one met wins.
    let merges: [Node]

    init(graph: CommitGraph, tips: [BranchTip], naming: BranchNaming) {
        self.graph = graph
        self.naming = naming
        merges = graph.merges.sorted()
        var messages: [Node: MergeMessage] = [:]
        var mergedNames: [Node: String] = [:]
        for merge in merges {
            // Bitbucket Server writes the branches on the line after the title.
            let header = graph.mergeHeader(merge).map { Substring($0) }
            guard let message = header.flatMap(MergeMessage.parse)
                    ?? graph.mergeDetail(merge).flatMap({ MergeMessage.parse(Substring($0)) })
                    ?? header.flatMap(naming.teamMergeMessage) else { continue }
            messages[merge] = message
            if let tip = graph.mergedParents(merge).first, message.owner == nil, message.form != .tag {
                mergedNames[tip] = message.source
            }
        }
        var refNames: [Node: String] = [:]
        for tip in tips { if let node = graph.node(tip.id), refNames[node] == nil { refNames[node] = tip.name } }
        self.messages = messages
        self.mergedNames = mergedNames
        self.refNames = refNames
    }

    /// The merged branch's name: from the message, else a branch at the merged tip, else the
    /// name another merge of that tip gave it; nil when nothing names it, or a tag was merged.
    func source(of merge: Node, into target: String?) -> String? {
        if let message = messages[merge] { return message.form == .tag ? nil : message.sourceName(mergedInto: target) }
        guard let tip = graph.mergedParents(merge).first else { return nil }
        return refNames[tip] ?? mergedNames[tip]
    }

    /// A merge of a branch into itself (`git pull`): `Merge branch 'master' of <url>`,
    /// `Merge remote-tracking branch 'origin/master'` on master.
    func isPull(_ merge: Node, on line: String) -> Bool {
        guard let message = messages[merge], message.form == .git, message.source == line else { return false }
        return message.target == nil || message.target == line
    }

    /// A pull from the team's own repository (`origin`, `upstream`, or a URL): `Merge
    /// remote-tracking branch 'alice/develop'` merged a contributor's fork, whose commits were
    /// made there, so they are not the line's own.
    func isPullFromOwnRemote(_ merge: Node, on line: String) -> Bool {
        guard isPull(merge, on: line) else { return false }
        let prefix = "Merge remote-tracking branch '"
        guard let header = graph.mergeHeader(merge), header.hasPrefix(prefix) else { return true }
        var name = header.dropFirst(prefix.count)
        if name.hasPrefix("remotes/") { name = name.dropFirst("remotes/".count) }
        return Self.ownRemotes.contains(String(name.prefix { $0 != "/" && $0 != "'" }))
    }

    /// The remotes a team's own repository goes by.
    static let ownRemotes: Set<String> = ["origin", "upstream"]

    /// The target a merge's message names (`into B`); for git's messages without one, the
    /// production branch (git leaves out only master and main).
    func namedTarget(of merge: Node) -> String? {
        messages[merge]?.target.map(Self.branchName)
    }

    /// The kind the audit judges a branch as, each name worked out once: the audit asks about
    /// the same names again and again (git/git's 28,000 merges name a few thousand branches),
    /// and each answer runs the naming templates and the suggester.
    func kind(of name: String) -> BranchKind? {
        if let known = kinds.known[name] { return known }
        let kind = naming.flowKind(of: name)
        kinds.known[name] = kind
        return kind
    }

    private final class KindCache {
        var known: [String: BranchKind?] = [:]
    }
    private let kinds = KindCache()

    /// `origin/develop`, `refs/heads/develop` → `develop`: a message may name a target so.
    static func branchName(_ name: String) -> String {
        if name.hasPrefix("refs/heads/") { return String(name.dropFirst("refs/heads/".count)) }
        if name.hasPrefix("origin/") { return String(name.dropFirst("origin/".count)) }
        return name
    }
}
