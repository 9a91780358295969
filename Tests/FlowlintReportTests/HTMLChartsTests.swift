import Testing
import FlowlintCore
@testable import FlowlintReport

/// The HTML report's charts: what each counts, and when each appears.
struct HTMLChartsTests {
    static let january = Int64(1_767_268_800)  // 2026-01-01 12:00 UTC
    static let day = Int64(86_400)

    static func commitFinding(_ sha: String, _ rule: String = "commit-body", _ severity: Severity = .error) -> Finding {
        Finding(rule: rule, severity: severity, message: LocalizedText(ru: "м", en: "m"),
                location: .commit(sha: sha, line: 1, header: "header \(sha)"))
    }

    /// Three months: January 2 of 2 commits fail, February none of 1, April 1 of 2 (March empty).
    static func history(byAuthor: Bool) -> Report {
        var tally = HistoryTally(byAuthor: byAuthor)
        let commits: [(String, Int64, String, Bool)] = [
            ("a1", january, "Mallory <img src=x onerror=alert(1)>", true), ("a2", january + day, "Alice", true),
            ("b1", january + 40 * day, "Alice", false),
            ("d1", january + 95 * day, "Alice", true), ("d2", january + 96 * day, "Bob", false),
        ]
        for (sha, time, author, failing) in commits {
            tally.add(sha: sha, committedAt: time, author: author, hasFindings: failing)
        }
        var report = Report(
            findings: [commitFinding("a1"), commitFinding("a1", "commit-language"), commitFinding("a2"), commitFinding("d1", "commit-issue-mismatch", .warning)],
            checked: CheckedCounts(commits: 5))
        report.history = tally
        return report
    }

    static func render(_ report: Report) -> String {
        HTMLFormatter(version: "1", date: 0, rules: RuleCatalog.descriptions).format(report, options: FormatOptions(language: .en, color: false))
    }

    @Test func theShareOfConformingCommitsIsCountedPerMonth() {
        let points = HTMLCharts(report: Self.history(byAuthor: false), words: HTMLWords(.en)).monthPoints()
        #expect(points.map(\.month.month) == [1, 2, 4], "the months with commits: their count bounds the chart, not the span")
        #expect(points.map(\.checked) == [2, 1, 2])
        #expect(points.map(\.conforming) == [0, 1, 1], "a commit with two findings counts once")
        let page = Self.render(Self.history(byAuthor: false))
        #expect(page.contains("<figure id=\"chart-months\">"))
        #expect(page.contains("<title>Jan 2026: 0 of 2 commits without findings (0%)</title>"))
        #expect(page.contains("<title>Apr 2026: 1 of 2 commits without findings (50%)</title>"))
        #expect(page.contains("<path class=\"trend\" d=\"M48 236L272 24M720 130\"/>"), "March breaks the line")
    }

    @Test func findingsTheBaselineDropsDontMakeACommitFail() {
        var report = Self.history(byAuthor: false)
        report.findings.removeAll { finding in
            if case .commit(let sha, _, _) = finding.location { return sha == "a2" }
            return false
        }
        let points = HTMLCharts(report: report, words: HTMLWords(.en)).monthPoints()
        #expect(points.first?.conforming == 1)
    }

