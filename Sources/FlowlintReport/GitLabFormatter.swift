import FlowlintCore

/// GitLab Code Quality: a JSON array of issues with `description`, `check_name`,
/// `fingerprint`, `severity` and `location.path` / `location.lines.begin`.
public struct GitLabFormatter: ReportFormatter {
    public init() {}

    public func write(_ report: Report, options: FormatOptions, to out: inout ReportOutput) {
        let fingerprints = Fingerprint.unique(report.findings)
        out.write(report.findings.isEmpty ? "[]\n" : "[\n")
        for (index, (finding, fingerprint)) in zip(report.findings, fingerprints).enumerated() {
            if out.isClosed { return }
            let place = ReportPaths.place(of: finding.location)
            out.write(index == 0 ? "  {\"type\": \"issue\", \"description\": " : ",\n  {\"type\": \"issue\", \"description\": ")
            JSON.write(pieces: { ReportPaths.describe(finding, options.language, $0) }, to: &out)
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
        if !report.findings.isEmpty { out.write("\n]\n") }
    }
}
