/// `commit-header-format`: line 1 starts with `[<ID>] `.
public struct CommitHeaderFormat: CommitRule {
    public static let description = RuleDescription(
        id: "commit-header-format", scope: .commit, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Заголовок коммита начинается с «[<ID>] »",
            en: "The commit header starts with \"[<ID>] \""),
        explanation: LocalizedText(
            ru: """
            Первая строка комментария к коммиту — ID задачи в квадратных скобках, пробел и название \
            задачи: «[EW_IOS-98] требуется собрать приложение…». Если задан commits.\
            max-header-length, заголовок не длиннее этого числа символов.
            """,
            en: """
            The first line of a commit message is the issue ID in square brackets, a space and the \
            task name: "[EW_IOS-98] требуется собрать приложение…". With commits.max-header-length \
            set, the header is at most that many characters long.
            """),
        good: [RuleExample(SeedExamples.commitMessage), RuleExample("fixup! [EW_IOS-98] что угодно")],
        bad: [
            RuleExample("EW_IOS-98 требуется собрать приложение\n\n- Обновил проект"),
            RuleExample("[EW_IOS-98]требуется собрать приложение\n\n- Обновил проект"),
            RuleExample("Обновил фреймворк\n\n- Обновил проект", branch: SeedExamples.featureBranch),
            RuleExample("[ew_ios-98] требуется собрать приложение\n\n- Обновил проект"),
        ],
        fixes: [.replaceHeader])

    public init() {}

    public func check(_ commit: CommitUnderCheck) -> [Violation] {
        guard !commit.isAutosquash else { return [] }
        var found: [Violation] = []
        if let id = commit.header.issueID, !commit.header.spacedCorrectly {
            let header = suggestion(commit)
            found.append(Violation(spacing(after: id, commit.message.header), suggestion: header, fix: header.map { .replaceHeader(with: $0) }))
        } else if commit.header.issueID == nil {
            let header = suggestion(commit)
            found.append(Violation(
                LocalizedText(
                    ru: "заголовок должен начинаться с «[<ID>] », например «[EW_IOS-98] название задачи»",
                    en: "the header must start with \"[<ID>] \", e.g. \"[EW_IOS-98] task name\""),
                suggestion: header, fix: header.map { .replaceHeader(with: $0) }))
        }
        let limit = commit.configuration.maxHeaderLength
        // Counting characters walks grapheme clusters: only pay for it when there is a limit.
        if limit > 0, case let length = commit.message.header.count, length > limit {
            found.append(Violation(LocalizedText(MessageTemplate(
                ru: "заголовок длиной {0} символов, допустимо не больше {1}",
                en: "the header is {0} characters long, the limit is {1}"),
                length, limit)))
        }
        return found
    }

    /// The ID is there; what follows `]` is not one space: say which.
    private func spacing(after id: Substring, _ header: Substring) -> LocalizedText {
        let rest = header.drop { $0 != "]" }.dropFirst()
        if rest.first == " " {
            return LocalizedText(
                ru: "после [\(id)] несколько пробелов: между ID и названием задачи ставится один пробел",
                en: "more than one space after [\(id)]: one space goes between the ID and the task name")
        }
        return LocalizedText(
            ru: "после [\(id)] нет пробела: между ID и названием задачи ставится один пробел",
            en: "no space after [\(id)]: one space goes between the ID and the task name")
    }

    /// The header with its ID in brackets, or the branch's ID in front; none when the header is
    /// only an ID (`EW_IOS-98:`): the task name is the user's to write. A byte-order mark (a
    /// message saved by a Windows editor) is not part of it: git would store the mark in front
    /// of the `[`, so the suggestion is the header without it.
    private func suggestion(_ commit: CommitUnderCheck) -> String? {
        var header = commit.message.header
        if header.unicodeScalars.first == "\u{FEFF}" {
            header = header[header.unicodeScalars.index(after: header.startIndex)...]
            let bare = CommitHeader(header, ids: commit.ids)
            if bare.issueID != nil, bare.spacedCorrectly { return String(header) }
        }
        if let (id, rest) = CommitHeader.looseID(in: header, ids: commit.ids) {
            return rest.isEmpty ? nil : "[\(id)] \(rest)"
        }
        if let id = commit.branch?.issueID, !header.isEmpty {
            return "[\(id)] \(header)"
        }
        return nil
    }
}
