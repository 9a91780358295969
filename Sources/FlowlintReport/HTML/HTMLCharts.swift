import FlowlintCore

/// The report's charts: findings per rule always; the share of conforming commits per month
/// when a history was scanned; findings per author with `--by-author`; findings per module
/// when sources were checked.
struct HTMLCharts {
    let report: Report
    let words: HTMLWords
    /// Longer lists show their largest rows and one row for the rest.
    static let maxBars = 25

    func render(into out: inout String) {
        let perRule = bars(by: { finding in finding.rule }, linked: true)
        let months = monthPoints()
        let authors = report.history?.byAuthor == true ? bars(by: author) : []
        let modules = bars(by: module)
        guard !perRule.isEmpty || months.count > 0 else { return }
        out += "<section id=\"charts\"><h2>\(HTMLEscape.text(words.charts))</h2>\n"
        if !perRule.isEmpty {
            HTMLBarChart(id: "chart-rules", title: words.perRule, caption: nil, bars: perRule, words: words).render(into: &out)
        }
        if !months.isEmpty {
            HTMLLineChart(id: "chart-months", title: words.perMonth, caption: words.perMonthCaption, points: months, words: words)
                .render(into: &out)
        }
        if !authors.isEmpty {
            HTMLBarChart(id: "chart-authors", title: words.perAuthor, caption: nil, bars: authors, words: words).render(into: &out)
        }
        if !modules.isEmpty {
            HTMLBarChart(id: "chart-modules", title: words.perModule, caption: words.perModuleCaption, bars: modules, words: words)
                .render(into: &out)
        }
        out += "</section>\n"
    }

    /// Findings counted by a key (nil: not counted), largest first, ties by name.
    private func bars(by key: (Finding) -> String?, linked: Bool = false) -> [HTMLBarChart.Bar] {
        var counts: [String: (errors: Int, warnings: Int)] = [:]
        for finding in report.findings {
            guard let name = key(finding) else { continue }
            if finding.severity == .error { counts[name, default: (0, 0)].errors += 1 } else { counts[name, default: (0, 0)].warnings += 1 }
        }
        let sorted = counts.sorted { ($0.value.errors + $0.value.warnings, $1.key) > ($1.value.errors + $1.value.warnings, $0.key) }
        var bars = sorted.prefix(Self.maxBars).map { name, count in
            HTMLBarChart.Bar(label: name, errors: count.errors, warnings: count.warnings,
                             link: linked ? "#filter?rule=" + HTMLEscape.identifier(name) : nil)
        }
        let rest = sorted.dropFirst(Self.maxBars)
        if !rest.isEmpty {
            bars.append(HTMLBarChart.Bar(
                label: "\(words.others) (\(rest.count))", errors: rest.reduce(0) { $0 + $1.value.errors },
                warnings: rest.reduce(0) { $0 + $1.value.warnings }, link: nil))
        }
        return bars
    }

    private func author(_ finding: Finding) -> String? {
        guard case .commit(let sha, _, _) = finding.location else { return nil }
        return report.history?.flagged[sha]?.author
    }

    /// The file's VIPER module if it belongs to one, else its folder (`.` at the top).
    private func module(_ finding: Finding) -> String? {
        guard case .file(let path, _, _) = finding.location else { return nil }
        if let module = report.sourceModules[path] { return module }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// Every month with checked commits, in order (never the months between: a commit dated
    /// 31 million years on made that 380 million points); a commit conforms when no finding left
    /// in the report is about it.
    func monthPoints() -> [HTMLLineChart.Point] {
        guard let history = report.history else { return [] }
        var failing: [CalendarMonth: Int] = [:]
        var seen = Set<String>()
        for finding in report.findings {
            guard case .commit(let sha, _, _) = finding.location, let facts = history.flagged[sha], seen.insert(sha).inserted else { continue }
            failing[facts.month, default: 0] += 1
        }
        return history.checkedPerMonth.sorted { $0.key < $1.key }.map { month, checked in
            HTMLLineChart.Point(month: month, checked: checked, conforming: max(0, checked - (failing[month] ?? 0)))
        }
    }
}
