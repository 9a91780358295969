import Foundation

/// GitLab's merge-request endpoints as its API documentation describes them (versions, diffs,
/// notes, discussions and their resolution), in memory behind an `HTTPStub`: lists come one
/// to a page with `X-Next-Page`, `X-Page`, `X-Total` and `Link`, as GitLab pages them.
public final class FakeGitLab: @unchecked Sendable {
    public struct Discussion: @unchecked Sendable {
        public let id: String
        public var body: String
        public var resolved: Bool
        public let position: [String: Any]?

        init(id: String, body: String, resolved: Bool, position: [String: Any]?) {
            self.id = id
            self.body = body
            self.resolved = resolved
            self.position = position
        }
    }

    public let project: String
    public let iid: Int
    private let lock = NSLock()
    private var versions: [[String: Any]] = []
    private var diffs: [[String: Any]] = []
    private var storedNotes: [(id: Int, body: String)] = []
    private var storedDiscussions: [Discussion] = []
    private var nextID = 100
    /// Answers that replace the API's for requests whose path contains the key.
    public var faults: [String: HTTPStub.Reply] = [:]
    public private(set) var stub: HTTPStub!

    public init(project: String = "42", iid: Int = 7) throws {
        self.project = project
        self.iid = iid
        stub = try HTTPStub { [unowned self] request in self.answer(request) }
    }

    public var api: String { stub.baseURL + "/api/v4" }
    public var notes: [(id: Int, body: String)] { lock.withLock { storedNotes } }
    public var discussions: [Discussion] { lock.withLock { storedDiscussions } }

    /// The request's diff at a new push: a new latest version and the files' diffs.
    public func push(base: String, head: String, files: [(path: String, diff: String)]) {
        lock.withLock {
            nextID += 1
            versions.insert([
                "id": nextID, "head_commit_sha": head, "base_commit_sha": base, "start_commit_sha": base,
                "created_at": "2026-11-28T03:00:00.000Z", "merge_request_id": 1, "state": "collected", "real_size": "\(files.count)",
            ], at: 0)
            diffs = files.map {
                ["old_path": $0.path, "new_path": $0.path, "a_mode": "100644", "b_mode": "100644", "diff": $0.diff,
                 "new_file": false, "renamed_file": false, "deleted_file": false, "generated_file": false]
            }
        }
    }

    private func answer(_ request: HTTPStub.Request) -> HTTPStub.Reply {
        if let fault = FakeAPI.fault(faults, request) { return fault }
        let prefix = "/api/v4/projects/\(project)/merge_requests/\(iid)"
        guard request.path.hasPrefix(prefix) else { return .init(status: 404, body: #"{"message": "404 Not found"}"#) }
        let (path, query) = FakeAPI.split(String(request.path.dropFirst(prefix.count)))
        return lock.withLock { route(request.method, path, query, request) }
    }

    private func route(_ method: String, _ path: String, _ query: [String: String], _ request: HTTPStub.Request) -> HTTPStub.Reply {
        let body = FakeAPI.body(request)
        switch (method, path) {
        case ("GET", ""):
            return .init(body: FakeAPI.json(["id": 1, "iid": iid, "force_remove_source_branch": true, "author": ["username": "autor"]]))
        case ("GET", "/approvals"):
            return .init(body: FakeAPI.json(["id": 1, "iid": iid, "approved_by": [["user": ["username": "reviewer"]]]]))
        case ("GET", "/versions"): return page(versions, query, request.path)
        case ("GET", "/diffs"): return page(diffs, query, request.path)
        case ("GET", "/changes"): return .init(body: FakeAPI.json(["iid": iid, "changes": diffs]))
        case ("GET", "/notes"):
            return page(storedNotes.map { ["id": $0.id, "body": $0.body, "system": false, "author": ["username": "flowlint-bot"]] }, query, request.path)
        case ("POST", "/notes"):
            nextID += 1
            storedNotes.append((nextID, body["body"] as? String ?? ""))
            return .init(status: 201, body: FakeAPI.json(["id": nextID, "body": body["body"] ?? ""]))
        case ("GET", "/discussions"):
            return page(storedDiscussions.map(Self.shape), query, request.path)
        case ("POST", "/discussions"):
            guard let position = body["position"] as? [String: Any], position["new_line"] is Int,
                  position["head_sha"] as? String == versions.first?["head_commit_sha"] as? String else {
                return .init(status: 400, body: #"{"message": "400 Bad request - Note {:line_code=>[\"can't be blank\"]}"}"#)
            }
            nextID += 1
            let discussion = Discussion(id: String(format: "%040x", nextID), body: body["body"] as? String ?? "", resolved: false, position: position)
            storedDiscussions.append(discussion)
            return .init(status: 201, body: FakeAPI.json(Self.shape(discussion)))
        default:
            return edit(method, path, query, body)
        }
    }

    /// `PUT /notes/:id` and `PUT /discussions/:id?resolved=`.
    private func edit(_ method: String, _ path: String, _ query: [String: String], _ body: [String: Any]) -> HTTPStub.Reply {
        let parts = path.split(separator: "/").map(String.init)
        if method == "PUT", parts.count == 2, parts[0] == "notes", let id = Int(parts[1]),
           let index = storedNotes.firstIndex(where: { $0.id == id }), let text = body["body"] as? String {
            storedNotes[index].body = text
            return .init(body: FakeAPI.json(["id": id, "body": text]))
        }
        if method == "PUT", parts.count == 2, parts[0] == "discussions", let resolved = query["resolved"],
           let index = storedDiscussions.firstIndex(where: { $0.id == parts[1] }) {
            storedDiscussions[index].resolved = resolved == "true"
            return .init(body: FakeAPI.json(Self.shape(storedDiscussions[index])))
        }
        return .init(status: 404, body: #"{"message": "404 Not found"}"#)
    }

    static func shape(_ discussion: Discussion) -> [String: Any] {
        var note: [String: Any] = [
            "id": Int(discussion.id, radix: 16) ?? 0, "type": "DiffNote", "body": discussion.body, "author": ["username": "flowlint-bot"],
            "system": false, "resolvable": true, "resolved": discussion.resolved, "noteable_type": "MergeRequest",
        ]
        if let position = discussion.position { note["position"] = position }
        return ["id": discussion.id, "individual_note": false, "notes": [note]]
    }

    /// Two items a page, whatever `per_page` asks: every list is read over several pages.
    private func page(_ items: [[String: Any]], _ query: [String: String], _ fullPath: String) -> HTTPStub.Reply {
        let (number, slice, last) = FakeAPI.page(items, query)
        var headers = ["X-Page": "\(number)", "X-Per-Page": "1", "X-Total": "\(items.count)", "X-Total-Pages": "\(last)",
                       "X-Next-Page": number < last ? "\(number + 1)" : ""]
        if number < last {
            let (path, _) = FakeAPI.split(fullPath)
            headers["Link"] = "<\(stub.baseURL)\(path)?page=\(number + 1)&per_page=1>; rel=\"next\", <\(stub.baseURL)\(path)?page=\(last)&per_page=1>; rel=\"last\""
        }
        return .init(body: FakeAPI.json(slice), headers: headers)
    }
}
