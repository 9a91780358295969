import FlowlintCore
import FlowlintReport
import FlowlintTracker

/// A GitLab merge request (API v4): one note of flowlint's, found again by its marker and
/// edited; a positioned discussion per source finding on an added line, resolved when the
/// finding is gone and never posted twice.
public struct GitLabReview {
    let api: ReviewAPI
    let request: String

    public init(api: String, project: String, iid: String, token: String, timeout: Int) {
        self.api = ReviewAPI(base: api, headers: ["PRIVATE-TOKEN: \(token)", "Accept: application/json"], platform: "GitLab", timeout: timeout)
        request = "/projects/\(HTTPClient.percentEncoded(project))/merge_requests/\(HTTPClient.percentEncoded(iid))"
    }

    /// A discussion flowlint opened before.
    struct Discussion {
        let id: String
        let key: String
        let resolved: Bool
    }

    struct Version {
        let base: String
        let start: String
        let head: String
    }

    public func post(_ review: ReviewRequest) throws(ReviewFailure) -> ReviewOutcome {
        let nothing = LocalizedText(ru: "замечания не опубликованы в мёрж реквесте", en: "nothing was posted to the merge request")
        let version: Version, files: [DiffFile], discussions: [Discussion], note: Int?
        do {
            version = try latestVersion()
            files = try diffFiles()
            discussions = try ownDiscussions()
            note = try summaryNote()
        } catch {
            throw error.notPosted(nothing)
        }
        var outcome = ReviewOutcome()
        do {
            if let note {
                try api.put(request + "/notes/\(note)", JSON.object([("body", JSON.string(review.summaryBody))]))
            } else {
                try api.post(request + "/notes", JSON.object([("body", JSON.string(review.summaryBody))]))
            }
        } catch {
            throw error.notPosted(nothing)
        }
        let comments = review.comments(on: DiffFile.addedLines(files), suggestionHeader: "suggestion:-0+0")
        do {
            try discuss(comments, files: files, version: version, known: discussions, outcome: &outcome)
        } catch {
            throw error.notPosted(LocalizedText(
                ru: "сводка опубликована, обсуждения строк — не все", en: "the summary was posted, not every discussion of a line"))
        }
        return outcome
    }

    /// New findings get a discussion; a finding whose discussion was resolved is back, so it
    /// is reopened; discussions of findings that are gone are resolved.
    private func discuss(_ comments: [ReviewComment], files: [DiffFile], version: Version, known: [Discussion],
                         outcome: inout ReviewOutcome) throws(ReviewFailure) {
        let byKey = Dictionary(known.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for comment in comments {
            if let discussion = byKey[comment.key] {
                if discussion.resolved {
                    try api.put(request + "/discussions/\(HTTPClient.percentEncoded(discussion.id))?resolved=false", nil)
                    outcome.reopened += 1
                } else {
                    outcome.kept += 1
                }
                continue
            }
            let oldPath = files.first { $0.newPath == comment.path }?.oldPath ?? comment.path
            let position = JSON.object([
                ("position_type", JSON.string("text")), ("base_sha", JSON.string(version.base)),
                ("start_sha", JSON.string(version.start)), ("head_sha", JSON.string(version.head)),
                ("old_path", JSON.string(oldPath)), ("new_path", JSON.string(comment.path)), ("new_line", String(comment.line)),
            ])
            try api.post(request + "/discussions", JSON.object([("body", JSON.string(comment.body)), ("position", position)]))
            outcome.posted += 1
        }
        let current = Set(comments.map(\.key))
        for discussion in known where !discussion.resolved && !current.contains(discussion.key) {
            try api.put(request + "/discussions/\(HTTPClient.percentEncoded(discussion.id))?resolved=true", nil)
            outcome.resolved += 1
        }
    }

    /// The request's latest diff version (GitLab lists them newest first): the SHAs a
    /// positioned discussion names.
    func latestVersion() throws(ReviewFailure) -> Version {
        let versions = try api.list(request + "/versions")
        guard let latest = versions.first, let base = latest["base_commit_sha"]?.string,
              let start = latest["start_commit_sha"]?.string, let head = latest["head_commit_sha"]?.string else {
            throw ReviewFailure(ru: "у мёрж реквеста нет версий диффа", en: "the merge request has no diff versions")
        }
        return Version(base: base, start: start, head: head)
    }

    /// `/diffs` (GitLab 15.7 and later), else the older `/changes`.
    func diffFiles() throws(ReviewFailure) -> [DiffFile] {
        let items: [JSONValue]
        do {
            items = try api.list(request + "/diffs?per_page=100")
        } catch where error.status == 404 {
            items = try api.get(request + "/changes")["changes"]?.array ?? []
        }
        return items.compactMap { item in
            guard let path = item["new_path"]?.string, item["deleted_file"]?.bool != true else { return nil }
            return DiffFile(oldPath: item["old_path"]?.string ?? path, newPath: path, diff: item["diff"]?.string ?? "")
        }
    }

    func ownDiscussions() throws(ReviewFailure) -> [Discussion] {
        try api.list(request + "/discussions?per_page=100").compactMap { item in
            guard let id = item["id"]?.string, let first = item["notes"]?.array?.first,
                  let key = first["body"]?.string.flatMap(ReviewComment.key(inBody:)) else { return nil }
            return Discussion(id: id, key: key, resolved: first["resolved"]?.bool == true)
        }
    }

    func summaryNote() throws(ReviewFailure) -> Int? {
        let notes = try api.list(request + "/notes?per_page=100&sort=asc")
        let own = notes.first { $0["body"]?.string?.hasPrefix(ReviewComment.summaryMarker) == true }
        return own?["id"]?.integer
    }
}

/// One file of a request's diff.
struct DiffFile {
    let oldPath: String
    let newPath: String
    let diff: String

    static func addedLines(_ files: [DiffFile]) -> [String: Set<Int>] {
        Dictionary(files.map { ($0.newPath, DiffLines.added(in: $0.diff)) }, uniquingKeysWith: { $0.union($1) })
    }
}

extension JSONValue {
    var integer: Int? {
        guard case .number(let number) = self, number.rounded() == number, abs(number) < 1e15 else { return nil }
        return Int(number)
    }
}
