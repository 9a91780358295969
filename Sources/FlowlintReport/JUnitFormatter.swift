import FlowlintCore

/// JUnit XML, which every CI shows as tests: one test suite per branch, commit, file or merge
/// request with findings; an error is a failed test case, a warning a passing one that says so.
public struct JUnitFormatter: ReportFormatter {
    public init() {}

    public func write(_ report: Report, options: FormatOptions, to out: inout ReportOutput) {
        let groups = group(report.findings)
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"flowlint\" tests=\"")
        out.write(max(1, report.findings.count))
        out.write("\" failures=\"")
        out.write(report.errors)
        out.write("\" errors=\"0\">\n")
        if groups.isEmpty {
            let summary = TextFormatter.summaryLine(report, language: options.language)
            out.write("  <testsuite name=\"flowlint\" tests=\"1\" failures=\"0\" errors=\"0\">\n")
            out.write("    <testcase classname=\"flowlint\" name=\"\(xml(summary))\"/>\n")
            out.write("  </testsuite>\n")
        }
        for (subject, members) in groups {
            if out.isClosed { return }
            let subject = xml(subject)
            out.write("  <testsuite name=\"\(subject)\" tests=\"")
            out.write(members.count)
            out.write("\" failures=\"")
            out.write(members.count { report.findings[$0].severity == .error })
            out.write("\" errors=\"0\">\n")
            for index in members { testCase(report.findings[index], subject: subject, options.language, to: &out) }
            out.write("  </testsuite>\n")
        }
        out.write("</testsuites>\n")
    }

    /// One test case; `subject` is escaped already.
    private func testCase(_ finding: Finding, subject: String, _ language: Language, to out: inout ReportOutput) {
        out.write("    <testcase classname=\"")
        out.write(subject)
        out.write("\" name=\"")
        writeXML(finding.rule, to: &out)
        // Only a finding in a file names one; the suite names the commit, branch or request.
        if let place = ReportPaths.file(of: finding.location) {
            out.write("\" file=\"")
            writeXML(place.path, to: &out)
            out.write("\" line=\"")
            out.write(place.line)
        }
        out.write("\">\n")
        let message = { (body: (TextPiece) -> Void) in ReportPaths.describe(finding, language, body) }
        if finding.severity == .error {
            out.write("      <failure type=\"error\" message=\"")
            writeXML(pieces: message, to: &out)
            out.write("\">")
            writeXML(pieces: message, to: &out)
            out.write("</failure>\n")
        } else {
            out.write("      <system-out>warning: ")
            writeXML(pieces: message, to: &out)
            out.write("</system-out>\n")
        }
        out.write("    </testcase>\n")
    }

    /// Findings (as indices) grouped by what they are about, in the order first met.
    private func group(_ findings: [Finding]) -> [(String, [Int])] {
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() {
            let subject: String
            switch finding.location {
            case .branch(let name): subject = "branch \(name)"
            case .commit(let sha, _, let header): subject = "commit \(sha.prefix(8)) \(header.prefix(72))"
            case .mergeRequest: subject = "merge request"
            case .file(let path, _, _): subject = path
            }
            if groups[subject] == nil { order.append(subject) }
            groups[subject, default: []].append(index)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    /// XML 1.0 text: markup characters escaped, characters XML can't carry replaced.
    func xml(_ text: some StringProtocol) -> String {
        var output = ReportOutput.memory()
        writeXML(text, to: &output)
        return output.text
    }

    private func writeXML(_ text: some StringProtocol, to output: inout ReportOutput) {
        writeXML(pieces: { LocalizedText(ru: String(text), en: String(text)).forEachPiece(.en, $0) }, to: &output)
    }

    private func writeXML(pieces: ((TextPiece) -> Void) -> Void, to output: inout ReportOutput) {
        output.write(pieces: pieces) { Self.writeXML($0, to: &$1) }
    }

    /// Valid UTF-8 escaped for XML: runs that need nothing are copied whole. C0 controls but
    /// tab and line feed, U+FFFE and U+FFFF (EF BF BE/BF) become U+FFFD.
    static func writeXML(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout ReportOutput) {
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var length = 1
            let replacement: String
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&apos;"
            case 0x0A: replacement = "&#10;"
            case 0x09: replacement = "&#9;"
            case 0x00..<0x20: replacement = "\u{FFFD}"
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] & 0xFE == 0xBE:
                replacement = "\u{FFFD}"
                length = 3
            default:
                index += 1
                continue
            }
            if start < index { output.write(utf8: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
            output.write(replacement)
            index += length
            start = index
        }
        if start < bytes.count { output.write(utf8: UnsafeBufferPointer(rebasing: bytes[start...])) }
    }
}
