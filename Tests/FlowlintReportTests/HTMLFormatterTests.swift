import Testing
import FlowlintCore
@testable import FlowlintReport

/// The HTML page's structure and escaping, on reports built in memory.
struct HTMLFormatterTests {
    static let hostileHeader = "fix <script>alert('header')</script> & \"quotes\"\u{1B}[31m\u{202E}"
    static let hostilePath = "App/\"><img src=x onerror=alert(1)>/EvilViewController.swift"
    static let hostileBranch = "feature/<svg onload=alert(2)>'\"&"
    static let sha = "0123456789abcdef0123456789abcdef01234567"

    static func finding(_ rule: String, _ severity: Severity = .error, at location: Location, suggestion: String? = nil) -> Finding {
        Finding(rule: rule, severity: severity, message: LocalizedText(ru: "сообщение \(rule)", en: "message of \(rule)"),
                location: location, suggestion: suggestion)
    }

    static let hostile = Report(
        findings: [
            finding("branch-name", at: .branch(name: hostileBranch), suggestion: "features/<b>"),
            finding("commit-header-format", at: .commit(sha: sha, line: 1, header: hostileHeader)),
            finding("commit-issue-mismatch", .warning, at: .commit(sha: sha, line: 1, header: hostileHeader)),
            finding("mvp-weak-view", at: .file(path: hostilePath, line: 3, column: 5)),
        ],
        checked: CheckedCounts(branches: 1, commits: 1, files: 1),
        notes: [LocalizedText(ru: "заметка <i>", en: "a note <i>")])

    static func render(_ report: Report, _ language: Language = .en) -> String {
        HTMLFormatter(version: "9.9.9", date: 1_767_268_800, rules: RuleCatalog.descriptions)
            .format(report, options: FormatOptions(language: language, color: false))
    }

