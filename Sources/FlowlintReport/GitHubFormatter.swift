import FlowlintCore

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which
/// GitHub shows as annotations on the pull request.
public struct GitHubFormatter: StreamingReportFormatter {
    public init() {}

    public func stream(options: FormatOptions) -> any ReportStream {
        Stream(language: options.language)
    }

    struct Stream: ReportStream {
        let language: Language

        func begin(to out: inout ReportOutput) {}

        func write(_ findings: [Finding], to out: inout ReportOutput) {
            for finding in findings {
                if out.isClosed { return }
                out.write(GitHubFormatter.command(finding, language))
            }
        }

        func end(_ report: Report, to out: inout ReportOutput) {
            out.write(TextFormatter.summaryLine(report, language: language) + "\n")
        }
    }

    private static func command(_ finding: Finding, _ language: Language) -> String {
        let command = finding.severity == .error ? "error" : "warning"
        var properties: [String] = []
        if case .file(let path, let line, let column) = finding.location {
            properties += ["file=\(property(TerminalText.escape(path)))", "line=\(line)", "col=\(column)"]
        }
        properties.append("title=\(property("flowlint \(finding.rule)"))")
        // The log viewer renders ANSI sequences: untrusted text is escaped as for a terminal.
        let message = TerminalText.escape(ReportPaths.describe(finding, language))
        return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
    }

    /// Escaping of a command's message, as the runner un-escapes it.
    private static func data(_ text: String) -> String {
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
    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
