/// `branch-name`: the name matches one of git-flow's kinds (seed: "Работа с ветками").
public struct BranchName: BranchRule {
    public static let description = RuleDescription(
        id: "branch-name", scope: .branch, defaultSeverity: .error,
        summary: LocalizedText(
            ru: "Имя ветки соответствует одному из видов git-flow",
            en: "The branch name matches one of the git-flow kinds"),
        explanation: LocalizedText(
            ru: """
            Ветки называются по git-flow: master, develop, features/<ID>_<название задачи>, \
            refactoring/<название>, releases/release-<версия>, bugs/<ID>_<название задачи>. \
            ID — ключ задачи в трекере (EW_IOS-98), слова названия соединяются символом «_», \
            кириллица допустима. flowlint предлагает ближайшее правильное имя: feature/… → features/…, \
            release/1.2 → releases/release-1.2, пробелы → «_», add_screen_FLIC-30 → \
            features/FLIC-30_add_screen. ID не разрезается (из CVE-2018-1058 не получится \
            CVE-2018_1058) и не составляется из слов имени (bugfix/issue-208 не станет \
            bugs/ISSUE-208_…: сообщение покажет форму bugs/<ID>_issue-208), а название задачи не \
            придумывается: для ветки PBCKP-114 предложения нет, сообщение показывает форму \
            features/PBCKP-114_<название_задачи>. Версия релиза — как её пишут команды (2, 1.2, \
            1.2.3.4, 2024.11, 1.2-rc1); формат задаёт branches.version-pattern.
            """,
            en: """
            Branches are named the git-flow way: master, develop, features/<ID>_<task name>, \
            refactoring/<name>, releases/release-<version>, bugs/<ID>_<task name>. The ID is the \
            tracker key (EW_IOS-98); the words of the name are joined with "_"; Cyrillic is allowed. \
            flowlint suggests the nearest valid name: feature/… → features/…, release/1.2 → \
            releases/release-1.2, spaces → "_", add_screen_FLIC-30 → features/FLIC-30_add_screen. \
            An ID is never cut (CVE-2018-1058 does not become CVE-2018_1058) nor made of the name's \
            words (bugfix/issue-208 does not become bugs/ISSUE-208_…: the message shows the form \
            bugs/<ID>_issue-208), and a task name is never made up: a branch PBCKP-114 gets no \
            suggestion, the message shows the form features/PBCKP-114_<task_name>. A release's \
            version is written as teams write them (2, 1.2, 1.2.3.4, 2024.11, 1.2-rc1); \
            branches.version-pattern sets its form.
            """),
        good: [
            RuleExample("features/EW_IOS-98_Реализовать_независимую_отправку_и_получение_данных_с_сервера"),
            RuleExample("bugs/EW_IOS-98_исправить_падение"),
            RuleExample("master"), RuleExample("develop"),
            RuleExample("refactoring/network_layer"),
            RuleExample("releases/release-1.2"), RuleExample("releases/release-1.2.3-rc1"), RuleExample("releases/release-2"),
        ],
        bad: [
            RuleExample("feature/EW_IOS-98_Реализовать_отправку"),
            RuleExample("release/1.2"),
            RuleExample("features/Реализовать_отправку"),
            RuleExample("bugfix/EW_IOS-98 исправить падение"),
            RuleExample("main"),
            RuleExample("PBCKP-114"),
            RuleExample("fix/CVE-2018-1058"),
            RuleExample("bugfix/issue-208"),
            RuleExample("add_actor_screen_FLIC-30"),
        ],
        fixes: [.renameBranch])

    public init() {}

    public func check(_ name: String, context: BranchRuleContext) -> [Violation] {
        guard context.naming.parse(name) == nil else { return [] }
        let suggestion = context.suggester.suggest(for: name)
        return [Violation(message(for: name, naming: context.naming, suggester: context.suggester), suggestion: suggestion,
                          fix: suggestion.map { .renameBranch(to: $0) })]
    }

    private func message(for name: String, naming: BranchNaming, suggester: BranchSuggester) -> LocalizedText {
        if let (kind, id) = suggester.missingTaskName(in: name), let template = naming.template(for: kind) {
            var captures = BranchTemplate.Captures(id: id)
            captures.name = "<название_задачи>"
            let russian = template.render(captures) ?? template.text
            captures.name = "<task_name>"
            let english = template.render(captures) ?? template.text
            return LocalizedText(
                ru: "в имени ветки нет названия задачи: назовите её \(russian)",
                en: "the branch name lacks the task's name: name it \(english)")
        }
        if let (kind, words) = suggester.missingIssueID(in: name), let template = naming.template(for: kind),
           let form = template.render(BranchTemplate.Captures(id: "<ID>", name: words)) {
            return LocalizedText(
                ru: "в имени ветки нет ID задачи: назовите её \(form), подставив ключ задачи из трекера вместо <ID>",
                en: "the branch name holds no issue ID: name it \(form), with the tracker's key in place of <ID>")
        }
        let slash = name.firstIndex(of: "/")
        if let slash, let kind = naming.intendedKind(prefix: String(name[..<slash])),
           let template = naming.template(for: kind) {
            return LocalizedText(
                ru: "ветка вида \(kind.rawValue) должна называться \(template.text)",
                en: "a \(kind.rawValue) branch must be named \(template.text)")
        }
        let kinds = (naming.configuration.protectedBranches + BranchKind.allCases.compactMap {
            naming.template(for: $0)?.text
        }).joined(separator: ", ")
        return LocalizedText(
            ru: "имя ветки не соответствует ни одному виду git-flow (\(kinds))",
            en: "the branch name matches no git-flow kind (\(kinds))")
    }
}
