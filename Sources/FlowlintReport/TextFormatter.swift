import FlowlintCore

/// The default, human format: findings grouped by branch, commit and file, one line each as
/// `location: severity: message [rule-id]`, then a summary line.
public struct TextFormatter: StreamingReportFormatter {
    public init() {}

    public func stream(options: FormatOptions) -> any ReportStream {
        Stream(palette: Palette(enabled: options.color), language: options.language)
    }

    struct Stream: ReportStream {
        let palette: Palette
        let language: Language
        var previous: Location?
        var wroteAny = false
        /// The title of the group being written, and the next one while it is compared: two
        /// buffers used again and again, so a commit's title allocates nothing.
        var title = ReportOutput.memory()
        var candidate = ReportOutput.memory()
        /// Findings per rule, for the closing count of `lint`'s overview.
        var ruleCounts: [String: Int] = [:]

        func begin(to out: inout ReportOutput) {}

        mutating func write(_ findings: [Finding], to out: inout ReportOutput) {
            for index in TextFormatter.orderByLine(findings) {
                if out.isClosed { return }
                let finding = findings[index]
                // A title is made once per branch, commit or file, not per finding.
                if previous.map({ !TextFormatter.sameSubject($0, finding.location) }) ?? true {
                    candidate.clear()
                    TextFormatter.groupTitle(finding.location, language, to: &candidate)
                    if previous == nil || !candidate.holdsSame(as: title) {
                        if previous != nil { out.write("\n") }
                        palette.start(Palette.bold, &out)
                        out.write(candidate)
                        palette.end(&out)
                        out.write("\n")
                        swap(&title, &candidate)
                    }
                }
                previous = finding.location
                wroteAny = true
                ruleCounts[finding.rule, default: 0] += 1
                TextFormatter.line(finding, palette, language, to: &out)
            }
        }

        func end(_ report: Report, to out: inout ReportOutput) {
            if wroteAny { out.write("\n") }
            for note in report.notes {
                palette.start(Palette.dim, &out)
                out.write(TerminalText.line(note.text(language)))
                palette.end(&out)
                out.write("\n")
            }
            if report.countsPerRule { TextFormatter.writeRuleCounts(ruleCounts, language, to: &out) }
            out.write(TextFormatter.summary(report, palette, language) + "\n")
        }
    }

    /// The most frequent rule first, as SwiftLint's summary table reads.
    static func writeRuleCounts(_ counts: [String: Int], _ language: Language, to out: inout ReportOutput) {
        guard !counts.isEmpty else { return }
        out.write(language == .ru ? "По правилам:\n" : "By rule:\n")
        let width = String(counts.values.max() ?? 0).count
        for (rule, count) in counts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            out.write("  " + String(repeating: " ", count: width - String(count).count))
            out.write(count)
            out.write("  " + rule + "\n")
        }
        out.write("\n")
    }

    /// Within a run of findings about one branch, commit or file, by line; otherwise as found.
    static func orderedByLine(_ findings: [Finding]) -> [Finding] {
        orderByLine(findings).map { findings[$0] }
    }

    /// `orderedByLine` as indices into `findings`, which are not copied.
    static func orderByLine(_ findings: [Finding]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(findings.count)
        var runStart = 0
        for index in findings.indices {
            if index + 1 == findings.count || !sameSubject(findings[runStart].location, findings[index + 1].location) {
                // Insertion sort in place: a run is a commit's or a file's few findings, most
                // already in order.
                let first = result.count
                for next in runStart...index {
                    var slot = result.count
                    result.append(next)
                    while slot > first, line(findings[result[slot - 1]]) > line(findings[next]) {
                        result[slot] = result[slot - 1]
                        slot -= 1
                    }
                    result[slot] = next
                }
                runStart = index + 1
            }
        }
        return result
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

    private static func groupTitle(_ location: Location, _ language: Language, to out: inout ReportOutput) {
        switch location {
        case .branch(let name):
            out.write(language == .ru ? "Ветка " : "Branch ")
            TerminalText.write(name, to: &out)
        case .commit(let sha, _, let header):
            out.write(language == .ru ? "Коммит " : "Commit ")
            out.write(sha.prefix(8))
            out.write(byte: UInt8(ascii: " "))
            // No more than 100 characters; a header of at most 100 bytes has no more.
            TerminalText.write(header.utf8.count <= 100 ? Substring(header) : header.prefix(100), to: &out)
        case .mergeRequest:
            out.write(language == .ru ? "Мёрж реквест" : "Merge request")
        case .file(let path, _, _):
            out.write(language == .ru ? "Файл " : "File ")
            TerminalText.write(path, to: &out)
        }
    }

    private static func line(_ finding: Finding, _ palette: Palette, _ language: Language, to out: inout ReportOutput) {
        if case .commit(let sha, let line, _) = finding.location {
            out.write(sha.prefix(8))  // a hex id: the line can't start with `::`
            out.write(byte: UInt8(ascii: ":"))
            out.write(line)
            out.write(": ")
        } else {
            // A file path may start with `::`: the line must not read as a workflow command.
            out.write(TerminalText.guardedStart(locationText(finding.location) + ": "))
        }
        if finding.severity == .error {
            palette.start(Palette.red, &out)
            out.write("error")
        } else {
            palette.start(Palette.yellow, &out)
            out.write("warning")
        }
        palette.end(&out)
        out.write(": ")
        TerminalText.write(finding.message, language, to: &out)
        out.write(byte: UInt8(ascii: " "))
        palette.start(Palette.dim, &out)
        out.write(byte: UInt8(ascii: "["))
        out.write(finding.rule)
        out.write(byte: UInt8(ascii: "]"))
        palette.end(&out)
        if let suggestion = finding.suggestion {
            out.write(language == .ru ? "\n  → предлагается: " : "\n  → suggestion: ")
            palette.start(Palette.green, &out)
            TerminalText.write(suggestion, to: &out)
            palette.end(&out)
        }
        out.write(byte: UInt8(ascii: "\n"))
    }

    private static func locationText(_ location: Location) -> String {
        switch location {
        case .branch(let name): return TerminalText.escape(name)
        case .commit(let sha, let line, _): return "\(sha.prefix(8)):\(line)"
        case .mergeRequest(let field): return field
        case .file(let path, let line, let column): return "\(TerminalText.escape(path)):\(line):\(column)"
        }
    }

    /// The summary without colour, for formats that end with it.
    public static func summaryLine(_ report: Report, language: Language) -> String {
        summary(report, Palette(enabled: false), language)
    }

    private static func summary(_ report: Report, _ palette: Palette, _ language: Language) -> String {
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
