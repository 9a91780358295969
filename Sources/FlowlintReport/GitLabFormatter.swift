import FlowlintCore

/// GitLab Code Quality: a JSON array of issues with `description`, `check_name`,
/// `fingerprint`, `severity` and `location.path` / `location.lines.begin`.
public struct GitLabFormatter: StreamingReportFormatter {
    public init() {}

    public func stream(options: FormatOptions) -> any ReportStream {
        Stream(language: options.language)
    }

    struct Stream: ReportStream {
        let language: Language
        var wroteAny = false

        /// The opening depends on whether any finding follows: written with the first.
        func begin(to out: inout ReportOutput) {}

        mutating func write(_ findings: [Finding], to out: inout ReportOutput) {
            // A group names its subjects alone, so its fingerprints are unique among all.
            let fingerprints = Fingerprint.unique(findings)
            for (finding, fingerprint) in zip(findings, fingerprints) {
                if out.isClosed { return }
                // Code Quality requires a path and a line: a finding in no file has the empty
                // path (its description names the commit, branch or request).
                let place = ReportPaths.file(of: finding.location) ?? ("", 1, 1)
                out.write(wroteAny ? ",\n  {\"type\": \"issue\", \"description\": " : "[\n  {\"type\": \"issue\", \"description\": ")
                wroteAny = true
                JSON.write(pieces: { ReportPaths.describe(finding, language, $0) }, to: &out)
                out.write(", \"check_name\": ")
                JSON.write(finding.rule, to: &out)
                out.write(", \"fingerprint\": ")
                JSON.write(fingerprint, to: &out)
                out.write(finding.severity == .error ? ", \"severity\": \"major\"" : ", \"severity\": \"minor\"")
                out.write(", \"location\": {\"path\": ")
                JSON.write(place.path, to: &out)
                out.write(", \"lines\": {\"begin\": ")
                out.write(place.line)
                out.write("}}}")
            }
        }

        func end(_ report: Report, to out: inout ReportOutput) {
            out.write(wroteAny ? "\n]\n" : "[]\n")
        }
    }
}
