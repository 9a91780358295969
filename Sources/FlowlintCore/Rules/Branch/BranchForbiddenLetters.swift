/// `branch-forbidden-letters`: no й or ё in branch names (seed: "git плохо работает с нашими
/// буквами «й» и «ё»").
public struct BranchForbiddenLetters: BranchRule {
    public static let description = RuleDescription(
        id: "branch-forbidden-letters", scope: .branch, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "В имени ветки нет букв й и ё",
            en: "The branch name contains no й or ё"),
        explanation: LocalizedText(
            ru: """
            git плохо работает с буквами «й» и «ё»: их можно записать одним символом или буквой \
            и/е с диакритикой (U+0306, U+0308), и git хранит имя ссылки байтами, а файловая система \
            macOS нормализует его. Одна и та же ветка получает два разных имени. Используйте «и» и «е».
            """,
            en: """
            git handles the letters "й" and "ё" badly: each can be one code point or и/е followed by \
            a combining mark (U+0306, U+0308); git stores ref names as bytes while macOS file systems \
            normalise them, so one branch ends up with two names. Write "и" and "е" instead.
            """),
        good: [
            RuleExample("features/EW_IOS-98_Реализовать_независимую_отправку_и_получение_данных_с_сервера"),
            RuleExample("bugs/EW_IOS-98_исправить_падение"),
        ],
        bad: [
            RuleExample("features/EW_IOS-98_Добавить_новый_экран"),
            RuleExample("bugs/EW_IOS-98_Исправить_ёлку"),
            RuleExample("bugs/EW_IOS-98_Исправить_е\u{308}лку"),
            RuleExample("features/EW_IOS-98_Добавить_нови\u{306}_экран"),
        ],
        fixes: [.renameBranch])

    public init() {}

    public func check(_ name: String, context: BranchRuleContext) -> [Violation] {
        let found = context.forbiddenLetters.occurrences(in: name)
        guard let first = found.first else { return [] }
        let listRU = Self.list(found) { $0.decomposed ? "\($0.letter) (составная, с U+0306/U+0308)" : $0.letter }
        let listEN = Self.list(found) { $0.decomposed ? "\($0.letter) (decomposed, with U+0306/U+0308)" : $0.letter }
        let fixed = context.forbiddenLetters.replacingAll(in: name)
        let suggestion = context.naming.parse(fixed) != nil ? fixed : context.suggester.suggest(for: fixed)
        return [Violation(
            LocalizedText(
                ru: "в имени ветки есть буквы \(listRU) (позиция \(first.column)); замените на и/е",
                en: "the branch name contains \(listEN) (position \(first.column)); use и/е instead"),
            suggestion: suggestion, fix: suggestion.map { .renameBranch(to: $0) })]
    }

    /// Each distinct spelling once, in order of appearance.
    private static func list(_ found: [ForbiddenLetters.Occurrence], _ describe: (ForbiddenLetters.Occurrence) -> String) -> String {
        var unique: [String] = []
        for text in found.map(describe) where !unique.contains(text) { unique.append(text) }
        return unique.joined(separator: ", ")
    }
}
