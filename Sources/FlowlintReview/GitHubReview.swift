import FlowlintCore
import FlowlintReport
import FlowlintTracker

/// A GitHub pull request (REST API): one review holding the comments on added lines that no
/// earlier run posted, and a summary comment found again by its marker and edited. GitHub's
/// REST API can't resolve review threads, so a fixed finding's comment stays; the summary says
/// what is left.
public struct GitHubReview {
    let api: ReviewAPI
    let repository: String
    let number: Int
    let headSHA: String

    public init(api: String, repository: String, number: Int, headSHA: String, token: String, timeout: Int) {
        let headers = ["Authorization: Bearer \(token)", "Accept: application/vnd.github+json", "X-GitHub-Api-Version: 2022-11-28"]
        self.api = ReviewAPI(base: api, headers: headers, platform: "GitHub", timeout: timeout)
        self.repository = repository.split(separator: "/").map { HTTPClient.percentEncoded(String($0)) }.joined(separator: "/")
        self.number = number
        self.headSHA = headSHA
    }

    public func post(_ review: ReviewRequest) throws(ReviewFailure) -> ReviewOutcome {
        let nothing = LocalizedText(ru: "замечания не опубликованы в пул реквесте", en: "nothing was posted to the pull request")
        let added: [String: Set<Int>], posted: Set<String>, summary: Int?
        do {
            added = try addedLines()
            posted = try postedKeys()
            summary = try summaryComment()
        } catch {
            throw error.notPosted(nothing)
        }
        do {
            let body = JSON.object([("body", JSON.string(review.summaryBody))])
            if let summary {
                try api.patch("/repos/\(repository)/issues/comments/\(summary)", body)
            } else {
                try api.post("/repos/\(repository)/issues/\(number)/comments", body)
            }
        } catch {
            throw error.notPosted(nothing)
        }
        var outcome = ReviewOutcome()
        let comments = review.comments(on: added, suggestionHeader: "suggestion")
        let new = comments.filter { !posted.contains($0.key) }
        outcome.kept = comments.count - new.count
        guard !new.isEmpty else { return outcome }
        do {
            try api.post("/repos/\(repository)/pulls/\(number)/reviews", reviewBody(new, review.language))
        } catch {
            throw error.notPosted(LocalizedText(
                ru: "сводка опубликована, комментарии к строкам — нет", en: "the summary was posted, the comments on lines were not"))
        }
        outcome.posted = new.count
        return outcome
    }

    private func reviewBody(_ comments: [ReviewComment], _ language: Language) -> String {
        let items = comments.map { comment in
            JSON.object([
                ("path", JSON.string(comment.path)), ("line", String(comment.line)), ("side", JSON.string("RIGHT")),
                ("body", JSON.string(comment.body)),
            ])
        }
        let text = language == .ru ? "flowlint: замечания к изменённым строкам" : "flowlint: findings on the changed lines"
        return JSON.object([
            ("commit_id", JSON.string(headSHA)), ("event", JSON.string("COMMENT")), ("body", JSON.string(text)),
            ("comments", "[" + items.joined(separator: ",") + "]"),
        ])
    }

    /// Each changed file's added lines, from the `patch` GitHub gives per file.
    func addedLines() throws(ReviewFailure) -> [String: Set<Int>] {
        let files = try api.list("/repos/\(repository)/pulls/\(number)/files?per_page=100")
        let pairs = files.compactMap { file -> (String, Set<Int>)? in
            guard let path = file["filename"]?.string, file["status"]?.string != "removed" else { return nil }
            return (path, DiffLines.added(in: file["patch"]?.string ?? ""))
        }
        return Dictionary(pairs, uniquingKeysWith: { $0.union($1) })
    }

    /// The finding keys of the review comments flowlint posted on earlier runs.
    func postedKeys() throws(ReviewFailure) -> Set<String> {
        let comments = try api.list("/repos/\(repository)/pulls/\(number)/comments?per_page=100")
        return Set(comments.compactMap { $0["body"]?.string.flatMap(ReviewComment.key(inBody:)) })
    }

    func summaryComment() throws(ReviewFailure) -> Int? {
        let comments = try api.list("/repos/\(repository)/issues/\(number)/comments?per_page=100")
        return comments.first { $0["body"]?.string?.hasPrefix(ReviewComment.summaryMarker) == true }?["id"]?.integer
    }
}
