/// Where a finding is.
public enum Location: Sendable, Equatable, Hashable {
    case branch(name: String)
    /// `header` is the commit's first line, kept for grouping in reports.
    case commit(sha: String, line: Int, header: String)
    case mergeRequest(field: String)
    case file(path: String, line: Int, column: Int)

    public var kind: String {
        switch self {
        case .branch: return "branch"
        case .commit: return "commit"
        case .mergeRequest: return "merge-request"
        case .file: return "file"
        }
    }
}

/// One violation of one rule, ready to report.
public struct Finding: Sendable, Equatable, Hashable {
    public let rule: String
    public let severity: Severity
    public let message: LocalizedText
    public let location: Location
    /// The corrected name or header, when there is one.
    public let suggestion: String?
    /// What `--fix` may do about it; nil when nothing.
    public let fix: FixRequest?

    public init(
        rule: String, severity: Severity, message: LocalizedText, location: Location, suggestion: String? = nil, fix: FixRequest? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.suggestion = suggestion
        self.fix = fix
    }
}

/// What a rule found, before the engine gives it a severity and a location.
public struct Violation: Sendable, Equatable {
    public let message: LocalizedText
    /// 1-based line within the message (commit rules); 1 for names.
    public let line: Int
    public let suggestion: String?
    public let fix: FixRequest?

    public init(_ message: LocalizedText, line: Int = 1, suggestion: String? = nil, fix: FixRequest? = nil) {
        self.message = message
        self.line = line
        self.suggestion = suggestion
        self.fix = fix
    }
}

/// What was looked at, for the summary line.
public struct CheckedCounts: Sendable, Equatable {
    public var branches = 0
    public var commits = 0
    public var skippedCommits = 0
    public var files = 0
    /// The run looked for files (`protocols`): its summary counts files even when none was found.
    public var countsFiles = false

    public init(branches: Int = 0, commits: Int = 0, skippedCommits: Int = 0, files: Int = 0, countsFiles: Bool = false) {
        self.branches = branches
        self.commits = commits
        self.skippedCommits = skippedCommits
        self.files = files
        self.countsFiles = countsFiles
    }

    public static func + (lhs: CheckedCounts, rhs: CheckedCounts) -> CheckedCounts {
        CheckedCounts(
            branches: lhs.branches + rhs.branches, commits: lhs.commits + rhs.commits,
            skippedCommits: lhs.skippedCommits + rhs.skippedCommits, files: lhs.files + rhs.files,
            countsFiles: lhs.countsFiles || rhs.countsFiles)
    }
}
