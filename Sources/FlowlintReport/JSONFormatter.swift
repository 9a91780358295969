import FlowlintCore

/// `{"version": 1, "findings": [...], "summary": {...}}` (section 3), keys in a fixed order.
public struct JSONFormatter: ReportFormatter {
    public init() {}

    public func format(_ report: Report, options: FormatOptions) -> String {
        var out = "{\n  \"version\": 1,\n  \"findings\": ["
        for (index, finding) in report.findings.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    " + object(finding, options.language)
        }
        out += report.findings.isEmpty ? "],\n" : "\n  ],\n"
        let c = report.checked
        out += "  \"summary\": {\"errors\": \(report.errors), \"warnings\": \(report.warnings), \"checked\": "
        out += "{\"branches\": \(c.branches), \"commits\": \(c.commits), \"skipped_commits\": \(c.skippedCommits), \"files\": \(c.files)}}"
        if !report.notes.isEmpty {
            out += ",\n  \"notes\": [" + report.notes.map { JSON.string($0.text(options.language)) }.joined(separator: ", ") + "]"
        }
        return out + "\n}\n"
    }

    private func object(_ finding: Finding, _ language: Language) -> String {
        var fields = [
            ("rule", JSON.string(finding.rule)),
            ("severity", JSON.string(finding.severity.rawValue)),
            ("message", JSON.string(finding.message.text(language))),
            ("location", location(finding.location)),
        ]
        if let suggestion = finding.suggestion { fields.append(("suggestion", JSON.string(suggestion))) }
        return JSON.object(fields)
    }

    private func location(_ location: Location) -> String {
        var fields = [("kind", JSON.string(location.kind))]
        switch location {
        case .branch(let name):
            fields.append(("name", JSON.string(name)))
        case .commit(let sha, let line, let header):
            fields += [("sha", JSON.string(sha)), ("line", "\(line)"), ("header", JSON.string(header))]
        case .mergeRequest(let field):
            fields.append(("field", JSON.string(field)))
        case .file(let path, let line, let column):
            fields += [("path", JSON.string(path)), ("line", "\(line)"), ("column", "\(column)")]
        }
        return JSON.object(fields)
    }
}

/// Minimal JSON writing: strings escaped per RFC 8259, control characters as \u escapes.
public enum JSON {
    public static func string(_ text: some StringProtocol) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    public static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
