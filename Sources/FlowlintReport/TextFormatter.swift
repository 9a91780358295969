import FlowlintCore

/// The default, human format: findings grouped by branch, commit and file, one line each as
/// `location: severity: message [rule-id]`, then a summary line.
public struct TextFormatter: ReportFormatter {
    public init() {}

    public func format(_ report: Report, options: FormatOptions) -> String {
        let palette = Palette(enabled: options.color)
        var out = ""
        var currentGroup: String?
        for finding in Self.orderedByLine(report.findings) {
            let group = groupTitle(finding.location, options.language)
            if group != currentGroup {
                if currentGroup != nil { out += "\n" }
                out += palette.bold(group) + "\n"
                currentGroup = group
            }
            out += line(finding, palette, options.language) + "\n"
        }
        if !report.findings.isEmpty { out += "\n" }
        for note in report.notes {
            out += palette.dim(TerminalText.line(note.text(options.language))) + "\n"
        }
        out += summary(report, palette, options.language) + "\n"
        return out
    }

    /// Within a run of findings about one branch, commit or file, by line; otherwise as found.
    static func orderedByLine(_ findings: [Finding]) -> [Finding] {
        var result: [Finding] = []
        var run: [Finding] = []
        for finding in findings {
            if let first = run.first, !sameSubject(first.location, finding.location) {
                result += run.enumerated().sorted { (line($0.element), $0.offset) < (line($1.element), $1.offset) }.map(\.element)
                run = []
            }
            run.append(finding)
        }
        return result + run.enumerated().sorted { (line($0.element), $0.offset) < (line($1.element), $1.offset) }.map(\.element)
    }

    static func sameSubject(_ a: Location, _ b: Location) -> Bool {
        switch (a, b) {
        case (.branch(let x), .branch(let y)): return x == y
        case (.commit(let x, _, _), .commit(let y, _, _)): return x == y
        case (.file(let x, _, _), .file(let y, _, _)): return x == y
        case (.mergeRequest, .mergeRequest): return true
        default: return false
        }
    }

    private static func line(_ finding: Finding) -> Int {
        switch finding.location {
        case .commit(_, let line, _), .file(_, let line, _): return line
        default: return 0
        }
    }

    private func groupTitle(_ location: Location, _ language: Language) -> String {
        switch location {
        case .branch(let name):
            return (language == .ru ? "Ветка " : "Branch ") + TerminalText.escape(name)
        case .commit(let sha, _, let header):
            return (language == .ru ? "Коммит " : "Commit ") + String(sha.prefix(8)) + " " + TerminalText.escape(header.prefix(100))
        case .mergeRequest:
            return language == .ru ? "Мёрж реквест" : "Merge request"
        case .file(let path, _, _):
            return (language == .ru ? "Файл " : "File ") + TerminalText.escape(path)
        }
    }

    private func line(_ finding: Finding, _ palette: Palette, _ language: Language) -> String {
        let severity = finding.severity == .error ? palette.red("error") : palette.yellow("warning")
        // A file path may start with `::`: the line must not read as a workflow command.
        var text = TerminalText.guardedStart("\(locationText(finding.location)): \(severity): ")
        text += TerminalText.escape(finding.message.text(language))
        text += " " + palette.dim("[\(finding.rule)]")
        if let suggestion = finding.suggestion {
            text += "\n  " + (language == .ru ? "→ предлагается: " : "→ suggestion: ") + palette.green(TerminalText.escape(suggestion))
        }
        return text
    }

    private func locationText(_ location: Location) -> String {
        switch location {
        case .branch(let name): return TerminalText.escape(name)
        case .commit(let sha, let line, _): return "\(sha.prefix(8)):\(line)"
        case .mergeRequest(let field): return field
        case .file(let path, let line, let column): return "\(TerminalText.escape(path)):\(line):\(column)"
        }
    }

    /// The summary without colour, for formats that end with it.
    public static func summaryLine(_ report: Report, language: Language) -> String {
        TextFormatter().summary(report, Palette(enabled: false), language)
    }

    private func summary(_ report: Report, _ palette: Palette, _ language: Language) -> String {
        let counts = Plural.errors(report.errors, language) + ", " + Plural.warnings(report.warnings, language)
        var checked: [String] = []
        let c = report.checked
        if c.branches > 0 { checked.append(Plural.branches(c.branches, language)) }
        if c.commits > 0 || c.skippedCommits > 0 || (c.branches == 0 && c.files == 0 && !c.countsFiles) {
            var commits = Plural.commits(c.commits, language)
            if c.skippedCommits > 0 {
                commits += language == .ru ? " (\(c.skippedCommits) пропущено)" : " (\(c.skippedCommits) skipped)"
            }
            checked.append(commits)
        }
        if c.files > 0 || (c.countsFiles && c.commits == 0 && c.skippedCommits == 0 && c.branches == 0) {
            checked.append(Plural.files(c.files, language))
        }
        let colored = report.errors > 0 ? palette.red(counts) : report.warnings > 0 ? palette.yellow(counts) : palette.green(counts)
        return colored + (language == .ru ? "; проверено: " : "; checked: ") + checked.joined(separator: ", ")
    }
}
