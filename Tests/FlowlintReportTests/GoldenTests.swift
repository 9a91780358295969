import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import FlowlintCore
@testable import FlowlintReport

/// Each format's output for one fixed report, compared with a file checked into `Golden/`.
/// `UPDATE_GOLDEN=1 swift test --filter GoldenTests` rewrites the files after a deliberate change.
struct GoldenTests {
    static let report: Report = {
        var report = findingsReport
        // Two months of history for the HTML charts (the other formats don't show it).
        var tally = HistoryTally(byAuthor: false)
        tally.add(sha: "0123456789abcdef0123456789abcdef01234567", committedAt: 1_767_268_800, author: nil, hasFindings: true)
        tally.add(sha: "fedcba9876543210fedcba9876543210fedcba98", committedAt: 1_770_000_000, author: nil, hasFindings: false)
        report.history = tally
        return report
    }()

    static let findingsReport = Report(
        findings: [
            Finding(
                rule: "branch-name", severity: .error,
                message: LocalizedText(ru: "ветка вида feature должна называться features/{id}_{name}",
                                       en: "a feature branch must be named features/{id}_{name}"),
                location: .branch(name: "feature/EW_IOS-98_Экран"), suggestion: "features/EW_IOS-98_Экран"),
            Finding(
                rule: "commit-header-format", severity: .error,
                message: LocalizedText(ru: "заголовок должен начинаться с «[<ID>] »", en: "the header must start with \"[<ID>] \""),
                location: .commit(sha: "0123456789abcdef0123456789abcdef01234567", line: 1, header: "fix: <b>100%</b>, done\u{1B}[31m"),
                suggestion: "[EW_IOS-98] fix"),
            Finding(
                rule: "commit-issue-mismatch", severity: .warning,
                message: LocalizedText(ru: "ID EW_IOS-7 не совпадает с ID ветки EW_IOS-98", en: "ID EW_IOS-7 differs from the branch's ID EW_IOS-98"),
                location: .commit(sha: "0123456789abcdef0123456789abcdef01234567", line: 1, header: "fix: <b>100%</b>, done\u{1B}[31m")),
            Finding(
                rule: "commit-body", severity: .error,
                message: LocalizedText(ru: "нет описания\nизменения", en: "no description\nof the change"),
                location: .file(path: "dir, with: odd%chars/COMMIT_EDITMSG", line: 2, column: 1)),
        ],
        checked: CheckedCounts(branches: 1, commits: 2, skippedCommits: 1, files: 1),
        notes: [LocalizedText(ru: "заметка", en: "a note")])

    static let cases: [(OutputFormat, Language, String)] = [
        (.text, .en, "report.en.txt"), (.text, .ru, "report.ru.txt"), (.json, .en, "report.json"),
        (.sarif, .en, "report.sarif"), (.junit, .en, "report.junit.xml"), (.gitlab, .en, "report.gitlab.json"),
        (.github, .en, "report.github.txt"), (.html, .en, "report.en.html"), (.html, .ru, "report.ru.html"),
        (.checkstyle, .en, "report.checkstyle.xml"), (.rdjson, .en, "report.rdjson"), (.markdown, .en, "report.md"),
    ]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func render(_ format: OutputFormat, _ language: Language, _ report: Report = report) -> String {
        Formatters.formatter(for: format, version: "0.0.0-test").format(report, options: FormatOptions(language: language, color: false))
    }

    @Test(arguments: cases.map { "\($0.0.rawValue)|\($0.1.rawValue)|\($0.2)" })
    func matchesTheGoldenFile(caseText: String) throws {
        let parts = caseText.split(separator: "|").map(String.init)
        let format = try #require(OutputFormat(rawValue: parts[0]))
        let language = try #require(Language(rawValue: parts[1]))
        let output = Self.render(format, language)
        let file = Self.folder.appendingPathComponent(parts[2])
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try output.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(output == expected, "\(parts[2]) differs; rerun with UPDATE_GOLDEN=1 if the change is intended")
    }

    @Test(arguments: [OutputFormat.json, .sarif, .gitlab, .rdjson])
    func jsonFormatsParse(format: OutputFormat) throws {
        for report in [Self.report, Report()] {
            let output = Self.render(format, .en, report)
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(output.utf8)) }
        }
    }

    @Test(arguments: [OutputFormat.junit, .checkstyle])
    func xmlFormatsAreWellFormed(format: OutputFormat) throws {
        for report in [Self.report, Report()] {
            let parser = XMLParser(data: Data(Self.render(format, .en, report).utf8))
            #expect(parser.parse(), "\(String(describing: parser.parserError))")
        }
    }

    @Test func sarifListsEveryRuleAndPointsAtIt() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(Self.render(.sarif, .en).utf8)) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleCatalog.ids)
        let results = try #require(run["results"] as? [[String: Any]])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test func gitlabFingerprintsAreStableAndUnique() throws {
        var duplicated = Self.report
        duplicated.findings.append(duplicated.findings[0])
        let first = try #require(try JSONSerialization.jsonObject(with: Data(Self.render(.gitlab, .en, duplicated).utf8)) as? [[String: Any]])
        let prints = first.compactMap { $0["fingerprint"] as? String }
        #expect(Set(prints).count == duplicated.findings.count)
        #expect(Self.render(.gitlab, .ru, duplicated).contains(prints[0]), "the language doesn't change fingerprints")
        #expect(Fingerprint.of("flowlint") == Fingerprint.of("flowlint"))
        #expect(Fingerprint.of("flowlint") != Fingerprint.of("flowlinu"))
    }

    @Test func githubCommandsCannotBeInjected() {
        let output = Self.render(.github, .en)
        for line in output.split(separator: "\n") where line.hasPrefix("::") {
            #expect(line.split(separator: ":", omittingEmptySubsequences: false).count >= 4)
        }
        #expect(!output.contains("\nof the change"))
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B }, "no raw escape reaches the log")
        #expect(output.contains("no description\\x0Aof the change"))
        #expect(output.contains("file=dir%2C with%3A odd%25chars/COMMIT_EDITMSG"))
    }
}
