import FlowlintCore

/// The page's own words in the report's language.
struct HTMLWords {
    let language: Language

    init(_ language: Language) {
        self.language = language
    }

    private func pick(_ ru: String, _ en: String) -> String { language == .ru ? ru : en }

    var title: String { pick("Отчёт flowlint", "flowlint report") }
    var errors: String { pick("Ошибки", "Errors") }
    var warnings: String { pick("Предупреждения", "Warnings") }
    var error: String { pick("ошибка", "error") }
    var warning: String { pick("предупреждение", "warning") }
    var branches: String { pick("Ветки", "Branches") }
    var commits: String { pick("Коммиты", "Commits") }
    var skipped: String { pick("Пропущено коммитов", "Skipped commits") }
    var files: String { pick("Файлы", "Files") }
    var run: String { pick("Запуск", "Run") }
    var charts: String { pick("Графики", "Charts") }
    var findings: String { pick("Замечания", "Findings") }
    var noFindings: String { pick("Замечаний нет.", "No findings.") }
    var rules: String { pick("Правила", "Rules") }
    var rule: String { pick("Правило", "Rule") }
    var severity: String { pick("Важность", "Severity") }
    var all: String { pick("все", "all") }
    var search: String { pick("Поиск", "Search") }
    var searchHint: String { pick("текст, ветка, коммит, путь", "text, branch, commit, path") }
    var shown: String { pick("Показано", "Shown") }
    var previous: String { pick("← назад", "← previous") }
    var next: String { pick("вперёд →", "next →") }
    var suggestion: String { pick("→ предлагается: ", "→ suggestion: ") }
    var notes: String { pick("Заметки", "Notes") }
    var printNote: String { pick("Напечатана текущая страница списка.", "The list's current page is printed.") }

    var branch: String { pick("Ветка ", "Branch ") }
    var commit: String { pick("Коммит ", "Commit ") }
    var file: String { pick("Файл ", "File ") }
    var mergeRequest: String { pick("Мёрж реквест", "Merge request") }

    var perRule: String { pick("Замечания по правилам", "Findings per rule") }
    var perMonth: String { pick("Доля коммитов без замечаний по месяцам", "Share of conforming commits per month") }
    var perMonthCaption: String {
        pick("Коммиты без замечаний среди проверенных, по месяцу коммита (UTC); наведите на точку, чтобы увидеть числа.",
             "Commits without findings among those checked, by month of commit (UTC); hover a point for the numbers.")
    }
    /// Added to the caption when the months stand side by side instead of on a time axis.
    func perMonthSideBySide(from first: Int, to last: Int) -> String {
        pick("Даты коммитов идут с \(first) по \(last) год, слишком далеко друг от друга для оси времени: показаны только месяцы с коммитами, подряд, по порядку.",
             "The commits' dates run from \(first) to \(last), too far apart for a time axis: only the months with commits are shown, side by side, in order.")
    }
    var perAuthor: String { pick("Замечания по авторам", "Findings per author") }
    var perModule: String { pick("Замечания по модулям", "Findings per module") }
    var perModuleCaption: String {
        pick("Модуль — VIPER-модуль файла, если файл к нему относится, иначе папка файла.",
             "A module is the file's VIPER module when it belongs to one, else the file's folder.")
    }
    var others: String { pick("остальные", "others") }

    func monthName(_ month: Int) -> String {
        let names = language == .ru
            ? ["янв", "фев", "мар", "апр", "май", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"]
            : ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return names[max(0, min(11, month - 1))]
    }

    /// `12 of 40 commits without findings (30%)`.
    func conforming(_ good: Int, of total: Int, percent: Int) -> String {
        pick("\(good) из \(Plural.commits(total, .ru)) без замечаний (\(percent)%)",
             "\(good) of \(Plural.commits(total, .en)) without findings (\(percent)%)")
    }

    func counts(errors: Int, warnings: Int) -> String {
        Plural.errors(errors, language) + ", " + Plural.warnings(warnings, language)
    }
}
