import FlowlintCore

/// A table for a merge-request note or a CI job summary (GitHub's `$GITHUB_STEP_SUMMARY`):
/// the summary line as a heading, then one row per finding. Text from commits, branches and
/// files is escaped so that it can't break the table or add markup.
public struct MarkdownFormatter: ReportFormatter {
    public init() {}

    public func write(_ report: Report, options: FormatOptions, to out: inout ReportOutput) {
        let language = options.language
        out.write("### flowlint: ")
        out.write(Self.escape(TextFormatter.summaryLine(report, language: language)))
        out.write("\n\n")
        if !report.findings.isEmpty {
            out.write(language == .ru ? "| | Правило | Где | Замечание |\n|---|---|---|---|\n" : "| | Rule | Where | Finding |\n|---|---|---|---|\n")
        }
        for finding in report.findings {
            if out.isClosed { return }
            out.write(finding.severity == .error ? "| ❌ error | `" : "| ⚠️ warning | `")
            out.write(finding.rule)
            out.write("` | ")
            out.write(Self.escape(Self.place(finding.location, language)))
            out.write(" | ")
            var message = finding.message.text(language)
            if let suggestion = finding.suggestion {
                message += language == .ru ? " (предлагается: \(suggestion))" : " (suggestion: \(suggestion))"
            }
            out.write(Self.escape(message))
            out.write(" |\n")
        }
        for note in report.notes {
            out.write("\n> ")
            out.write(Self.escape(note.text(language)))
            out.write("\n")
        }
    }

    private static func place(_ location: Location, _ language: Language) -> String {
        switch location {
        case .file(let path, let line, let column): return "\(path):\(line):\(column)"
        case .commit(let sha, let line, let header):
            return (language == .ru ? "коммит " : "commit ") + "\(sha.prefix(8)):\(line) «\(header.prefix(72))»"
        case .branch(let name): return (language == .ru ? "ветка " : "branch ") + name
        case .mergeRequest(let field): return (language == .ru ? "мёрж реквест, " : "merge request, ") + field
        }
    }

    /// Markdown's and HTML's markup characters as entities or escapes, line breaks and other
    /// controls as spaces: one cell stays one cell, whatever a commit message holds.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "|": out += "\\|"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "#", "!": out += "\\" + String(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
