import Foundation

/// What the stand-ins for GitLab's and GitHub's APIs share: one item a page whatever
/// `per_page` asks (so every list of two is read over two pages), paths with their queries,
/// and JSON in and out.
enum FakeAPI {
    /// Page `query["page"]` of `items`, and the number of the last page.
    static func page(_ items: [[String: Any]], _ query: [String: String]) -> (number: Int, items: [[String: Any]], last: Int) {
        let number = max(1, Int(query["page"] ?? "1") ?? 1)
        return (number, Array(items.dropFirst(number - 1).prefix(1)), max(1, items.count))
    }

    /// The answer set up in place of the API's for a request whose path contains its key.
    static func fault(_ faults: [String: HTTPStub.Reply], _ request: HTTPStub.Request) -> HTTPStub.Reply? {
        faults.first { request.path.contains($0.key) }?.value
    }

    static func body(_ request: HTTPStub.Request) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(request.body.utf8))) as? [String: Any] ?? [:]
    }

    static func split(_ path: String) -> (String, [String: String]) {
        guard let mark = path.firstIndex(of: "?") else { return (path, [:]) }
        var query: [String: String] = [:]
        for pair in path[path.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            query[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return (String(path[..<mark]), query)
    }

    static func json(_ value: Any) -> String {
        (try? JSONSerialization.data(withJSONObject: value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}
