import FlowlintCore
import FlowlintTracker

/// What a platform says about the merge request being checked. Each field may be missing;
/// flags fill or override them.
struct PlatformRequest {
    enum Platform: String {
        case gitlab = "GitLab"
        case github = "GitHub"
        case local
    }

    var platform: Platform = .local
    var title: String?
    var source: String?
    var target: String?
    /// The commit the request's commits start after, and its tip.
    var baseSHA: String?
    var headSHA: String?
    var deleteSourceBranch: MergeRequest.DeleteSourceBranch?
    var review: MergeRequest.Review?
    /// GitHub's `owner/name` and the pull request's number, where `--comment` posts.
    var repositoryName: String?
    var number: Int?

    /// The platform this run is in, from its variables. A platform's input that can't be read
    /// is exit 2, never local mode: flags would then stand in for what the platform says.
    static func detect(environment: (String) -> String?) throws -> PlatformRequest {
        if environment("CI_MERGE_REQUEST_IID") != nil || environment("CI_MERGE_REQUEST_TITLE") != nil {
            return try GitLabRequest.read(environment: environment)
        }
        if let path = environment("GITHUB_EVENT_PATH"), let request = try GitHubEvent.read(path, environment: environment) {
            return request
        }
        return PlatformRequest()
    }

    /// How to get the whole history in this platform's CI, for a shallow clone.
    var unshallowAdvice: LocalizedText {
        switch platform {
        case .gitlab:
            return LocalizedText(ru: "задайте GIT_DEPTH: 0 в переменных задачи", en: "set GIT_DEPTH: 0 in the job's variables")
        case .github:
            return LocalizedText(ru: "задайте fetch-depth: 0 у actions/checkout", en: "set fetch-depth: 0 on actions/checkout")
        case .local:
            return LocalizedText(ru: "выполните git fetch --unshallow", en: "run git fetch --unshallow")
        }
    }
}

/// GitLab merge-request pipelines: `CI_MERGE_REQUEST_*`, and from the API with the token in
/// `FLOWLINT_GITLAB_TOKEN` the delete-source-branch option and the approvals.
enum GitLabRequest {
    static func read(environment: (String) -> String?) throws -> PlatformRequest {
        var request = PlatformRequest(platform: .gitlab)
        request.title = environment("CI_MERGE_REQUEST_TITLE")
        request.source = environment("CI_MERGE_REQUEST_SOURCE_BRANCH_NAME")
        request.target = environment("CI_MERGE_REQUEST_TARGET_BRANCH_NAME")
        request.baseSHA = environment("CI_MERGE_REQUEST_DIFF_BASE_SHA")
        request.headSHA = "HEAD"
        (request.deleteSourceBranch, request.review) = fromAPI(environment: environment, timeout: try timeout(environment))
        return request
    }

    static let timeoutRange = 100...600_000

    /// `FLOWLINT_API_TIMEOUT_MS`, 5 s by default; libcurl takes 0 as "wait forever", so 0 and
    /// anything outside 100 ms–10 min is refused.
    static func timeout(_ environment: (String) -> String?) throws -> Int {
        guard let text = environment("FLOWLINT_API_TIMEOUT_MS") else { return 5_000 }
        guard let value = Int(text), timeoutRange.contains(value) else {
            throw Failure.usage(
                ru: "FLOWLINT_API_TIMEOUT_MS — целое число миллисекунд от \(timeoutRange.lowerBound) до \(timeoutRange.upperBound)",
                en: "FLOWLINT_API_TIMEOUT_MS must be a whole number of milliseconds from \(timeoutRange.lowerBound) to \(timeoutRange.upperBound)")
        }
        return value
    }

    /// The request (its delete option and author), then its approvals: what can't be known
    /// is said, for each.
    static func fromAPI(environment: (String) -> String?, timeout: Int) -> (MergeRequest.DeleteSourceBranch, MergeRequest.Review) {
        guard let api = environment("CI_API_V4_URL"), let project = environment("CI_PROJECT_ID"),
              let iid = environment("CI_MERGE_REQUEST_IID") else {
            let reason = LocalizedText(
                ru: "нет CI_API_V4_URL, CI_PROJECT_ID или CI_MERGE_REQUEST_IID",
                en: "CI_API_V4_URL, CI_PROJECT_ID or CI_MERGE_REQUEST_IID is not set")
            return (.unknown(reason), .unknown(reason))
        }
        guard let token = environment("FLOWLINT_GITLAB_TOKEN"), !token.isEmpty else {
            let reason = LocalizedText(
                ru: "не задан FLOWLINT_GITLAB_TOKEN (токен с правом read_api)",
                en: "FLOWLINT_GITLAB_TOKEN (a token with read_api) is not set")
            return (.unknown(reason), .unknown(reason))
        }
        let url = "\(api.hasSuffix("/") ? String(api.dropLast()) : api)/projects/\(HTTPClient.percentEncoded(project))/merge_requests/\(HTTPClient.percentEncoded(iid))"
        let headers = ["PRIVATE-TOKEN: \(token)", "Accept: application/json"]
        let delete: MergeRequest.DeleteSourceBranch
        var author: String?
        switch PlatformAPI.json(url, headers: headers, platform: "GitLab", timeout: timeout) {
        case .failure(let reason):
            delete = .unknown(reason)
        case .success(let object) where !object.isObject:
            delete = .unknown(LocalizedText(ru: "ответ GitLab — не JSON", en: "GitLab's answer is not JSON"))
        case .success(let object):
            // null: the option was never set, which is "no".
            delete = object["force_remove_source_branch"]?.bool == true ? .yes : .no
            author = object["author"]?["username"]?.string
        }
        // A platform that didn't answer once is not asked again (each wait is the timeout).
        if case .unknown(let reason) = delete { return (delete, .unknown(reason)) }
        let review: MergeRequest.Review
        switch PlatformAPI.json(url + "/approvals", headers: headers, platform: "GitLab", timeout: timeout) {
        case .failure(let reason):
            review = .unknown(reason)
        case .success(let answer):
            review = PlatformAPI.gitLabApprovers(answer).map { PlatformAPI.review(approvers: $0, author: author) }
                ?? .unknown(LocalizedText(ru: "в ответе GitLab нет approved_by", en: "GitLab's answer has no approved_by"))
        }
        return (delete, review)
    }
}
