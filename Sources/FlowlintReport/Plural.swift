import FlowlintCore

/// Counted nouns in both languages ("1 ошибка, 2 ошибки, 5 ошибок").
public enum Plural {
    public static func ru(_ count: Int, _ one: String, _ few: String, _ many: String) -> String {
        let tens = count % 100, units = count % 10
        let word: String
        if (11...14).contains(tens) { word = many } else if units == 1 { word = one } else if (2...4).contains(units) { word = few } else { word = many }
        return "\(count) \(word)"
    }

    public static func en(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }

    static func errors(_ n: Int, _ language: Language) -> String {
        language == .ru ? ru(n, "ошибка", "ошибки", "ошибок") : en(n, "error", "errors")
    }

    static func warnings(_ n: Int, _ language: Language) -> String {
        language == .ru ? ru(n, "предупреждение", "предупреждения", "предупреждений") : en(n, "warning", "warnings")
    }

    static func branches(_ n: Int, _ language: Language) -> String {
        language == .ru ? ru(n, "ветка", "ветки", "веток") : en(n, "branch", "branches")
    }

    static func commits(_ n: Int, _ language: Language) -> String {
        language == .ru ? ru(n, "коммит", "коммита", "коммитов") : en(n, "commit", "commits")
    }

    static func files(_ n: Int, _ language: Language) -> String {
        language == .ru ? ru(n, "файл", "файла", "файлов") : en(n, "file", "files")
    }
}
