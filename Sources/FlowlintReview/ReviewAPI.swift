import FlowlintCore
import FlowlintTracker
import Platform

/// Why something was not posted, said once on stderr; `mr`'s report and exit code don't change.
public struct ReviewFailure: Error, Sendable {
    public let reason: LocalizedText
    /// The HTTP status that ended it, when one did.
    public var status: Int?

    public init(_ reason: LocalizedText, status: Int? = nil) {
        self.reason = reason
        self.status = status
    }

    init(ru: String, en: String, status: Int? = nil) {
        self.init(LocalizedText(ru: ru, en: en), status: status)
    }
}

/// One platform's REST API: JSON in and out, pages followed, a rate limit waited out when the
/// wait is short. Every URL it requests is on the API's origin: the token goes nowhere else,
/// whatever a `Link` header or a redirect names.
struct ReviewAPI {
    let base: String
    let headers: [String]
    let platform: String
    let timeout: Int
    /// The longest `Retry-After` waited (seconds): a CI job must not sit for an hour.
    var longestWait = 5
    /// How many times one request is retried after a 429.
    var retries = 2
    /// Pages followed at most: a server that always names a next page must not hold the job.
    var pageLimit = 50

    init(base: String, headers: [String], platform: String, timeout: Int) {
        self.base = base.hasSuffix("/") ? String(base.dropLast()) : base
        self.headers = headers
        self.platform = platform
        self.timeout = timeout
    }

    func get(_ path: String) throws(ReviewFailure) -> JSONValue {
        try json(try send(nil, base + path, body: nil))
    }

    /// Every page's items of a list endpoint, following `Link: <…>; rel="next"` (GitHub,
    /// GitLab) or `X-Next-Page` (GitLab).
    func list(_ path: String) throws(ReviewFailure) -> [JSONValue] {
        var items: [JSONValue] = []
        var next: String? = base + path
        var pages = 0
        while let url = next {
            pages += 1
            guard pages <= pageLimit else {
                throw ReviewFailure(
                    ru: "\(platform) отдаёт больше \(pageLimit) страниц", en: "\(platform) returns more than \(pageLimit) pages")
            }
            let response = try send(nil, url, body: nil)
            guard let page = try json(response).array else {
                throw ReviewFailure(ru: "ответ \(platform) — не список", en: "\(platform)'s answer is not a list")
            }
            items += page
            next = try nextPage(response.headers, after: url)
        }
        return items
    }

    @discardableResult
    func post(_ path: String, _ body: String) throws(ReviewFailure) -> JSONValue {
        try json(try send("POST", base + path, body: body))
    }

    @discardableResult
    func put(_ path: String, _ body: String?) throws(ReviewFailure) -> JSONValue {
        try json(try send("PUT", base + path, body: body ?? ""))
    }

    @discardableResult
    func patch(_ path: String, _ body: String) throws(ReviewFailure) -> JSONValue {
        try json(try send("PATCH", base + path, body: body))
    }

    private func nextPage(_ fields: [String: String], after url: String) throws(ReviewFailure) -> String? {
        if let link = fields["link"], let next = Self.next(inLink: link) {
            guard HTTPClient.sameOrigin(next, as: base) != nil else {
                throw ReviewFailure(
                    ru: "\(platform) назвал следующую страницу на другом сервере: токен туда не отправлен",
                    en: "\(platform) named a next page on another server: the token was not sent there")
            }
            return next
        }
        guard let page = fields["x-next-page"], !page.isEmpty, page.allSatisfy(\.isNumber) else { return nil }
        return Self.replacingPage(in: url, with: page)
    }

    /// The `rel="next"` target of a `Link` header.
    static func next(inLink link: String) -> String? {
        for part in link.split(separator: ",") {
            let pieces = part.split(separator: ";").map { String($0).trimmed }
            guard let target = pieces.first, target.hasPrefix("<"), target.hasSuffix(">"),
                  pieces.dropFirst().contains(where: { $0.replacingSpaces == "rel=\"next\"" || $0.replacingSpaces == "rel=next" }) else { continue }
            return String(target.dropFirst().dropLast())
        }
        return nil
    }

