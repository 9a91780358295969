import FlowlintCore

/// `{"version": 1, "findings": [...], "summary": {...}}` (section 3), keys in a fixed order.
/// Written straight into the output: no string is built per finding.
public struct JSONFormatter: StreamingReportFormatter {
    public init() {}

    public func stream(options: FormatOptions) -> any ReportStream {
        Stream(language: options.language)
    }

    struct Stream: ReportStream {
        let language: Language
        var wroteAny = false

        func begin(to out: inout ReportOutput) {
            out.write("{\n  \"version\": 1,\n  \"findings\": [")
        }

        mutating func write(_ findings: [Finding], to out: inout ReportOutput) {
            for index in findings.indices {
                if out.isClosed { return }
                out.write(wroteAny ? ",\n    " : "\n    ")
                wroteAny = true
                JSONFormatter.object(findings[index], language, to: &out)
            }
        }

        func end(_ report: Report, to out: inout ReportOutput) {
            out.write(wroteAny ? "\n  ],\n" : "],\n")
            let c = report.checked
            out.write("  \"summary\": {")
            JSONFormatter.counts(["errors": report.errors, "warnings": report.warnings], to: &out)
            out.write(", \"checked\": {")
            JSONFormatter.counts(
                ["branches": c.branches, "commits": c.commits, "skipped_commits": c.skippedCommits, "files": c.files], to: &out)
            out.write("}}")
            if !report.notes.isEmpty {
                out.write(",\n  \"notes\": [")
                for (index, note) in report.notes.enumerated() {
                    if index > 0 { out.write(", ") }
                    JSON.write(note, language, to: &out)
                }
                out.write("]")
            }
            out.write("\n}\n")
        }
    }

    /// `"name": count, …` in the order given.
    private static func counts(_ counts: KeyValuePairs<String, Int>, to out: inout ReportOutput) {
        for (index, (name, count)) in counts.enumerated() {
            out.write(index == 0 ? "\"" : ", \"")
            out.write(name)
            out.write("\": ")
            out.write(count)
        }
    }

    private static func object(_ finding: Finding, _ language: Language, to out: inout ReportOutput) {
        out.write("{\"rule\": ")
        JSON.write(finding.rule, to: &out)
        out.write(", \"severity\": ")
        JSON.write(finding.severity.rawValue, to: &out)
        out.write(", \"message\": ")
        JSON.write(finding.message, language, to: &out)
        out.write(", \"location\": ")
        location(finding.location, to: &out)
        if let suggestion = finding.suggestion {
            out.write(", \"suggestion\": ")
            JSON.write(suggestion, to: &out)
        }
        out.write("}")
    }

    private static func location(_ location: Location, to out: inout ReportOutput) {
        out.write("{\"kind\": ")
        JSON.write(location.kind, to: &out)
        switch location {
        case .branch(let name):
            out.write(", \"name\": ")
            JSON.write(name, to: &out)
        case .commit(let sha, let line, let header):
            out.write(", \"sha\": ")
            JSON.write(sha, to: &out)
            out.write(", \"line\": ")
            out.write(line)
            out.write(", \"header\": ")
            JSON.write(header, to: &out)
        case .mergeRequest(let field):
            out.write(", \"field\": ")
            JSON.write(field, to: &out)
        case .file(let path, let line, let column):
            out.write(", \"path\": ")
            JSON.write(path, to: &out)
            out.write(", \"line\": ")
            out.write(line)
            out.write(", \"column\": ")
            out.write(column)
        }
        out.write("}")
    }
}