    static func occurrences(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func theShellIsOneSelfContainedPage() {
        let page = Self.render(Self.hostile)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">"))
        #expect(Self.occurrences("<script", in: page) == 1, "only the page's own script")
        #expect(Self.occurrences("<style", in: page) == 1)
        let benign = Self.render(Report(findings: Self.hostile.findings.filter { $0.rule != "mvp-weak-view" }))
        for external in ["src=", "http://", "https://", "<link", "@import", "url("] {
            #expect(!benign.contains(external), "nothing is loaded from elsewhere: \(external)")
        }
        #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
    }

    @Test func theHeaderShowsCountsDateAndVersion() {
        let page = Self.render(Self.hostile)
        #expect(page.contains("<dd id=\"n-errors\">3</dd>"))
        #expect(page.contains("<dd id=\"n-warnings\">1</dd>"))
        #expect(page.contains("<dd id=\"n-branches\">1</dd>"))
        #expect(page.contains("<dd id=\"n-commits\">1</dd>"))
        #expect(page.contains("<dd id=\"n-files\">1</dd>"))
        #expect(!page.contains("n-skipped_commits"), "zero counts other than errors and warnings are left out")
        #expect(page.contains("<time id=\"date\">2026-01-01 12:00 UTC</time>"))
        #expect(page.contains("flowlint <span id=\"version\">9.9.9</span>"))
        #expect(page.contains("<p id=\"summary\">3 errors, 1 warning; checked: 1 branch, 1 commit, 1 file</p>"))
    }

    @Test func aHostileHeaderIsText() {
        let page = Self.render(Self.hostile)
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("<b>01234567</b> fix &lt;script&gt;alert('header')&lt;/script&gt; &amp; \"quotes\"\\x1B[31m\\u{202E}</h3>"))
        #expect(!page.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E }, "control characters are shown escaped")
    }

    @Test func aHostilePathIsInert() {
        let page = Self.render(Self.hostile)
        #expect(!page.contains("<img"))
        #expect(page.contains("<h3 class=f>App/\"&gt;&lt;img src=x onerror=alert(1)&gt;/EvilViewController.swift</h3>"))
    }

    @Test func aHostileBranchIsInert() {
        let page = Self.render(Self.hostile)
        #expect(!page.contains("<svg onload"))
        #expect(page.contains("<h3 class=b>feature/&lt;svg onload=alert(2)&gt;'\"&amp;</h3>"))
        #expect(page.contains("<p>features/&lt;b&gt;</p>"), "suggestions are escaped too")
        #expect(page.contains("<li>a note &lt;i&gt;</li>"), "and notes")
    }

    @Test func findingsAreGroupedAndLinkToTheirRule() {
        let page = Self.render(Self.hostile)
        #expect(Self.occurrences("<div><h3 class=", in: page) == 3, "branch, commit and file")
        #expect(page.contains("<li class=w><i>1</i>message of commit-issue-mismatch<a href=#rule-commit-issue-mismatch></a></ul></div>"))
        #expect(page.contains("<li><i>3:5</i>message of mvp-weak-view<a>mvp-weak-view</a></ul></div>"),
                "a rule the formatter has no description of is named without a link")
        for rule in ["branch-name", "commit-header-format", "commit-issue-mismatch"] {
            #expect(Self.occurrences("<section class=\"rule\" id=\"rule-\(rule)\">", in: page) == 1)
            #expect(page.contains("#list a[href=\"#rule-\(rule)\"]::before{content:\"\(rule)\"}"), "the rule's id as its link's text")
            #expect(page.contains("#list a[href=\"#rule-\(rule)\"]::after{content:\" — "), "the summary beside each finding")
        }
        #expect(!page.contains("id=\"rule-commit-body\""), "only the rules that appear are explained")
        #expect(page.contains("<option value=\"commit-header-format\">commit-header-format (1)</option>"))
    }

    @Test func theRuleSectionHoldsWhatExplainPrints() throws {
        let page = Self.render(Self.hostile, .ru)
        let description = try #require(RuleCatalog.descriptions.first { $0.id == "commit-header-format" })
        let explained = RuleExplanation.text(description, .ru)
        #expect(page.contains(HTMLEscape.lines(explained)))
        #expect(page.contains("<html lang=\"ru\">"))
        #expect(page.contains("h3.c::before{content:\"Коммит \"}"))
    }

    @Test func anEmptyReportSaysSo() {
        let page = Self.render(Report(checked: CheckedCounts(commits: 4)))
        #expect(page.contains("<p class=\"none\">No findings.</p>"))
        #expect(!page.contains("id=\"charts\""))
        #expect(!page.contains("id=\"list\""))
        #expect(Self.occurrences("<script", in: page) == 1, "the script finds no list and does nothing")
    }

    @Test func escapingKeepsPlainTextAsIsAndEscapesTheRest() {
        #expect(HTMLEscape.text("Задача EW_IOS-98: экран") == "Задача EW_IOS-98: экран")
        #expect(HTMLEscape.text("a<b>&\"'") == "a&lt;b&gt;&amp;\"'", "quotes are harmless in text")
        #expect(HTMLEscape.attribute("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&#39;")
        #expect(HTMLEscape.attribute("plain") == "plain")
        #expect(HTMLEscape.text("x\u{85}y\u{200F}z\u{61C}") == "x\\x85y\\u{200F}z\\u{061C}")
        #expect(HTMLEscape.text("tab\there") == "tab\\x09here")
        #expect(HTMLEscape.text("ü — é") == "ü — é", "lead bytes shared with harmless letters pass")
        #expect(HTMLEscape.lines("a<\nb") == "a&lt;\nb")
        #expect(HTMLEscape.cssString("a\"b\\c</style>") == "\"a\\22 b\\5c c\\3c /style\\3e \"")
        #expect(HTMLEscape.identifier("rule-1\"><x") == "rule-1x")
    }

    @Test(arguments: [
        (Int64(0), "1970-01-01 00:00 UTC"), (951_782_400, "2000-02-29 00:00 UTC"),
        (1_767_268_800, "2026-01-01 12:00 UTC"), (-1, "1969-12-31 23:59 UTC"),
    ])
    func datesAreUTC(seconds: Int64, text: String) {
        #expect(CivilDate(epochSeconds: seconds).text == text)
    }

    @Test func monthsCountAndOrder() {
        let month = CalendarMonth(epochSeconds: 951_782_400)
        #expect(month.year == 2000 && month.month == 2)
        #expect(CalendarMonth(index: month.index + 11).year == 2001)
        #expect(CalendarMonth(index: month.index + 11).month == 1)
        #expect(CalendarMonth(year: 1999, month: 12) < month)
    }
}
