/// The branch names a merge commit's message records, in the forms GitLab, GitHub and git
/// write them. Source branches are deleted on merge, so this is often the only record left.
public struct MergeMessage: Sendable, Equatable {
    /// The merged branch, without a remote (`origin/`) or fork owner (`owner/`).
    public let source: String
    /// The branch merged into, when the message says (git leaves it out for master/main).
    public let target: String?

    public init(source: String, target: String?) {
        self.source = source
        self.target = target
    }

    /// Reads a merge commit's first line; nil for anything else.
    ///
    /// - `Merge branch 'A' into 'B'` (GitLab), `Merge branch 'A' into B`, `Merge branch 'A'`,
    ///   `Merge branch 'A' of <url> into B` (git)
    /// - `Merge remote-tracking branch 'origin/A'`, with or without `into B` (git)
    /// - `Merge pull request #12 from owner/A` (GitHub)
    public static func parse(_ header: Substring) -> MergeMessage? {
        if let rest = header.strippingPrefix("Merge pull request #") {
            guard let from = rest.firstRange(of: " from ") else { return nil }
            let ownerAndBranch = rest[from.upperBound...].prefix { $0 != " " }
            guard let slash = ownerAndBranch.firstIndex(of: "/") else { return nil }
            let branch = ownerAndBranch[ownerAndBranch.index(after: slash)...]
            return branch.isEmpty ? nil : MergeMessage(source: String(branch), target: nil)
        }
        let remote = header.strippingPrefix("Merge remote-tracking branch '")
        guard let rest = remote ?? header.strippingPrefix("Merge branch '"),
              let close = rest.firstIndex(of: "'") else { return nil }
        var source = rest[..<close]
        if remote != nil, let slash = source.firstIndex(of: "/") { source = source[source.index(after: slash)...] }
        guard !source.isEmpty else { return nil }
        return MergeMessage(source: String(source), target: target(after: rest[rest.index(after: close)...]))
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
