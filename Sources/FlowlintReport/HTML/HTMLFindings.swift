import FlowlintCore

/// The findings, grouped as the text format groups them (branch, commit, merge request,
/// file), with the filter controls the page's script shows. Markup per finding is kept
/// short (no class for the common case, unquoted attributes where the value is ours, optional
/// end tags left out): git/git's 130,000 findings must stay a file a browser opens. Words that
/// repeat on every row (severity, "Commit", the rule's id and summary) come from the
/// stylesheet instead.
struct HTMLFindings {
    let report: Report
    let words: HTMLWords
    /// Rules whose explanation the page includes.
    let explained: Set<String>
    /// Groups per page when the script paginates.
    static let pageSize = 100

    func render(into out: inout String) {
        out += "<section id=\"findings\"><h2>\(HTMLEscape.text(words.findings))</h2>\n"
        guard !report.findings.isEmpty else {
            out += "<p class=\"none\">\(HTMLEscape.text(words.noFindings))</p></section>\n"
            return
        }
        filters(into: &out)
        out += "<div id=\"list\" data-page=\"\(Self.pageSize)\">\n"
        var currentGroup: Location?
        for finding in TextFormatter.orderedByLine(report.findings) {
            if currentGroup.map({ !TextFormatter.sameSubject($0, finding.location) }) ?? true {
                if currentGroup != nil { out += "</ul></div>\n" }
                groupHeader(finding.location, into: &out)
                currentGroup = finding.location
            }
            item(finding, into: &out)
        }
        out += "</ul></div>\n</div>\n"
        out += "<nav id=\"pager\" hidden><button type=\"button\" id=\"prev\">\(HTMLEscape.text(words.previous))</button>"
        out += " <span id=\"page\"></span> <button type=\"button\" id=\"next\">\(HTMLEscape.text(words.next))</button></nav>\n"
        out += "<p class=\"print\" id=\"print\" hidden>\(HTMLEscape.text(words.printNote))</p></section>\n"
    }

    private func filters(into out: inout String) {
        var counts: [String: Int] = [:]
        for finding in report.findings { counts[finding.rule, default: 0] += 1 }
        out += "<form id=\"filters\" hidden><label>\(HTMLEscape.text(words.rule)) <select id=\"f-rule\"><option value=\"\">\(HTMLEscape.text(words.all))</option>"
        for (rule, count) in counts.sorted(by: { $0.key < $1.key }) {
            out += "<option value=\"\(HTMLEscape.attribute(rule))\">\(HTMLEscape.text(rule)) (\(count))</option>"
        }
        out += "</select></label> <label>\(HTMLEscape.text(words.severity)) <select id=\"f-sev\"><option value=\"\">\(HTMLEscape.text(words.all))</option>"
        out += "<option value=\"e\">\(HTMLEscape.text(words.errors)) (\(report.errors))</option>"
        out += "<option value=\"w\">\(HTMLEscape.text(words.warnings)) (\(report.warnings))</option></select></label> "
        out += "<label>\(HTMLEscape.text(words.search)) <input id=\"f-q\" type=\"search\" placeholder=\"\(HTMLEscape.attribute(words.searchHint))\"></label> "
        out += "<span>\(HTMLEscape.text(words.shown)): <output id=\"shown\"></output></span></form>\n"
    }

    /// `<div><h3 class=c><b>1a2b3c4d</b> header</h3><ul>`: the kind's word is the stylesheet's.
    private func groupHeader(_ location: Location, into out: inout String) {
        switch location {
        case .branch(let name):
            out += "<div><h3 class=b>"
            HTMLEscape.append(name, to: &out)
        case .commit(let sha, _, let header):
            out += "<div><h3 class=c><b>\(sha.prefix(8))</b> "
            HTMLEscape.append(header.prefix(100), to: &out)
        case .mergeRequest:
            out += "<div><h3 class=m>"
        case .file(let path, _, _):
            out += "<div><h3 class=f>"
            HTMLEscape.append(path, to: &out)
        }
        out += "</h3><ul>\n"
    }

    /// `<li><i>2</i>message<a href=#rule-ID></a><p>suggestion</p>` for an error, `<li class=w>`
    /// for a warning: the link's text is the stylesheet's; a rule the page doesn't explain is
    /// named as text instead.
    private func item(_ finding: Finding, into out: inout String) {
        out += finding.severity == .error ? "<li>" : "<li class=w>"
        switch finding.location {
        case .commit(_, let line, _): out += "<i>\(line)</i>"
        case .file(_, let line, let column): out += "<i>\(line):\(column)</i>"
        case .mergeRequest(let field):
            out += "<i>"
            HTMLEscape.append(field, to: &out)
            out += "</i>"
        case .branch: break
        }
        HTMLEscape.append(finding.message.text(words.language), to: &out)
        out += explained.contains(finding.rule) ? "<a href=#rule-\(finding.rule)></a>" : "<a>\(HTMLEscape.text(finding.rule))</a>"
        if let suggestion = finding.suggestion {
            out += "<p>"
            HTMLEscape.append(suggestion, to: &out)
            out += "</p>"
        }
    }
}
