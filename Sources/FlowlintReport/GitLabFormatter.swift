import FlowlintCore

/// GitLab Code Quality: a JSON array of issues with `description`, `check_name`,
/// `fingerprint`, `severity` and `location.path` / `location.lines.begin`.
public struct GitLabFormatter: ReportFormatter {
    public init() {}

    public func format(_ report: Report, options: FormatOptions) -> String {
        let fingerprints = Fingerprint.unique(report.findings)
        let issues = zip(report.findings, fingerprints).map { finding, fingerprint in
            let place = ReportPaths.place(of: finding.location)
            return "  " + JSON.object([
                ("type", JSON.string("issue")),
                ("description", JSON.string(ReportPaths.describe(finding, options.language))),
                ("check_name", JSON.string(finding.rule)),
                ("fingerprint", JSON.string(fingerprint)),
                ("severity", JSON.string(finding.severity == .error ? "major" : "minor")),
                ("location", JSON.object([
                    ("path", JSON.string(place.path)),
                    ("lines", JSON.object([("begin", "\(place.line)")])),
                ])),
            ])
        }
        return issues.isEmpty ? "[]\n" : "[\n" + issues.joined(separator: ",\n") + "\n]\n"
    }
}
