import FileAccess
import FlowlintCore
import FlowlintTracker

/// GitHub pull requests: the event file of `pull_request` workflows. Another event (a push)
/// is no pull request (nil); a file that can't be read or has the wrong shape is exit 2,
/// naming the file and the field.
enum GitHubEvent {
    static let sizeLimit = 64 << 20

    static func read(_ path: String, environment: (String) -> String? = { _ in nil }) throws -> PlatformRequest? {
        guard case .contents(let bytes) = FileAccess.read(path, limit: sizeLimit) else {
            throw invalid(path, ru: "не удаётся прочитать файл события", en: "cannot read the event file")
        }
        guard let event = JSONValue(parsing: bytes), event.isObject else {
            throw invalid(path, ru: "не JSON-объект (файл обрезан или повреждён)", en: "not a JSON object (truncated or damaged)")
        }
        guard let pullValue = event["pull_request"] else { return nil }
        let pull = try object(pullValue, "pull_request", path)
        let head = try member(pull, "head", path), base = try member(pull, "base", path)
        var request = PlatformRequest(platform: .github)
        request.title = try string(pull["title"], "pull_request.title", path)
        request.source = try string(head?["ref"], "pull_request.head.ref", path)
        request.target = try string(base?["ref"], "pull_request.base.ref", path)
        request.baseSHA = try string(base?["sha"], "pull_request.base.sha", path)
        request.headSHA = try string(head?["sha"], "pull_request.head.sha", path)
        let repository = try member(event, "repository", path) ?? member(base ?? .object([:]), "repo", path)
        switch repository?["delete_branch_on_merge"] {
        case .bool(let delete)?:
            request.deleteSourceBranch = delete ? .yes : .no
        case nil, .null?:
            request.deleteSourceBranch = .unknown(LocalizedText(
                ru: "событие GitHub не содержит repository.delete_branch_on_merge",
                en: "the GitHub event has no repository.delete_branch_on_merge"))
        default:
            throw wrongType(path, "repository.delete_branch_on_merge", ru: "true или false", en: "true or false")
        }
        let number = pull["number"].flatMap { value -> Int? in
            if case .number(let number) = value, number >= 1, number < 1e12, number.rounded() == number { return Int(number) }
            return nil
        }
        let name = try string(repository?["full_name"], "repository.full_name", path) ?? environment("GITHUB_REPOSITORY")
        request.review = review(environment, repository: name, number: number, author: pull["user"]?["login"]?.string)
        (request.repositoryName, request.number) = (name, number)
        return request
    }

    /// The pull request's reviews, asked with `GITHUB_TOKEN` from `GITHUB_API_URL` (GitHub's own
    /// API by default).
    private static func review(_ environment: (String) -> String?, repository: String?, number: Int?, author: String?) -> MergeRequest.Review {
        guard let repository, let number else {
            return .unknown(LocalizedText(
                ru: "в событии GitHub нет номера запроса или репозитория",
                en: "the GitHub event names no pull request number or repository"))
        }
        guard let token = environment("GITHUB_TOKEN"), !token.isEmpty else {
            return .unknown(LocalizedText(ru: "не задан GITHUB_TOKEN", en: "GITHUB_TOKEN is not set"))
        }
        let api = environment("GITHUB_API_URL") ?? "https://api.github.com"
        let parts = repository.split(separator: "/").map { HTTPClient.percentEncoded(String($0)) }.joined(separator: "/")
        let url = "\(api.hasSuffix("/") ? String(api.dropLast()) : api)/repos/\(parts)/pulls/\(number)/reviews?per_page=100"
        let headers = ["Authorization: Bearer \(token)", "Accept: application/vnd.github+json", "User-Agent: flowlint"]
        let timeout = (try? GitLabRequest.timeout(environment)) ?? 5_000
        switch PlatformAPI.json(url, headers: headers, platform: "GitHub", timeout: timeout) {
        case .failure(let reason):
            return .unknown(reason)
        case .success(let answer):
            return PlatformAPI.gitHubApprovers(answer).map { PlatformAPI.review(approvers: $0, author: author) }
                ?? .unknown(LocalizedText(ru: "ответ GitHub — не список отзывов", en: "GitHub's answer is not a list of reviews"))
        }
    }

    private static func object(_ value: JSONValue, _ field: String, _ path: String) throws -> JSONValue {
        guard value.isObject else { throw wrongType(path, field, ru: "объект", en: "an object") }
        return value
    }

    /// An optional object field: nil when absent or null.
    private static func member(_ parent: JSONValue, _ key: String, _ path: String) throws -> JSONValue? {
        guard let value = parent[key], value != .null else { return nil }
        return try object(value, key, path)
    }

    /// An optional text field: nil when absent or null, exit 2 when of another type.
    private static func string(_ value: JSONValue?, _ field: String, _ path: String) throws -> String? {
        guard let value, value != .null else { return nil }
        guard let text = value.string else { throw wrongType(path, field, ru: "строка", en: "a string") }
        return text
    }

    private static func wrongType(_ path: String, _ field: String, ru: String, en: String) -> Failure {
        invalid(path, ru: "\(field) должно быть: \(ru)", en: "\(field) must be \(en)")
    }

    private static func invalid(_ path: String, ru: String, en: String) -> Failure {
        Failure.usage(ru: "GITHUB_EVENT_PATH \(path): \(ru)", en: "GITHUB_EVENT_PATH \(path): \(en)")
    }
}
