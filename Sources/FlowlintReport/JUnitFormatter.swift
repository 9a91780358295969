import FlowlintCore

/// JUnit XML, which every CI shows as tests: one test suite per branch, commit, file or merge
/// request with findings; an error is a failed test case, a warning a passing one that says so.
public struct JUnitFormatter: ReportFormatter {
    public init() {}

    public func format(_ report: Report, options: FormatOptions) -> String {
        let groups = group(report.findings)
        let failures = report.errors
        let tests = max(1, report.findings.count)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"flowlint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        if groups.isEmpty {
            let summary = TextFormatter.summaryLine(report, language: options.language)
            out += "  <testsuite name=\"flowlint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            out += "    <testcase classname=\"flowlint\" name=\"\(xml(summary))\"/>\n"
            out += "  </testsuite>\n"
        }
        for (subject, findings) in groups {
            let suiteFailures = findings.count { $0.severity == .error }
            out += "  <testsuite name=\"\(xml(subject))\" tests=\"\(findings.count)\" failures=\"\(suiteFailures)\" errors=\"0\">\n"
            for finding in findings { out += testCase(finding, subject: subject, options.language) }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    private func testCase(_ finding: Finding, subject: String, _ language: Language) -> String {
        let place = ReportPaths.place(of: finding.location)
        let message = ReportPaths.describe(finding, language)
        var out = "    <testcase classname=\"\(xml(subject))\" name=\"\(xml(finding.rule))\" file=\"\(xml(place.path))\" line=\"\(place.line)\">\n"
        if finding.severity == .error {
            out += "      <failure type=\"error\" message=\"\(xml(message))\">\(xml(message))</failure>\n"
        } else {
            out += "      <system-out>warning: \(xml(message))</system-out>\n"
        }
        return out + "    </testcase>\n"
    }

    /// Findings grouped by what they are about, in the order first met.
    private func group(_ findings: [Finding]) -> [(String, [Finding])] {
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        for finding in findings {
            let subject: String
            switch finding.location {
            case .branch(let name): subject = "branch \(name)"
            case .commit(let sha, _, let header): subject = "commit \(sha.prefix(8)) \(header.prefix(72))"
            case .mergeRequest: subject = "merge request"
            case .file(let path, _, _): subject = path
            }
            if groups[subject] == nil { order.append(subject) }
            groups[subject, default: []].append(finding)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    /// XML 1.0 text: markup characters escaped, characters XML can't carry replaced.
    func xml(_ text: some StringProtocol) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xD800...0xDFFF).contains(value) && value != 0xFFFE && value != 0xFFFF
                out += allowed ? String(scalar) : "\u{FFFD}"
            }
        }
        return out
    }
}
