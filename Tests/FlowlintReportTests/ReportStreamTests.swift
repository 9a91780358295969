import Testing
import FlowlintCore
@testable import FlowlintReport

/// A report streamed group by group, as a history scan hands over each commit's findings, is
/// byte for byte the report written whole (issue 15).
struct ReportStreamTests {
    final class Collected: @unchecked Sendable {
        var bytes: [UInt8] = []
    }

    /// A branch finding, then 400 commits with one to three findings each: lines out of order
    /// (text sorts them), the same finding twice (SARIF and GitLab number the second
    /// fingerprint), control characters and templates, warnings among errors.
    static let groups: [[Finding]] = {
        var groups: [[Finding]] = [[Finding(
            rule: "branch-name", severity: .error, message: LocalizedText(ru: "ветка", en: "branch"),
            location: .branch(name: "feature/x\u{1B}[31m"), suggestion: "features/x")]]
        for number in 0..<400 {
            let sha = String(repeating: String(number % 10), count: 8) + String(number, radix: 16).padding(32)
            let header = number % 7 == 0 ? "Fix \u{7}bell, 100% \"quoted\"" : "Commit \(number)"
            func finding(_ rule: String, _ severity: Severity, line: Int, _ message: LocalizedText) -> Finding {
                Finding(rule: rule, severity: severity, message: message, location: .commit(sha: sha, line: line, header: header),
                        suggestion: number % 5 == 0 ? "[EW_IOS-\(number)] Исправить" : nil)
            }
            var group = [finding("commit-body", .error, line: 3, LocalizedText(ru: "нет тела", en: "no body"))]
            if number % 2 == 0 {
                group.append(finding("commit-header-format", .error, line: 1, LocalizedText(ru: "формат\nзаголовка", en: "header\tformat")))
            }
            if number % 3 == 0 {
                group.append(finding("commit-body", .warning, line: 3, LocalizedText(ru: "нет тела", en: "no body")))
            }
            groups.append(group)
        }
        return groups
    }()

    static let checked = CheckedCounts(branches: 1, commits: 400, skippedCommits: 2)
    static let notes = [LocalizedText(ru: "заметка", en: "a note")]

    static func streamed(_ formatter: any StreamingReportFormatter, _ options: FormatOptions) -> (String, Report) {
        let collected = Collected()
        // A small block: the stream crosses many of them.
        let output = ReportOutput(blockSize: 512) { bytes in
            collected.bytes += bytes
            return bytes.count
        }
        let stream = StreamedReport(formatter.stream(options: options), output: output)
        var report = Report(checked: checked, notes: notes)
        for group in groups {
            report.findings = group
            report.stream(into: stream)
        }
        stream.end(report)
        return (String(decoding: collected.bytes, as: UTF8.self), report)
    }

    @Test(arguments: [OutputFormat.text, .json, .sarif, .gitlab, .github], [Language.en, .ru])
    func streamedIsWhatIsWrittenWhole(format: OutputFormat, language: Language) throws {
        let formatter = Formatters.formatter(for: format, version: "0.0.0-test")
        let streaming = try #require(formatter as? any StreamingReportFormatter)
        for color in format == .text ? [false, true] : [false] {
            let options = FormatOptions(language: language, color: color)
            let whole = Report(findings: Self.groups.flatMap { $0 }, checked: Self.checked, notes: Self.notes)
            let (text, report) = Self.streamed(streaming, options)
            #expect(text == formatter.format(whole, options: options))
            #expect(report.findings.isEmpty, "written findings are not kept")
            #expect(report.errors == whole.errors && report.warnings == whole.warnings)
        }
    }

    @Test func anEmptyStreamIsAnEmptyReport() throws {
        for format in [OutputFormat.text, .json, .sarif, .gitlab, .github] {
            let formatter = Formatters.formatter(for: format, version: "0.0.0-test")
            let streaming = try #require(formatter as? any StreamingReportFormatter)
            let collected = Collected()
            let stream = StreamedReport(streaming.stream(options: FormatOptions(language: .en, color: false)), output: ReportOutput {
                collected.bytes += $0
                return $0.count
            })
            stream.end(Report(checked: Self.checked))
            #expect(String(decoding: collected.bytes, as: UTF8.self)
                    == formatter.format(Report(checked: Self.checked), options: FormatOptions(language: .en, color: false)))
        }
    }

    /// Their totals (JUnit) or charts (HTML) come before the findings: they keep the report.
    @Test func formatsThatNeedEveryFindingFirstDoNotStream() {
        #expect(!(Formatters.formatter(for: .junit, version: "0") is any StreamingReportFormatter))
        #expect(!(Formatters.formatter(for: .html, version: "0") is any StreamingReportFormatter))
    }
}

private extension String {
    /// Left-padded with zeros to `width` characters.
    func padding(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
