import FlowlintCore

/// What `mr --comment` posts: the report's findings (source findings on the request's added
/// lines become comments, everything goes in the summary) and the summary's markdown.
public struct ReviewRequest {
    public var findings: [Finding]
    /// The markdown report, which the summary note holds under its marker.
    public var summary: String
    public var language: Language
    /// Where the rules are explained (the rules page of flowlint's docs).
    public var rulesPage: String
    /// The text of a line of the request's head (path relative to the repository's root).
    public var lineText: (String, Int) -> String?

    public init(
        findings: [Finding], summary: String, language: Language, rulesPage: String, lineText: @escaping (String, Int) -> String?
    ) {
        self.findings = findings
        self.summary = summary
        self.language = language
        self.rulesPage = rulesPage
        self.lineText = lineText
    }

    /// The comments for the lines in `added` (path → the new lines the diff adds), one per
    /// finding key: two findings with the same key on one request are one comment.
    func comments(on added: [String: Set<Int>], suggestionHeader: String) -> [ReviewComment] {
        var seen: Set<String> = []
        return findings.compactMap { finding -> ReviewComment? in
            guard case .file(let path, let line, _) = finding.location, added[path]?.contains(line) == true else { return nil }
            let comment = ReviewComment.make(
                finding, lineText: lineText(path, line), language: language, suggestionHeader: suggestionHeader, rulesPage: rulesPage)
            guard let comment, seen.insert(comment.key).inserted else { return nil }
            return comment
        }
    }

    var summaryBody: String { ReviewComment.summaryMarker + "\n" + summary }
}

/// What a run did in the request, for the line `mr` prints on stderr.
public struct ReviewOutcome: Sendable, Equatable {
    public var posted = 0
    public var resolved = 0
    public var reopened = 0
    public var kept = 0
}

extension ReviewFailure {
    /// The same reason, said as what was not posted because of it.
    func notPosted(_ what: LocalizedText) -> ReviewFailure {
        ReviewFailure(LocalizedText(ru: "\(what.ru): \(reason.ru)", en: "\(what.en): \(reason.en)"), status: status)
    }
}
