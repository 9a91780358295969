import FlowlintCore

/// Asks Jira (Cloud, Server, Data Center) or YouTrack about one issue. The token is read from
/// the variable the configuration names and sent in a header only; it never appears in a URL,
/// a message or the cache.
public struct TrackerClient: Sendable {
    public let configuration: TrackerConfiguration
    private let token: String?
    private let user: String?

    public init(_ configuration: TrackerConfiguration, environment: (String) -> String?) {
        self.configuration = configuration
        token = environment(configuration.tokenEnv ?? TrackerConfiguration.defaultTokenEnv).flatMap { $0.isEmpty ? nil : $0 }
        user = configuration.userEnv.flatMap(environment).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The tracker's name for messages: Jira or YouTrack.
    public var name: String { configuration.kind == .jira ? "Jira" : "YouTrack" }

    public func url(for id: String) -> String {
        let base = configuration.url.hasSuffix("/") ? String(configuration.url.dropLast()) : configuration.url
        let key = HTTPClient.percentEncoded(id)
        switch configuration.kind {
        case .jira: return "\(base)/rest/api/2/issue/\(key)?fields=summary,issuetype,status"
        case .youtrack: return "\(base)/api/issues/\(key)?fields=idReadable,summary,type(name),customFields(name,value(name))"
        }
    }

    var headers: [String] {
        var headers = ["Accept: application/json"]
        if let token {
            if let user {
                headers.append("Authorization: Basic " + Base64.encoded(Array("\(user):\(token)".utf8)))
            } else {
                headers.append("Authorization: Bearer \(token)")
            }
        }
        return headers
    }

    public func fetch(_ id: String) -> TrackerAnswer {
        let milliseconds = Int(configuration.timeout * 1000)
        switch HTTPClient.get(url(for: id), headers: headers, timeoutMilliseconds: milliseconds, maxBytes: 1 << 20) {
        case .failure(.noLibcurl):
            return .unavailable(LocalizedText(ru: "не установлен libcurl", en: "libcurl is not installed"))
        case .failure(.transfer(let reason)):
            return .unavailable(LocalizedText(
                ru: "\(name) не ответил за \(seconds) с (\(reason))",
                en: "\(name) did not answer within \(seconds) s (\(reason))"))
        case .success(let response):
            return answer(id: id, status: response.status, body: response.body)
        }
    }

    /// The answer a response means. Without a token, a 404 may be an issue hidden from
    /// anonymous users, so it is "not checked" rather than "unknown".
    public func answer(id: String, status: Int, body: [UInt8]) -> TrackerAnswer {
        let variable = configuration.tokenEnv ?? TrackerConfiguration.defaultTokenEnv
        switch status {
        case 200:
            guard let issue = parse(id: id, body: body) else {
                return .unavailable(LocalizedText(ru: "ответ \(name) — не задача в JSON", en: "\(name)'s answer is not an issue in JSON"))
            }
            return .found(issue)
        case 404 where token == nil:
            return .unavailable(LocalizedText(
                ru: "\(name) не показывает \(id) без токена: задайте \(variable)",
                en: "\(name) does not show \(id) without a token: set \(variable)"))
        case 404:
            return .unknown
        case 401, 403:
            return .unavailable(LocalizedText(
                ru: "\(name) ответил \(status): проверьте токен в \(variable)",
                en: "\(name) answered \(status): check the token in \(variable)"))
        default:
            return .unavailable(LocalizedText(ru: "\(name) ответил \(status)", en: "\(name) answered \(status)"))
        }
    }

    func parse(id: String, body: [UInt8]) -> TrackerIssue? {
        guard let object = JSONValue(parsing: body), object.isObject else { return nil }
        switch configuration.kind {
        case .jira:
            guard let fields = object["fields"], let summary = fields["summary"]?.string else { return nil }
            return TrackerIssue(
                id: object["key"]?.string ?? id, summary: summary,
                type: fields["issuetype"]?["name"]?.string, status: fields["status"]?["name"]?.string)
        case .youtrack:
            guard let summary = object["summary"]?.string else { return nil }
            return TrackerIssue(id: object["idReadable"]?.string ?? id, summary: summary, type: youTrackType(object))
        }
    }

    /// YouTrack keeps the type as a custom field named Type; some instances also answer `type`.
    private func youTrackType(_ object: JSONValue) -> String? {
        if let name = object["type"]?["name"]?.string { return name }
        let fields = object["customFields"]?.array ?? []
        let type = fields.first { $0["name"]?.string.map { ["type", "тип"].contains($0.lowercased()) } ?? false }
        return type?["value"]?["name"]?.string
    }

    private var seconds: String {
        let value = configuration.timeout
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}
