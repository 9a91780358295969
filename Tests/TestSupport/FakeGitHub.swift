import Foundation

/// GitHub's pull-request endpoints as its REST documentation describes them (files, review
/// comments, reviews, issue comments), in memory behind an `HTTPStub`: lists come one to a
/// page with a `Link` header, as GitHub pages them.
public final class FakeGitHub: @unchecked Sendable {
    public let repository: String
    public let number: Int
    private let lock = NSLock()
    private var files: [[String: Any]] = []
    private var storedReviews: [[String: Any]] = []
    private var storedComments: [[String: Any]] = []
    private var storedIssueComments: [(id: Int, body: String)] = []
    private var nextID = 500
    public var faults: [String: HTTPStub.Reply] = [:]
    public private(set) var stub: HTTPStub!

    public init(repository: String = "team/app", number: Int = 12) throws {
        self.repository = repository
        self.number = number
        stub = try HTTPStub { [unowned self] request in self.answer(request) }
    }

    public var api: String { stub.baseURL }
    public var reviews: [[String: Any]] { lock.withLock { storedReviews } }
    public var reviewComments: [[String: Any]] { lock.withLock { storedComments } }
    public var issueComments: [(id: Int, body: String)] { lock.withLock { storedIssueComments } }

    /// The pull request's files at a new push, each with its `patch`.
    public func push(files: [(path: String, patch: String)]) {
        lock.withLock {
            self.files = files.map { ["sha": "0", "filename": $0.path, "status": "modified", "additions": 1, "deletions": 0, "changes": 1, "patch": $0.patch] }
        }
    }

    private func answer(_ request: HTTPStub.Request) -> HTTPStub.Reply {
        if let fault = FakeAPI.fault(faults, request) { return fault }
        let prefix = "/repos/\(repository)/"
        guard request.path.hasPrefix(prefix) else { return .init(status: 404, body: #"{"message": "Not Found"}"#) }
        let (path, query) = FakeAPI.split(String(request.path.dropFirst(prefix.count)))
        let body = FakeAPI.body(request)
        return lock.withLock { route(request.method, path, query, body) }
    }

    private func route(_ method: String, _ path: String, _ query: [String: String], _ body: [String: Any]) -> HTTPStub.Reply {
        switch (method, path) {
        case ("GET", "pulls/\(number)/files"): return page(files, query, path)
        case ("GET", "pulls/\(number)/comments"): return page(storedComments, query, path)
        case ("GET", "issues/\(number)/comments"):
            return page(storedIssueComments.map { ["id": $0.id, "body": $0.body, "user": ["login": "github-actions[bot]"]] }, query, path)
        case ("POST", "issues/\(number)/comments"):
            nextID += 1
            storedIssueComments.append((nextID, body["body"] as? String ?? ""))
            return .init(status: 201, body: FakeAPI.json(["id": nextID, "body": body["body"] ?? ""]))
        case ("POST", "pulls/\(number)/reviews"):
            return review(body)
        default:
            let parts = path.split(separator: "/")
            if method == "PATCH", parts.count == 3, parts[0] == "issues", parts[1] == "comments", let id = Int(parts[2]),
               let index = storedIssueComments.firstIndex(where: { $0.id == id }), let text = body["body"] as? String {
                storedIssueComments[index].body = text
                return .init(body: FakeAPI.json(["id": id, "body": text]))
            }
            return .init(status: 404, body: #"{"message": "Not Found"}"#)
        }
    }

    /// A review's comments must each name a path and a line of the diff on the RIGHT side.
    private func review(_ body: [String: Any]) -> HTTPStub.Reply {
        let comments = body["comments"] as? [[String: Any]] ?? []
        let valid = body["commit_id"] is String && comments.allSatisfy { comment in
            guard let path = comment["path"] as? String, comment["line"] is Int, comment["side"] as? String == "RIGHT" else { return false }
            return files.contains { $0["filename"] as? String == path }
        }
        guard valid else { return .init(status: 422, body: #"{"message": "Unprocessable Entity", "errors": ["Line could not be resolved"]}"#) }
        nextID += 1
        let review = nextID
        storedReviews.append(["id": review, "state": "COMMENTED", "body": body["body"] ?? "", "commit_id": body["commit_id"] ?? ""])
        for comment in comments {
            nextID += 1
            var stored = comment
            stored["id"] = nextID
            stored["pull_request_review_id"] = review
            storedComments.append(stored)
        }
        return .init(body: FakeAPI.json(["id": review, "state": "COMMENTED"]))
    }

    private func page(_ items: [[String: Any]], _ query: [String: String], _ path: String) -> HTTPStub.Reply {
        let (number, slice, last) = FakeAPI.page(items, query)
        var headers: [String: String] = [:]
        if number < last {
            headers["Link"] = "<\(stub.baseURL)/repos/\(repository)/\(path)?per_page=1&page=\(number + 1)>; rel=\"next\", <\(stub.baseURL)/repos/\(repository)/\(path)?per_page=1&page=\(last)>; rel=\"last\""
        }
        return .init(body: FakeAPI.json(slice), headers: headers)
    }
}
