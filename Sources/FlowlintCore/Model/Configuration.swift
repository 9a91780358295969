/// The branch kinds of git-flow as the seed defines them.
public enum BranchKind: String, Sendable, CaseIterable, Codable {
    case feature
    case refactoring
    case release
    case bug
}

/// What a commit message must be written in.
public enum MessageLanguage: String, Sendable, CaseIterable {
    case ru
    case en
    case any
}

/// Generated commits that are counted as skipped instead of checked.
public enum SkippedCommitKind: String, Sendable, CaseIterable {
    case merge
    case revert
}

/// A `commits.skip` pattern: found anywhere in the header, or in the author's `Name <email>`,
/// as `git log --grep` and `--author` find it.
public struct SkippedCommitPattern: Sendable, Equatable {
    public enum Field: String, Sendable, CaseIterable {
        case title
        case author
    }

    public var field: Field
    public var pattern: String

    public init(_ field: Field, _ pattern: String) {
        self.field = field
        self.pattern = pattern
    }
}

/// Where a kind of branch may start and end (section 4, `flow:`).
public struct FlowRule: Sendable, Equatable {
    /// Branch names or kinds it may be created from; `["any"]` for any.
    public var from: [String]
    /// Where it is merged; `["origin"]` means the branch it was created from.
    public var into: [String]
    /// Kinds it accepts merges from (a release accepts only bug fixes).
    public var accepts: [String]?

    public init(from: [String], into: [String], accepts: [String]? = nil) {
        self.from = from
        self.into = into
        self.accepts = accepts
    }
}

/// Everything `.flowlint.yml` can say; `Configuration()` is the seeds' conventions.
public struct Configuration: Sendable {
    /// The file's name, read at the work tree's root only.
    public static let fileName = ".flowlint.yml"

    public var issueIDPattern = IssueIDMatcher.defaultPattern
    public var issueProjects: [String] = []
    public var protectedBranches = ["master", "develop"]
    public var branchTemplates: [BranchKind: String] = [
        .feature: "features/{id}_{name}",
        .refactoring: "refactoring/{name}",
        .release: "releases/release-{version}",
        .bug: "bugs/{id}_{name}",
    ]
    public var forbiddenLetters = ["й", "Й", "ё", "Ё"]
    /// What `{version}` matches in a release branch's name (`branches.version-pattern`).
    public var versionPattern = VersionMatcher.defaultPattern
    public var flowBase = "develop"
    public var flow: [BranchKind: FlowRule] = [
        .feature: FlowRule(from: ["develop"], into: ["develop"]),
        .refactoring: FlowRule(from: ["develop"], into: ["develop"]),
        .release: FlowRule(from: ["develop"], into: ["develop", "master"], accepts: ["bug"]),
        .bug: FlowRule(from: ["any"], into: ["origin"]),
    ]
    /// The team's own merge messages (`flow.merge-messages`), e.g. `Релиз {version}`.
    public var mergeMessages: [String] = []
    public var commitLanguage = MessageLanguage.ru
    public var languageThreshold = 0.5
    public var requireBody = true
    /// 0: no limit.
    public var maxHeaderLength = 0
    public var skippedCommits: Set<SkippedCommitKind> = [.merge, .revert]
    /// `commits.skip` entries `{title: REGEX}` and `{author: REGEX}`: release bumps (fastlane's
    /// `Version Bump`) and bots' commits, skipped and counted as skipped like generated ones.
    public var skippedPatterns: [SkippedCommitPattern] = []
    /// A revision or a date; older commits are not checked.
    public var since: String?
    public var requireDeleteSourceBranch = true
    public var includeGlobs = ["**/*.swift", "**/*.h", "**/*.m"]
    public var excludeGlobs = ["Pods/**", "Carthage/**", ".build/**", "DerivedData/**", "vendor/**"]
    /// Per-rule level overrides; rules not listed keep their default severity.
    public var ruleLevels: [String: RuleLevel] = ["commit-issue-mismatch": .warning]
    public var tracker: TrackerConfiguration?
    /// The team's language for messages (`lang:`); `--lang` wins, then this, then `FLOWLINT_LANG`, then the locale.
    public var language: Language?

    public init() {}

    /// The configured level of a rule, or its default.
    /// The tracker rules are off without a tracker, whatever `rules:` says.
    public func level(of rule: RuleDescription) -> RuleLevel {
        if rule.scope == .tracker, tracker == nil { return .off }
        return ruleLevels[rule.id] ?? RuleLevel(rule.defaultSeverity)
    }

    /// The rules that are not off, each with its ID and configured severity: what every
    /// checker runs.
    public func enabled<Rule>(_ rules: [Rule], describedBy describe: (Rule) -> RuleDescription) -> [(rule: Rule, id: String, severity: Severity)] {
        rules.compactMap { rule in
            let description = describe(rule)
            return level(of: description).severity.map { (rule, description.id, $0) }
        }
    }
}

/// The optional issue tracker (section 1.7): without it the tracker rules are off.
public struct TrackerConfiguration: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable { case jira, youtrack }
    public var kind: Kind
    public var url: String
    public var tokenEnv: String?
    public var userEnv: String?
    public var timeout: Double
    /// Seconds a tracker's answer is reused from the on-disk cache before asking again.
    public var cacheTTL: Double

    /// The variable read for the token when `token-env` is not set.
    public static let defaultTokenEnv = "FLOWLINT_TRACKER_TOKEN"

    public init(kind: Kind, url: String, tokenEnv: String? = nil, userEnv: String? = nil, timeout: Double = 1.5, cacheTTL: Double = 3600) {
        self.kind = kind
        self.url = url
        self.tokenEnv = tokenEnv
        self.userEnv = userEnv
        self.timeout = timeout
        self.cacheTTL = cacheTTL
    }
}
