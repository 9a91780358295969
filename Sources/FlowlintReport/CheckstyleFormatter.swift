import FlowlintCore

/// Checkstyle's XML as its `XMLLogger` writes it, which Jenkins, Danger and reviewdog read:
/// `<file name>` elements holding `<error line column severity message source>`. Findings about
/// commits, branches and merge requests lie in no file: they are listed under `<file name="">`
/// with no line, never placed at a file they are not about.
public struct CheckstyleFormatter: ReportFormatter {
    public init() {}

    public func write(_ report: Report, options: FormatOptions, to out: inout ReportOutput) {
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"8.0\">\n")
        for (path, members) in Self.byFile(report.findings) {
            if out.isClosed { return }
            out.write("<file name=\"")
            writeXML(path, to: &out)
            out.write("\">\n")
            for index in members { error(report.findings[index], options.language, to: &out) }
            out.write("</file>\n")
        }
        out.write("</checkstyle>\n")
    }

    private func error(_ finding: Finding, _ language: Language, to out: inout ReportOutput) {
        out.write("<error")
        if case .file(_, let line, let column) = finding.location {
            out.write(" line=\"")
            out.write(line)
            out.write("\" column=\"")
            out.write(column)
            out.write("\"")
        }
        out.write(finding.severity == .error ? " severity=\"error\" message=\"" : " severity=\"warning\" message=\"")
        out.write(pieces: { ReportPaths.describe(finding, language, $0) }) { JUnitFormatter.writeXML($0, to: &$1) }
        out.write("\" source=\"flowlint.")
        writeXML(finding.rule, to: &out)
        out.write("\"/>\n")
    }

    /// Findings (as indices) by file in the order first met; those in no file under "".
    static func byFile(_ findings: [Finding]) -> [(String, [Int])] {
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() {
            var path = ""
            if case .file(let file, _, _) = finding.location { path = file }
            if groups[path] == nil { order.append(path) }
            groups[path, default: []].append(index)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    private func writeXML(_ text: String, to out: inout ReportOutput) {
        var text = text
        text.withUTF8 { JUnitFormatter.writeXML($0, to: &out) }
    }
}
