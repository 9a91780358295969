import FlowlintCore
import FlowlintTracker

/// One GET of a platform's API (GitLab's, GitHub's), answered as JSON or with the sentence
/// that says why not: what a rule that couldn't be checked reports.
enum PlatformAPI {
    enum Answer {
        case success(JSONValue)
        /// Why there is no answer, as a rule that couldn't be checked says it.
        case failure(LocalizedText)
    }

    static func json(_ url: String, headers: [String], platform: String, timeout: Int) -> Answer {
        switch HTTPClient.get(url, headers: headers, timeoutMilliseconds: timeout) {
        case .failure(.noLibcurl):
            return .failure(LocalizedText(ru: "не установлен libcurl", en: "libcurl is not installed"))
        case .failure(.transfer(let reason)):
            return .failure(LocalizedText(ru: "\(platform) не ответил (\(reason))", en: "\(platform) did not answer (\(reason))"))
        case .success(let response) where response.status != 200:
            return .failure(LocalizedText(ru: "\(platform) ответил \(response.status)", en: "\(platform) answered \(response.status)"))
        case .success(let response):
            guard let value = JSONValue(parsing: response.body) else {
                return .failure(LocalizedText(ru: "ответ \(platform) — не JSON", en: "\(platform)'s answer is not JSON"))
            }
            return .success(value)
        }
    }

    /// `approved_by` of GitLab's approvals (`[{"user": {"username": …}}]`), `user.login` of
    /// GitHub's reviews whose latest state is APPROVED; the author's own approval doesn't count.
    static func review(approvers: [String], author: String?) -> MergeRequest.Review {
        let others = approvers.filter { $0 != author }
        return others.isEmpty ? .notApproved : .approved(by: others)
    }

    static func gitLabApprovers(_ answer: JSONValue) -> [String]? {
        answer["approved_by"]?.array?.compactMap { $0["user"]?["username"]?.string }
    }

    /// Reviews come oldest first; a later review of the same person replaces an approval
    /// (changes requested, dismissed), a comment doesn't.
    static func gitHubApprovers(_ answer: JSONValue) -> [String]? {
        guard let reviews = answer.array else { return nil }
        var latest: [String: String] = [:]
        var order: [String] = []
        for review in reviews {
            guard let login = review["user"]?["login"]?.string, let state = review["state"]?.string, state != "COMMENTED" else { continue }
            if latest[login] == nil { order.append(login) }
            latest[login] = state
        }
        return order.filter { latest[$0] == "APPROVED" }
    }
}
