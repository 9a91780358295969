/// A branch name understood in git-flow terms.
public struct FlowBranch: Sendable, Equatable {
    public let name: String
    /// nil for a protected branch (master, develop).
    public let kind: BranchKind?
    public let issueID: String?
    /// The task name as written in the branch, words joined by `_`.
    public let taskName: String?
    public let version: String?

    public var isProtected: Bool { kind == nil }

    /// `Реализовать_отправку` → `Реализовать отправку`, as a commit header wants it.
    public var taskNameInWords: String? {
        taskName.map { $0.split(separator: "_", omittingEmptySubsequences: true).joined(separator: " ") }
    }
}

/// Parses branch names against the configured protected names and kind templates.
public struct BranchNaming: Sendable {
    public let configuration: Configuration
    public let ids: IssueIDMatcher
    public let versions: VersionMatcher
    let templates: [(kind: BranchKind, template: BranchTemplate)]
    /// `flow.merge-messages`, compiled.
    let mergeTemplates: [MergeMessageTemplate]

    public init(_ configuration: Configuration) throws {
        self.configuration = configuration
        ids = try IssueIDMatcher(configuration)
        versions = try VersionMatcher(pattern: configuration.versionPattern)
        mergeTemplates = try configuration.mergeMessages.map { try MergeMessageTemplate($0) }
        var templates: [(BranchKind, BranchTemplate)] = []
        for kind in BranchKind.allCases {
            guard let text = configuration.branchTemplates[kind] else { continue }
            templates.append((kind, try BranchTemplate(text)))
        }
        self.templates = templates
    }

    /// The branch in git-flow terms, nil when the name matches no kind.
    public func parse(_ name: String) -> FlowBranch? {
        if configuration.protectedBranches.contains(name) {
            return FlowBranch(name: name, kind: nil, issueID: nil, taskName: nil, version: nil)
        }
        for (kind, template) in templates {
            if let captures = template.match(name, ids: ids, versions: versions) {
                return FlowBranch(name: name, kind: kind, issueID: captures.id, taskName: captures.name, version: captures.version)
            }
        }
        return nil
    }

    /// The branch as its name was meant: the name parsed, or for a name that only misses the
    /// convention (`feature/EW_IOS-98_x`, `bugfix/EW_IOS-98-x`) the kind, ID and task of the
    /// name `branch-name` suggests, so the commit rules still compare IDs with it.
    public func intended(_ name: String) -> FlowBranch? {
        if let branch = parse(name) { return branch }
        guard let suggested = BranchSuggester(self).suggest(for: name), let branch = parse(suggested) else { return nil }
        return FlowBranch(name: name, kind: branch.kind, issueID: branch.issueID, taskName: branch.taskName, version: branch.version)
    }

    /// The kind a name was meant to be, from its prefix (`feature/` → feature), if any.
    public func intendedKind(prefix: String) -> BranchKind? {
        let lowered = prefix.lowercased()
        for (kind, template) in templates where template.prefix.lowercased() == lowered + "/" {
            return kind
        }
        return BranchSuggester.prefixAliases[lowered]
    }

    func template(for kind: BranchKind) -> BranchTemplate? {
        templates.first { $0.kind == kind }?.template
    }
}
