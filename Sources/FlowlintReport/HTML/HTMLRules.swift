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

    /// `#list a[href="#rule-commit-body"]::after{content:" — …"}` for each rule.
    func summaryStyles() -> String {
        descriptions.map { description in
            let id = HTMLEscape.identifier(description.id)
            return "#list a[href=\"#rule-\(id)\"]::after{content:\(HTMLEscape.cssString(" — " + description.summary.text(words.language)))}\n"
        }.joined()
    }
}
