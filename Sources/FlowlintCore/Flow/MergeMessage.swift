/// The branch names a merge commit's message records, in the forms GitLab, GitHub and git
/// write them. Source branches are deleted on merge, so this is often the only record left.
public struct MergeMessage: Sendable, Equatable {
    /// The merged branch, without a remote (`origin/`) or fork owner (`owner/`).
    public let source: String
    /// The branch merged into, when the message says (git leaves it out for master/main).
    public let target: String?
    /// Who wrote the message, which tells what a missing target means.
    public let form: Form
    /// The fork or organisation a GitHub pull request came from (`someone` in `someone/master`).
    public let owner: String?

    public enum Form: Sendable, Equatable {
        /// `Merge branch …`, `Merge remote-tracking branch …`: git and GitLab. git leaves the
        /// target out only when it is master or main (`merge.suppressDest`).
        case git
        /// `Merge pull request #N from owner/A`: GitHub, which never names the target (Bitbucket
        /// does).
        case pullRequest
        /// `Merge tag 'v1.2'`: a tag, not a branch, was merged.
        case tag
        /// One of the team's own messages (`flow.merge-messages`, `Релиз 22.11.0`): it names the
        /// source only.
        case team
    }

    public init(source: String, target: String?, form: Form = .git, owner: String? = nil) {
        self.source = source
        self.target = target
        self.form = form
        self.owner = owner
    }

    /// The source as a name to report: a fork's `someone/master` keeps its owner when the bare
    /// name would be the branch it was merged into (a branch is never merged into itself).
    public func sourceName(mergedInto target: String?) -> String {
        guard let owner, source == target else { return source }
        return "\(owner)/\(source)"
    }

    /// The target as git's rule reads it: named, or master/main when git left it out.
    public var targetIsMainByGit: Bool { (form == .git || form == .tag) && target == nil }

    /// Reads a merge commit's first line; nil for anything else.
    ///
    /// - `Merge branch 'A' into 'B'` (GitLab), `Merge branch 'A' into B`, `Merge branch 'A'`,
    ///   `Merge branch 'A' of <url> into B` (git)
    /// - `Merge remote-tracking branch 'origin/A'`, with or without `into B` (git)
    /// - `Merge tag 'v1.2' into B` (git; the source is a tag)
    /// - `Merge pull request #12 from owner/A` (GitHub)
    /// - `Merge pull request #12 in P/repo from A to B`, and the line `Merge in P/repo from A to B`
    ///   of newer messages (Bitbucket Server); `Merged in A (pull request #12)` (Bitbucket Cloud)
    /// - `Merged A into B`, `Merged branch A into B` (other clients)
    public static func parse(_ header: Substring) -> MergeMessage? {
        if let rest = header.strippingPrefix("Merge pull request #") {
            guard let from = rest.firstRange(of: " from ") else { return nil }
            if rest[..<from.lowerBound].contains(" in ") { return bitbucketServer(rest[from.upperBound...]) }
            let ownerAndBranch = rest[from.upperBound...].prefix { $0 != " " }
            guard let slash = ownerAndBranch.firstIndex(of: "/") else { return nil }
            let branch = ownerAndBranch[ownerAndBranch.index(after: slash)...]
            return branch.isEmpty ? nil : MergeMessage(
                source: String(branch), target: nil, form: .pullRequest, owner: String(ownerAndBranch[..<slash]))
        }
        if let rest = header.strippingPrefix("Merge in "), let from = rest.firstRange(of: " from ") {
            return bitbucketServer(rest[from.upperBound...])
        }
        if let rest = header.strippingPrefix("Merged in "), let end = rest.firstRange(of: " (pull request #") {
            let source = rest[..<end.lowerBound]
            return source.isEmpty || source.contains(" ") ? nil : MergeMessage(source: String(source), target: nil, form: .pullRequest)
        }
        if let rest = header.strippingPrefix("Merged ") { return merged(rest) }
        let remote = header.strippingPrefix("Merge remote-tracking branch '")
        let tag = remote == nil ? header.strippingPrefix("Merge tag '") : nil
        guard let rest = remote ?? tag ?? header.strippingPrefix("Merge branch '"),
              let close = rest.firstIndex(of: "'") else { return nil }
        var source = rest[..<close]
        if remote != nil {
            if let rest = source.strippingPrefix("remotes/") { source = rest }  // `remotes/origin/A`
            if let slash = source.firstIndex(of: "/") { source = source[source.index(after: slash)...] }
        }
        guard !source.isEmpty else { return nil }
        return MergeMessage(source: String(source), target: target(after: rest[rest.index(after: close)...]), form: tag == nil ? .git : .tag)
    }

    /// `release/v0.9.4 into master`, `branch master into master`, `'A' into 'B'`: what some
    /// clients write for a merge. Both names are needed: a sentence that only starts so is prose.
    private static func merged(_ rest: Substring) -> MergeMessage? {
        let names = rest.strippingPrefix("branch ") ?? rest
        guard let into = names.firstRange(of: " into ") else { return nil }
        let source = unquoted(names[..<into.lowerBound])
        let target = unquoted(names[into.upperBound...])
        guard !source.isEmpty, !target.isEmpty, !source.contains(" "), !target.contains(" ") else { return nil }
        return MergeMessage(source: String(source), target: String(target))
    }

    private static func unquoted(_ name: Substring) -> Substring {
        name.count >= 2 && name.first == "'" && name.last == "'" ? name.dropFirst().dropLast() : name
    }

    /// `A to B`, `~user/repo:A to B` (a fork's branch).
    private static func bitbucketServer(_ rest: Substring) -> MergeMessage? {
        guard let to = rest.ranges(of: " to ").last else { return nil }
        var source = rest[..<to.lowerBound]
        var owner: String?
        if let colon = source.firstIndex(of: ":") {
            owner = String(source[..<colon])
            source = source[source.index(after: colon)...]
        }
        let target = rest[to.upperBound...].prefix { $0 != " " }
        guard !source.isEmpty, !target.isEmpty, !source.contains(" ") else { return nil }
        return MergeMessage(source: String(source), target: String(target), form: .pullRequest, owner: owner)
    }

    /// ` into 'B'` or ` into B`, possibly after ` of <url>`.
    private static func target(after tail: Substring) -> String? {
        guard let into = tail.firstRange(of: " into ") else { return nil }
        var target = tail[into.upperBound...]
        if target.first == "'" {
            target = target.dropFirst()
            target = target.prefix { $0 != "'" }
        } else {
            target = target.prefix { $0 != " " }
        }
        return target.isEmpty ? nil : String(target)
    }
}

extension Substring {
    /// What follows `prefix`, nil when it doesn't start with it.
    public func strippingPrefix(_ prefix: String) -> Substring? {
        hasPrefix(prefix) ? dropFirst(prefix.count) : nil
    }
}
