import FlowlintCore

/// The explanation of each rule the report mentions (`flowlint explain`'s text), which every
/// finding links to, and the stylesheet lines that show each rule's one-line summary beside
/// its findings without repeating it in the markup.
struct HTMLRules {
    let descriptions: [RuleDescription]
    let words: HTMLWords

    /// The descriptions of the rules found, in the catalog's order.
    init(all: [RuleDescription], found: [Finding], words: HTMLWords) {
        let ids = Set(found.map(\.rule))
        descriptions = all.filter { ids.contains($0.id) }
        self.words = words
    }

    var ids: Set<String> { Set(descriptions.map(\.id)) }

    func render(into out: inout String) {
        guard !descriptions.isEmpty else { return }
        out += "<section id=\"rules\"><h2>\(HTMLEscape.text(words.rules))</h2>\n"
        for description in descriptions {
            let id = HTMLEscape.identifier(description.id)
            let severity = description.defaultSeverity == .error ? words.error : words.warning
            out += "<section class=\"rule\" id=\"rule-\(id)\"><h3>\(HTMLEscape.text(description.id)) <small>\(HTMLEscape.text(severity))</small></h3>"
            out += "<pre>\(HTMLEscape.lines(RuleExplanation.text(description, words.language)))</pre></section>\n"
        }
        out += "</section>\n"
    }

    /// The rule's id and summary as the text of each finding's link:
    /// `#list a[href="#rule-commit-body"]::before{content:"commit-body"}` and `::after` for
    /// the summary.
    func summaryStyles() -> String {
        descriptions.map { description in
            let selector = "#list a[href=\"#rule-\(HTMLEscape.identifier(description.id))\"]"
            return selector + "::before{content:\(HTMLEscape.cssString(description.id))}"
                + selector + "::after{content:\(HTMLEscape.cssString(" — " + description.summary.text(words.language)))}\n"
        }.joined()
    }
}
