import FlowlintCore

/// One self-contained page for people (section 3, `html`): the summary, charts drawn as
/// inline SVG, every finding with its suggestion and a link to its rule's explanation, and a
/// filter. Inline CSS and script only; the content security policy forbids every request, so
/// the page works from disk and in a CI artifact viewer and can't be made to load anything.
public struct HTMLFormatter: ReportFormatter {
    let version: String
    /// The run's time, seconds since the epoch.
    let date: Int64
    let rules: [RuleDescription]

    public init(version: String, date: Int64, rules: [RuleDescription]) {
        self.version = version
        self.date = date
        self.rules = rules
    }

    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"

    public func write(_ report: Report, options: FormatOptions, to output: inout ReportOutput) {
        output.write(render(report, options: options))
    }

    private func render(_ report: Report, options: FormatOptions) -> String {
        let words = HTMLWords(options.language)
        let explained = HTMLRules(all: rules, found: report.findings, words: words)
        var out = ""
        out.reserveCapacity(4096 + report.findings.count * 200)
        out += "<!DOCTYPE html>\n<html lang=\"\(options.language.rawValue)\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"generator\" content=\"flowlint \(HTMLEscape.attribute(version))\">\n"
        out += "<title>\(HTMLEscape.text(words.title))</title>\n<style>\n"
        out += HTMLStyle.css(words) + explained.summaryStyles()
        out += "</style>\n</head>\n<body>\n"
        header(report, words, into: &out)
        HTMLCharts(report: report, words: words).render(into: &out)
        HTMLFindings(report: report, words: words, explained: explained.ids).render(into: &out)
        explained.render(into: &out)
        out += "<script>\n" + HTMLScript.source + "\n</script>\n</body>\n</html>\n"
        return out
    }

    /// The title, the run's date and flowlint's version, the counts (each with an id the
    /// browser check compares with the JSON summary), the summary line and the notes.
    private func header(_ report: Report, _ words: HTMLWords, into out: inout String) {
        out += "<header>\n<h1>\(HTMLEscape.text(words.title))</h1>\n"
        out += "<p class=\"meta\">\(HTMLEscape.text(words.run)): <time id=\"date\">\(CivilDate(epochSeconds: date).text)</time>"
        out += " · flowlint <span id=\"version\">\(HTMLEscape.text(version))</span></p>\n<dl class=\"counts\">"
        let c = report.checked
        var counts = [("err", "errors", words.errors, report.errors), ("warn", "warnings", words.warnings, report.warnings)]
        if c.branches > 0 { counts.append(("", "branches", words.branches, c.branches)) }
        if c.commits > 0 || (c.branches == 0 && c.files == 0) { counts.append(("", "commits", words.commits, c.commits)) }
        if c.skippedCommits > 0 { counts.append(("", "skipped_commits", words.skipped, c.skippedCommits)) }
        if c.files > 0 { counts.append(("", "files", words.files, c.files)) }
        for (style, id, name, count) in counts {
            out += "<div\(style.isEmpty ? "" : " class=\"\(style)\"")><dt>\(HTMLEscape.text(name))</dt><dd id=\"n-\(id)\">\(count)</dd></div>"
        }
        out += "</dl>\n<p id=\"summary\">\(HTMLEscape.text(TextFormatter.summaryLine(report, language: words.language)))</p>\n"
        if !report.notes.isEmpty {
            out += "<details class=\"notes\"\(report.notes.count <= 5 ? " open" : "")><summary>\(HTMLEscape.text(words.notes)) (\(report.notes.count))</summary><ul>"
            for note in report.notes { out += "<li>\(HTMLEscape.text(note.text(words.language)))</li>" }
            out += "</ul></details>\n"
        }
        out += "</header>\n"
    }
}
