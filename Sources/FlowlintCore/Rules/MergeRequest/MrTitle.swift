/// `mr-title`: the title is `[<ID>] <task name>` (seed: "Создание мёрж реквестов").
public struct MrTitle: MergeRequestRule {
    public static let description = RuleDescription(
        id: "mr-title", scope: .mergeRequest, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Заголовок мёрж реквеста — «[<ID>] <название задачи>»",
            en: "The merge request's title is \"[<ID>] <task name>\""),
        explanation: LocalizedText(
            ru: """
            Заголовок мёрж реквеста содержит ID задачи в квадратных скобках и её название, как \
            заголовок коммита: «[EW_IOS-98] Реализовать независимую отправку». Пометки Draft:, \
            [Draft], (Draft) и WIP: в начале не мешают.
            """,
            en: """
            A merge request's title holds the task's ID in square brackets and its name, like a \
            commit header: "[EW_IOS-98] Реализовать независимую отправку". Draft:, [Draft], \
            (Draft) and WIP: markers at the start are fine.
            """),
        good: [
            RuleExample("[EW_IOS-98] Реализовать независимую отправку и получение данных с сервера", branch: SeedExamples.featureBranch),
            RuleExample("Draft: [EW_IOS-98] Реализовать отправку", branch: SeedExamples.featureBranch),
        ],
        bad: [
            RuleExample("Реализовать отправку", branch: SeedExamples.featureBranch),
            RuleExample("EW_IOS-98 Реализовать отправку", branch: SeedExamples.featureBranch),
            RuleExample("[EW_IOS-98]", branch: SeedExamples.featureBranch),
            RuleExample("Draft: Resolve \"Реализовать отправку\"", branch: SeedExamples.featureBranch),
        ])

    public init() {}

    public func check(_ request: MergeRequestUnderCheck) -> [Violation] {
        let header = request.header
        let hasName = !(header.taskName?.allSatisfy(\.isWhitespace) ?? true)
        guard header.issueID == nil || !header.spacedCorrectly || !hasName else { return [] }
        return [Violation(
            LocalizedText(
                ru: "заголовок должен быть «[<ID>] <название задачи>», например «[EW_IOS-98] Реализовать отправку»",
                en: "the title must be \"[<ID>] <task name>\", e.g. \"[EW_IOS-98] Реализовать отправку\""),
            suggestion: suggestion(request))]
    }

    private func suggestion(_ request: MergeRequestUnderCheck) -> String? {
        if let (id, rest) = CommitHeader.looseID(in: request.title, ids: request.ids), !rest.isEmpty {
            return "[\(id)] \(rest)"
        }
        guard let id = request.source?.issueID else { return nil }
        if let task = request.header.taskName, !task.allSatisfy(\.isWhitespace) { return "[\(id)] \(task)" }
        if !request.title.isEmpty, request.header.issueID == nil { return "[\(id)] \(request.title)" }
        return request.source?.taskNameInWords.map { "[\(id)] \($0)" }
    }
}
