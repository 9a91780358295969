import FlowlintCore
import FlowlintReport
import FlowlintReview
import GitKit
import Platform

/// `mr --comment`: the report posted to the request it checked. Whatever happens there, `mr`'s
/// output and exit code are those of the check: what could not be posted is one line on stderr.
struct RequestComments {
    let platform: PlatformRequest
    let head: ObjectID
    let repository: Repository
    let language: Language
    let environment: (String) -> String?

    /// The rules page of flowlint's docs (README: `mr --comment`); `FLOWLINT_RULES_URL` points
    /// a team's comments at its own copy.
    static let rulesPage = "https://github.com/your-org/flowlint/blob/main/docs/rules.md"

    func post(_ report: Report) {
        let summary = markdown(report)
        if platform.platform == .github, let path = environment("GITHUB_STEP_SUMMARY") {
            appendStepSummary(summary, to: path)
        }
        let review = ReviewRequest(
            findings: report.findings, summary: summary, language: language,
            rulesPage: environment("FLOWLINT_RULES_URL") ?? Self.rulesPage, lineText: line)
        do throws(ReviewFailure) {
            switch platform.platform {
            case .gitlab: try gitLab().post(review)
            case .github: try gitHub().post(review)
            case .local:
                throw ReviewFailure(LocalizedText(
                    ru: "--comment: не опубликовано — запуск не в пайплайне мёрж реквеста GitLab или пул реквеста GitHub",
                    en: "--comment: nothing posted, not run in a GitLab merge-request pipeline or a GitHub pull_request workflow"))
            }
        } catch {
            Terminal.error("flowlint: " + TerminalText.escape(error.reason.text(language)))
        }
    }

    private func gitLab() throws(ReviewFailure) -> GitLabReview {
        guard let api = environment("CI_API_V4_URL"), let project = environment("CI_PROJECT_ID"),
              let iid = environment("CI_MERGE_REQUEST_IID") else {
            throw notPosted(LocalizedText(
                ru: "нет CI_API_V4_URL, CI_PROJECT_ID или CI_MERGE_REQUEST_IID", en: "CI_API_V4_URL, CI_PROJECT_ID or CI_MERGE_REQUEST_IID is not set"))
        }
        guard let token = environment("FLOWLINT_GITLAB_TOKEN") else {
            throw notPosted(LocalizedText(
                ru: "не задан FLOWLINT_GITLAB_TOKEN (токен с правом api)", en: "FLOWLINT_GITLAB_TOKEN (a token with the api scope) is not set"))
        }
        return GitLabReview(api: api, project: project, iid: iid, token: token, timeout: (try? GitLabRequest.timeout(environment)) ?? 5_000)
    }

    private func gitHub() throws(ReviewFailure) -> GitHubReview {
        guard let repositoryName = platform.repositoryName, let number = platform.number, let headSHA = platform.headSHA else {
            throw notPosted(LocalizedText(
                ru: "в событии GitHub нет номера запроса, репозитория или head.sha", en: "the GitHub event names no pull request number, repository or head.sha"))
        }
        guard let token = environment("GITHUB_TOKEN") else {
            throw notPosted(LocalizedText(ru: "не задан GITHUB_TOKEN", en: "GITHUB_TOKEN is not set"))
        }
        return GitHubReview(
            api: environment("GITHUB_API_URL") ?? "https://api.github.com", repository: repositoryName, number: number, headSHA: headSHA,
            token: token, timeout: (try? GitLabRequest.timeout(environment)) ?? 5_000)
    }

    private func notPosted(_ reason: LocalizedText) -> ReviewFailure {
        ReviewFailure(LocalizedText(ru: "замечания не опубликованы в запросе: \(reason.ru)", en: "nothing was posted to the request: \(reason.en)"))
    }

    private func markdown(_ report: Report) -> String {
        var output = ReportOutput.memory()
        MarkdownFormatter().write(report, options: FormatOptions(language: language, color: false), to: &output)
        output.flush()
        return output.text
    }

    /// A line of the request's head, for a suggestion that replaces it.
    private func line(_ path: String, _ number: Int) -> String? {
        guard let bytes = repository.fileContents(path, at: head.hex) else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.contains(number - 1) ? String(lines[number - 1]) : nil
    }

    /// GitHub's job summary is appended to, as every step of the job writes to the same file.
    private func appendStepSummary(_ summary: String, to path: String) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            Terminal.error("flowlint: " + (language == .ru
                ? "не удаётся дописать GITHUB_STEP_SUMMARY: проверьте путь и права"
                : "cannot append to GITHUB_STEP_SUMMARY: check the path and permissions"))
            return
        }
        defer { close(descriptor) }
        let bytes = Array((summary + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Platform.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