    static func replacingPage(in url: String, with page: String) -> String {
        let (path, query) = url.firstIndex(of: "?").map { (String(url[..<$0]), String(url[url.index(after: $0)...])) } ?? (url, "")
        let kept = query.split(separator: "&").filter { !$0.hasPrefix("page=") }.map(String.init)
        return path + "?" + (kept + ["page=\(page)"]).joined(separator: "&")
    }

    private func json(_ response: HTTPClient.Response) throws(ReviewFailure) -> JSONValue {
        if response.body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D }) { return .null }
        guard let value = JSONValue(parsing: response.body) else {
            throw ReviewFailure(ru: "ответ \(platform) — не JSON", en: "\(platform)'s answer is not JSON")
        }
        return value
    }

    /// One request, retried after a 429 (or a 503 that says when to come back) when the wait
    /// it asks for is short; any other answer but 2xx is a failure that names the status.
    private func send(_ method: String?, _ url: String, body: String?) throws(ReviewFailure) -> HTTPClient.Response {
        var headers = self.headers
        if body != nil { headers.append("Content-Type: application/json") }
        for attempt in 0...retries {
            let response: HTTPClient.Response
            switch HTTPClient.send(method, url, headers: headers, body: body.map { Array($0.utf8) }, timeoutMilliseconds: timeout) {
            case .failure(.noLibcurl):
                throw ReviewFailure(ru: "не установлен libcurl", en: "libcurl is not installed")
            case .failure(.transfer(let reason)):
                throw ReviewFailure(ru: "\(platform) не ответил (\(reason))", en: "\(platform) did not answer (\(reason))")
            case .success(let answer):
                response = answer
            }
            if (200...299).contains(response.status) { return response }
            let wait = Self.retryAfter(response)
            if let wait, wait <= longestWait, attempt < retries {
                sleep(UInt32(wait))
                continue
            }
            throw failure(response.status, wait: wait)
        }
        throw failure(429, wait: nil)
    }

    /// Seconds from `Retry-After` (GitHub also says `x-ratelimit-reset`; its `Retry-After` on a
    /// secondary limit is what this reads) on a 429 or 503; nil when the answer says nothing.
    static func retryAfter(_ response: HTTPClient.Response) -> Int? {
        guard response.status == 429 || response.status == 503 else { return nil }
        guard let text = response.headers["retry-after"], let seconds = Int(text), seconds >= 0 else {
            return response.status == 429 ? 1 : nil
        }
        return seconds
    }

    private func failure(_ status: Int, wait: Int?) -> ReviewFailure {
        var failure = sentence(status, wait: wait)
        failure.status = status
        return failure
    }

    private func sentence(_ status: Int, wait: Int?) -> ReviewFailure {
        switch status {
        case 401:
            return ReviewFailure(
                ru: "\(platform) ответил 401: токен недействителен или истёк", en: "\(platform) answered 401: the token is invalid or expired")
        case 403:
            return ReviewFailure(
                ru: "\(platform) ответил 403: у токена нет права писать в запрос", en: "\(platform) answered 403: the token may not write to the request")
        case 429:
            let after = wait.map { LocalizedText(ru: ", ждать \($0) с", en: ", \($0) s to wait") } ?? LocalizedText(ru: "", en: "")
            return ReviewFailure(
                ru: "\(platform) ограничил частоту запросов (429\(after.ru))", en: "\(platform) limited the request rate (429\(after.en))")
        default:
            return ReviewFailure(ru: "\(platform) ответил \(status)", en: "\(platform) answered \(status)")
        }
    }
}

extension String {
    var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    fileprivate var replacingSpaces: String { filter { $0 != " " } }
}
