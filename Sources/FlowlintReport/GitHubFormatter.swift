import FlowlintCore

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which
/// GitHub shows as annotations on the pull request.
public struct GitHubFormatter: ReportFormatter {
    public init() {}

    public func write(_ report: Report, options: FormatOptions, to output: inout ReportOutput) {
        output.write(render(report, options: options))
    }

    private func render(_ report: Report, options: FormatOptions) -> String {
        var out = ""
        for finding in report.findings {
            let command = finding.severity == .error ? "error" : "warning"
            var properties: [String] = []
            if case .file(let path, let line, let column) = finding.location {
                properties += ["file=\(property(TerminalText.escape(path)))", "line=\(line)", "col=\(column)"]
            }
            properties.append("title=\(property("flowlint \(finding.rule)"))")
            // The log viewer renders ANSI sequences: untrusted text is escaped as for a terminal.
            let message = TerminalText.escape(ReportPaths.describe(finding, options.language))
            out += "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
        }
        let summary = TextFormatter.summaryLine(report, language: options.language)
        return out + summary + "\n"
    }

    /// Escaping of a command's message, as the runner un-escapes it.
    private func data(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Properties also escape `:` and `,`, which separate them.
    private func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
