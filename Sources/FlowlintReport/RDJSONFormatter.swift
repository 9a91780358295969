import FlowlintCore

/// reviewdog's Diagnostic Format (rdjson): one `DiagnosticResult` with `source`, and a
/// `diagnostics` list of `message`, `location.path` / `location.range.start` (lines and
/// columns from 1), `severity` (`ERROR`, `WARNING`), `code.value` and `suggestions`. A finding
/// about a commit, a branch or a merge request has no `location`: it lies in no file.
public struct RDJSONFormatter: StreamingReportFormatter {
    public init() {}

    public func stream(options: FormatOptions) -> any ReportStream {
        Stream(language: options.language)
    }

    struct Stream: ReportStream {
        let language: Language
        var wroteAny = false

        func begin(to out: inout ReportOutput) {
            out.write("{\"source\": {\"name\": \"flowlint\"}, \"diagnostics\": [")
        }

        mutating func write(_ findings: [Finding], to out: inout ReportOutput) {
            for finding in findings {
                if out.isClosed { return }
                out.write(wroteAny ? ",\n  {\"message\": " : "\n  {\"message\": ")
                wroteAny = true
                JSON.write(pieces: { ReportPaths.describe(finding, language, $0) }, to: &out)
                if case .file(let path, let line, let column) = finding.location {
                    out.write(", \"location\": {\"path\": ")
                    JSON.write(path, to: &out)
                    out.write(", \"range\": {\"start\": {\"line\": ")
                    out.write(line)
                    out.write(", \"column\": ")
                    out.write(column)
                    out.write("}}}")
                }
                out.write(finding.severity == .error ? ", \"severity\": \"ERROR\"" : ", \"severity\": \"WARNING\"")
                out.write(", \"source\": {\"name\": \"flowlint\"}, \"code\": {\"value\": ")
                JSON.write(finding.rule, to: &out)
                out.write("}}")
            }
        }

        func end(_ report: Report, to out: inout ReportOutput) {
            out.write(wroteAny ? "\n]}\n" : "]}\n")
        }
    }
}
