import FlowlintCore

/// Everything one command found and looked at.
public struct Report: Sendable {
    public var findings: [Finding]
    public var checked: CheckedCounts
    /// Things the user should know that are not findings ("not checked: …").
    public var notes: [LocalizedText]
    /// When the checked commits were made (and by whom), for the HTML report's history charts;
    /// nil unless a history scan was asked to keep it.
    public var history: HistoryTally?
    /// The VIPER module of each source file that belongs to one, by path, for the HTML
    /// report's chart of findings per module.
    public var sourceModules: [String: String] = [:]
    /// Findings already written by a `StreamedReport`: counted for the summary, not kept.
    public var streamed = SeverityCounts()
    /// Whether the text report ends with how many findings each rule has (`lint`'s overview).
    public var countsPerRule = false

    public init(findings: [Finding] = [], checked: CheckedCounts = CheckedCounts(), notes: [LocalizedText] = []) {
        self.findings = findings
        self.checked = checked
        self.notes = notes
    }

    public var errors: Int { count(.error) + streamed.errors }
    public var warnings: Int { count(.warning) + streamed.warnings }

    /// Hands the findings kept so far to `stream` and keeps only their counts.
    public mutating func stream(into stream: StreamedReport) {
        guard !findings.isEmpty else { return }
        stream.write(findings)
        streamed.add(findings)
        findings.removeAll(keepingCapacity: true)
    }

    /// By index: a closure over the findings would copy each one (and retain its strings).
    private func count(_ severity: Severity) -> Int {
        var count = 0
        for index in findings.indices where findings[index].severity == severity { count += 1 }
        return count
    }

    public static func + (lhs: Report, rhs: Report) -> Report {
        var sum = Report(findings: lhs.findings + rhs.findings, checked: lhs.checked + rhs.checked, notes: lhs.notes + rhs.notes)
        switch (lhs.history, rhs.history) {
        case (let left?, let right?): sum.history = left + right
        case (let one?, nil), (nil, let one?): sum.history = one
        case (nil, nil): break
        }
        sum.sourceModules = lhs.sourceModules.merging(rhs.sourceModules) { first, _ in first }
        sum.streamed = lhs.streamed + rhs.streamed
        sum.countsPerRule = lhs.countsPerRule || rhs.countsPerRule
        return sum
    }
}

/// The output formats of section 3.
public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, sarif, junit, gitlab, github, html, checkstyle, rdjson, markdown
}

public struct FormatOptions: Sendable {
    public var language: Language
    public var color: Bool
    /// Where the report's files are, for formats that name them from the repository's root
    /// (SARIF); without it, paths are taken as they are.
    public var sourceRoot: SourceRoot?

    public init(language: Language, color: Bool, sourceRoot: SourceRoot? = nil) {
        self.language = language
        self.color = color
        self.sourceRoot = sourceRoot
    }
}

/// The repository's root (or, outside a repository, the current folder) and the folder that
/// relative paths in findings start from; both absolute.
public struct SourceRoot: Sendable, Equatable {
    public var root: String
    public var currentDirectory: String

    public init(root: String, currentDirectory: String) {
        self.root = root
        self.currentDirectory = currentDirectory
    }
}

/// One output format.
public protocol ReportFormatter: Sendable {
    /// Writes the whole report into `output`; the caller flushes it.
    func write(_ report: Report, options: FormatOptions, to output: inout ReportOutput)
}

extension ReportFormatter {
    /// The report as one string (tests, and callers that embed it).
    public func format(_ report: Report, options: FormatOptions) -> String {
        var output = ReportOutput.memory()
        write(report, options: options, to: &output)
        return output.text
    }
}

public enum Formatters {
    /// The formatter for a format; `version` is flowlint's and `rules` every rule it knows, for
    /// formats that describe their tool.
    /// `rules` is asked for only by SARIF and HTML: building every rule's description has a
    /// start-up cost the commit-msg hook shouldn't pay. `date` (seconds since the epoch) is
    /// the run's, shown by HTML.
    public static func formatter(
        for format: OutputFormat, version: String, date: Int64 = 0,
        rules: () -> [RuleDescription] = { RuleCatalog.descriptions }
    ) -> any ReportFormatter {
        switch format {
        case .text: return TextFormatter()
        case .json: return JSONFormatter()
        case .sarif: return SARIFFormatter(version: version, rules: rules())
        case .junit: return JUnitFormatter()
        case .gitlab: return GitLabFormatter()
        case .github: return GitHubFormatter()
        case .html: return HTMLFormatter(version: version, date: date, rules: rules())
        case .checkstyle: return CheckstyleFormatter()
        case .rdjson: return RDJSONFormatter()
        case .markdown: return MarkdownFormatter()
        }
    }
}
