/// `mr-delete-source-branch`: the request deletes its source branch when merged (seed: "должна
/// быть включена опция «Delete source branch when merge request is accepted»").
public struct MrDeleteSourceBranch: MergeRequestRule {
    public static let description = RuleDescription(
        id: "mr-delete-source-branch", scope: .mergeRequest, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Мёрж реквест удаляет исходную ветку после слияния",
            en: "The merge request deletes its source branch when merged"),
        explanation: LocalizedText(
            ru: """
            При создании мёрж реквеста включается опция «Delete source branch when merge request \
            is accepted»: слитые ветки не копятся, а история слияний остаётся в merge-коммитах. \
            На GitLab flowlint спрашивает API (нужен FLOWLINT_GITLAB_TOKEN), на GitHub читает \
            настройку репозитория delete_branch_on_merge. Если узнать нельзя, flowlint пишет, что \
            не проверил, и не роняет проверку; с --strict это ошибка. Выключается ключом \
            merge-requests.require-delete-source-branch: false.
            """,
            en: """
            A merge request is created with "Delete source branch when merge request is accepted" \
            on: merged branches don't pile up, and merge commits keep the record of what was \
            merged. On GitLab flowlint asks the API (FLOWLINT_GITLAB_TOKEN needed), on GitHub it \
            reads the repository's delete_branch_on_merge. When it can't know, it says it didn't \
            check and doesn't fail; with --strict that is an error. Turn off with \
            merge-requests.require-delete-source-branch: false.
            """),
        good: [],
        bad: [])

    public init() {}

    public func check(_ request: MergeRequestUnderCheck) -> [Violation] {
        guard request.configuration.requireDeleteSourceBranch, request.request.deleteSourceBranch == .no else { return [] }
        if request.request.onGitHub {
            return [Violation(LocalizedText(
                ru: "репозиторий не удаляет ветку pull request'а после слияния: включите «Automatically delete head branches» в Settings → General",
                en: "the repository doesn't delete a pull request's branch when it is merged: turn on \"Automatically delete head branches\" in Settings → General"))]
        }
        return [Violation(LocalizedText(
            ru: "мёрж реквест не удаляет исходную ветку: включите «Delete source branch when merge request is accepted»",
            en: "the merge request doesn't delete its source branch: turn on \"Delete source branch when merge request is accepted\""))]
    }
}
