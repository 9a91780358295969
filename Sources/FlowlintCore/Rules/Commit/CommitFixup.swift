/// `commit-fixup`: `fixup!`, `squash!` and `amend!` commits are squashed before they are shared.
public struct CommitFixup: CommitRule {
    public static let description = RuleDescription(
        id: "commit-fixup", scope: .commit, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Коммиты fixup!/squash!/amend! не отправляются на сервер",
            en: "fixup!/squash!/amend! commits are not shared"),
        explanation: LocalizedText(
            ru: """
            Каждый коммит — логически законченное изменение. Коммиты fixup!, squash! и amend! \
            (git commit --fixup) разрешены локально, но перед push их нужно склеить: \
            git rebase -i --autosquash <база>. Правило работает в pre-push, pre-receive и mr; \
            в commit-msg и message оно выключено.
            """,
            en: """
            Each commit is one complete change. fixup!, squash! and amend! commits (git commit \
            --fixup) are fine locally but must be squashed before pushing: git rebase -i \
            --autosquash <base>. The rule runs in pre-push, pre-receive and mr; it is off in \
            commit-msg and message.
            """),
        good: [RuleExample(SeedExamples.commitMessage)],
        bad: [
            RuleExample("fixup! [EW_IOS-98] требуется собрать приложение"),
            RuleExample("squash! [EW_IOS-98] требуется собрать приложение\n\n- Ещё правки"),
        ])

    public init() {}

    public func check(_ commit: CommitUnderCheck) -> [Violation] {
        guard case .autosquash(let kind) = commit.nature else { return [] }
        return [Violation(LocalizedText(
            ru: "коммит \(kind)! нельзя отправлять: склейте его через git rebase -i --autosquash",
            en: "a \(kind)! commit must not be shared: squash it with git rebase -i --autosquash"))]
    }
}