    @Test func authorsAreNamedOnlyWhenAskedFor() {
        let anonymous = Self.render(Self.history(byAuthor: false))
        #expect(!anonymous.contains("chart-authors"))
        for name in ["Mallory", "Alice", "Bob"] { #expect(!anonymous.contains(name)) }
        let named = Self.render(Self.history(byAuthor: true))
        #expect(named.contains("<figure id=\"chart-authors\">"))
        #expect(named.contains("<title>Mallory &lt;img src=x onerror=alert(1)&gt;: 2 errors, 0 warnings</title>"))
        #expect(named.contains("<title>Alice: 1 error, 1 warning</title>"))
        #expect(!named.contains("Bob"), "an author without findings has no bar")
        #expect(!named.contains("<img"))
    }

    @Test func findingsPerRuleSplitErrorsAndWarnings() {
        var report = Self.history(byAuthor: false)
        report.findings.append(Self.commitFinding("d1", "commit-issue-mismatch", .error))
        let page = Self.render(report)
        #expect(page.contains("<title>commit-issue-mismatch: 1 error, 1 warning</title>"))
        #expect(page.contains("<a href=\"#filter?rule=commit-issue-mismatch\">"), "a rule's bar filters the list")
        #expect(page.contains(">2 (1 + 1)</text>"))
    }

    @Test func modulesAreViperModulesElseFolders() {
        var report = Report(
            findings: [
                Finding(rule: "viper-method-verb", severity: .warning, message: LocalizedText(ru: "м", en: "m"),
                        location: .file(path: "App/PostListModule/Interactor/PostListInteractorInput.h", line: 1, column: 1)),
                Finding(rule: "mvp-weak-view", severity: .error, message: LocalizedText(ru: "м", en: "m"),
                        location: .file(path: "App/EventList/EventListPresenter.swift", line: 3, column: 5)),
                Finding(rule: "mvp-weak-view", severity: .error, message: LocalizedText(ru: "м", en: "m"),
                        location: .file(path: "Top.swift", line: 3, column: 5)),
            ],
            checked: CheckedCounts(files: 3))
        report.sourceModules = ["App/PostListModule/Interactor/PostListInteractorInput.h": "PostList"]
        let page = Self.render(report)
        #expect(page.contains("<figure id=\"chart-modules\">"))
        #expect(page.contains("<title>PostList: 0 errors, 1 warning</title>"))
        #expect(page.contains("<title>App/EventList: 1 error, 0 warnings</title>"))
        #expect(page.contains("<title>.: 1 error, 0 warnings</title>"))
        #expect(!page.contains("chart-months"), "no history, no trend")
    }

    @Test func longListsKeepTheirLargestBarsAndSumTheRest() {
        let findings = (0..<30).flatMap { index in
            (0...index).map { _ in
                Finding(rule: "mvp-weak-view", severity: .error, message: LocalizedText(ru: "м", en: "m"),
                        location: .file(path: "Folder\(index)/A.swift", line: 1, column: 1))
            }
        }
        let page = Self.render(Report(findings: findings, checked: CheckedCounts(files: 30)))
        #expect(page.contains("<title>Folder29: 30 errors, 0 warnings</title>"))
        #expect(!page.contains("<title>Folder4:"))
        #expect(page.contains("<title>others (5): 15 errors, 0 warnings</title>"))
    }

    @Test func aLongHistoryIsLabelledByYear() {
        var tally = HistoryTally(byAuthor: false)
        for year in 0..<20 { tally.add(sha: "c\(year)", committedAt: Self.january + Int64(year) * 365 * Self.day, author: nil, hasFindings: false) }
        var report = Report(findings: [Self.commitFinding("c0")], checked: CheckedCounts(commits: 20))
        report.history = tally
        let page = Self.render(report)
        #expect(page.contains(">2026</text>"))
        #expect(page.contains(">2044</text>"))
        #expect(!page.contains(">2027</text>"), "every third year, about eight labels")
    }

    /// A commit dated 31 million years on (git takes it) would squeeze every other month into
    /// one point of a time axis: past a century the months with commits stand side by side,
    /// labelled with their month and year, and the caption says so.
    @Test func anOutlierDatePutsTheMonthsSideBySide() {
        var tally = HistoryTally(byAuthor: false)
        for (sha, time) in [("a", Self.january), ("b", Self.january + 40 * Self.day), ("c", Int64(1_000_000_000_000_000))] {
            tally.add(sha: sha, committedAt: time, author: nil, hasFindings: false)
        }
        var report = Report(findings: [], checked: CheckedCounts(commits: 3))
        report.history = tally
        let page = Self.render(report)
        #expect(page.contains("<path class=\"trend\" d=\"M48 24L384 24M720 24\"/>"), "evenly spaced; February follows January")
        #expect(page.contains(">Jan 2026</text>") && page.contains(">Feb 2026</text>"))
        #expect(page.contains("<title>Feb 2026: 1 of 1 commit without findings (100%)</title>"))
        #expect(page.contains("too far apart for a time axis: only the months with commits are shown, side by side, in order."))
        var century = HistoryTally(byAuthor: false)
        century.add(sha: "a", committedAt: Self.january, author: nil, hasFindings: false)
        century.add(sha: "b", committedAt: Self.january + 36_500 * Self.day, author: nil, hasFindings: false)
        report.history = century
        #expect(!Self.render(report).contains("side by side"), "a century is still a time axis")
    }
}
