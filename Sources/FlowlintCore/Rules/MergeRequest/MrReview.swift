/// `mr-review`: a request is merged after code review (seed: "Ветка мёржится после прохождения
/// Code Review и цикла тестирования").
public struct MrReview: MergeRequestRule {
    public static let description = RuleDescription(
        id: "mr-review", scope: .mergeRequest, defaultSeverity: .warning,
        summary: LocalizedText(
            ru: "Мёрж реквест одобрен кем-то, кроме автора",
            en: "Someone besides its author approved the merge request"),
        explanation: LocalizedText(
            ru: """
            Ветка мёржится после код-ревью и цикла тестирования. flowlint спрашивает платформу, \
            одобрил ли запрос кто-нибудь, кроме автора: на GitLab — список approved_by \
            (GET /projects/:id/merge_requests/:iid/approvals, нужен FLOWLINT_GITLAB_TOKEN), на \
            GitHub — отзыв APPROVED (GET /repos/:owner/:repo/pulls/:n/reviews, нужен GITHUB_TOKEN). \
            Без токена или если API не ответил, flowlint пишет, что не проверил, и никогда не \
            роняет из-за этого проверку, даже с --strict. Цикл тестирования по запросу не виден.
            """,
            en: """
            A branch is merged after code review and a test cycle. flowlint asks the platform \
            whether anyone besides the author approved the request: on GitLab the approved_by list \
            (GET /projects/:id/merge_requests/:iid/approvals, FLOWLINT_GITLAB_TOKEN needed), on \
            GitHub an APPROVED review (GET /repos/:owner/:repo/pulls/:n/reviews, GITHUB_TOKEN \
            needed). Without a token, or when the API does not answer, flowlint says it did not \
            check and never fails on it, not even with --strict. The test cycle can't be seen from \
            the request.
            """),
        good: [],
        bad: [])

    public init() {}

    public func check(_ request: MergeRequestUnderCheck) -> [Violation] {
        guard request.request.review == .notApproved else { return [] }
        return [Violation(LocalizedText(
            ru: "мёрж реквест никто, кроме автора, не одобрил: сливайте после код-ревью",
            en: "nobody but its author approved the merge request: merge it after code review"))]
    }
}
