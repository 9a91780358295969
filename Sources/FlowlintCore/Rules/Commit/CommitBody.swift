/// `commit-body`: a short description of the change follows the blank line.
public struct CommitBody: CommitRule {
    public static let description = RuleDescription(
        id: "commit-body", scope: .commit, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "После пустой строки есть краткое описание изменения",
            en: "A short description of the change follows the blank line"),
        explanation: LocalizedText(
            ru: """
            Комментарий содержит краткое описание изменения после пустой строки, например список \
            «- Обновил фреймворк MaaS». Трейлеры (Signed-off-by:) описанием не считаются; как и \
            в git interpret-trailers, трейлеры — только последний абзац, а строки «Fix: обновил …» \
            и «EACQ-5604: текст» — описание. Строки, которые пишет сам git, — \
            (cherry picked from commit …) от git cherry-pick -x и блок Conflicts: старых версий — \
            описанием не считаются. Откаты (Revert "…", Reapply "…" со строкой \
            This reverts commit …) не проверяются. Выключается ключом commits.require-body: false.
            """,
            en: """
            The message holds a short description of the change after the blank line, e.g. a list \
            "- Обновил фреймворк MaaS". Trailers (Signed-off-by:) are not a description; as in git \
            interpret-trailers, only the last paragraph holds trailers, and lines such as "Fix: \
            обновил …" or "EACQ-5604: текст" are a description. The lines git writes itself, \
            (cherry picked from commit …) from git cherry-pick -x and older git's Conflicts: block, \
            are not one. Reverts (Revert "…", Reapply "…" with the \
            This reverts commit … line) are not checked. Turn off with commits.require-body: false.
            """),
        good: [
            RuleExample(SeedExamples.commitMessage),
            RuleExample("[EW_IOS-98] требуется собрать приложение\n\nFix: обновил фреймворк MaaS"),
            RuleExample("[EW_IOS-98] требуется собрать приложение\n\nEW_IOS-97: обновил проект\n\nEW_IOS-96: обновил фреймворк"),
        ],
        bad: [
            RuleExample("[EW_IOS-98] требуется собрать приложение"),
            RuleExample("[EW_IOS-98] требуется собрать приложение\n\nSigned-off-by: Иван <ivan@example.com>"),
            RuleExample("[EW_IOS-98] требуется собрать приложение\n\n(cherry picked from commit 0123456789abcdef0123456789abcdef01234567)"),
            RuleExample("[EW_IOS-98] требуется собрать приложение\n\nReviewed-by: Пётр <petr@example.com>\nChange-Id: I0123456789"),
        ])

    public init() {}

    public func check(_ commit: CommitUnderCheck) -> [Violation] {
        guard !commit.isAutosquash, commit.configuration.requireBody,
              commit.descriptionLines.allSatisfy({ $0.isEmpty }) else { return [] }
        return [Violation(
            LocalizedText(
                ru: "нет описания изменения: добавьте его после пустой строки",
                en: "no description of the change: add one after a blank line"),
            line: min(3, commit.message.lines.count + 1))]
    }
}
