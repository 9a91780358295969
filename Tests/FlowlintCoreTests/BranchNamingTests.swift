import Testing
@testable import FlowlintCore

struct BranchNamingTests {
    let naming: BranchNaming
    let checker: BranchChecker

    init() throws {
        naming = try BranchNaming(Configuration())
        checker = try BranchChecker(configuration: Configuration())
    }

    @Test func parsesTheSeedFeatureBranch() throws {
        let branch = try #require(naming.parse(SeedExamples.featureBranch))
        #expect(branch.kind == .feature)
        #expect(branch.issueID == "EW_IOS-98")
        #expect(branch.taskNameInWords == "Реализовать независимую отправку и получение данных с сервера")
    }

    @Test func parsesReleaseVersions() throws {
        #expect(naming.parse("releases/release-1.2")?.version == "1.2")
        #expect(naming.parse("releases/release-1.2.3")?.version == "1.2.3")
        #expect(naming.parse("releases/release-2.0-beta.1")?.version == "2.0-beta.1")
        #expect(naming.parse("releases/release-2")?.version == "2")
        #expect(naming.parse("releases/release-1.2.3.4")?.version == "1.2.3.4")
        #expect(naming.parse("releases/release-2024.11")?.version == "2024.11")
        #expect(naming.parse("releases/release-") == nil && naming.parse("releases/release-v1") == nil)
    }

    @Test func theVersionPatternIsTheTeams() throws {
        var configuration = Configuration()
        configuration.versionPattern = #"[0-9]+\.[0-9]+\.[0-9]+"#
        let strict = try BranchNaming(configuration)
        #expect(strict.parse("releases/release-1.2.3")?.version == "1.2.3")
        #expect(strict.parse("releases/release-2") == nil && strict.parse("releases/release-1.2") == nil)
        configuration.versionPattern = "(["
        #expect(throws: VersionMatcher.InvalidPattern.self) { try BranchNaming(configuration) }
    }

    @Test(arguments: [
        ("feature/EW_IOS-98_Реализовать_отправку", "features/EW_IOS-98_Реализовать_отправку"),
        ("release/1.2", "releases/release-1.2"),
        ("releases/1.2.3", "releases/release-1.2.3"),
        ("release-2.0", "releases/release-2.0"),
        ("bugfix/EW_IOS-98-исправить падение", "bugs/EW_IOS-98_исправить_падение"),
        ("add_actor_screen_FLIC-30", "features/FLIC-30_add_actor_screen"),
        ("feature/add_screen_FLIC-30", "features/FLIC-30_add_screen"),
        ("release/2", "releases/release-2"),
        ("hotfix/EW_IOS-7 crash on start", "bugs/EW_IOS-7_crash_on_start"),
        ("EW_IOS-98_Добавить_экран", "features/EW_IOS-98_Добавить_экран"),
        ("refactor/network layer", "refactoring/network_layer"),
        ("features/EW_IOS-98_Новый_экран", "features/EW_IOS-98_Новыи_экран"),
    ])
    func suggestsTheNearestValidName(name: String, expected: String) {
        let finding = checker.check(name).first { $0.rule == "branch-name" || $0.rule == "branch-forbidden-letters" }
        #expect(finding?.suggestion == expected)
    }

    @Test(arguments: [
        "features/Реализовать_отправку", "main", "wip", "features/EW_IOS-98", "PBCKP-114",
        "fix/CVE-2018-1058", "CVE-2018-1058_fix", "feature/CVE-2018-1058-fix",
        "bugfix/issue-208", "add_actor_screen_flic-30", "feature/ew_ios-98-экран",
    ])
    func offersNoSuggestionItCannotMakeValid(name: String) {
        let finding = checker.check(name).first { $0.rule == "branch-name" }
        #expect(finding != nil)
        #expect(finding?.suggestion == nil)
    }

    /// A task name can't be made up: the message shows the form with the ID instead.
    @Test(arguments: [
        ("PBCKP-114", "features/PBCKP-114_<task_name>"), ("feature/PBCKP-114", "features/PBCKP-114_<task_name>"),
        ("bugfix/PBCKP-114", "bugs/PBCKP-114_<task_name>"),
    ])
    func aBareIDShowsTheFormItNeeds(name: String, form: String) {
        let finding = checker.check(name).first { $0.rule == "branch-name" }
        #expect(finding?.message.en == "the branch name lacks the task's name: name it \(form)")
        #expect(finding?.message.ru.contains("<название_задачи>") == true)
    }

    /// An ID is never made of the name's words: the message shows the form with `<ID>`.
    @Test(arguments: [("bugfix/issue-208", "bugs/<ID>_issue-208"), ("feature/add_actor_screen", "features/<ID>_add_actor_screen")])
    func aNameWithoutAnIDShowsWhereTheKeyGoes(name: String, form: String) {
        let finding = checker.check(name).first { $0.rule == "branch-name" }
        #expect(finding?.message.en == "the branch name holds no issue ID: name it \(form), with the tracker's key in place of <ID>")
        #expect(finding?.suggestion == nil)
    }

    /// A key written in lower case is the team's only where `issue-id.projects` lists its project.
    @Test func aLowerCaseKeyIsAKeyOfAListedProject() throws {
        var configuration = Configuration()
        configuration.issueProjects = ["EW_IOS"]
        let finding = try BranchChecker(configuration: configuration).check("bugfix/ew_ios-98-исправить падение").first
        #expect(finding?.suggestion == "bugs/EW_IOS-98_исправить_падение")
        #expect(checker.check("bugfix/ew_ios-98-исправить падение").first?.suggestion == nil)
    }

    @Test(arguments: [
        ("feature/EW_IOS-98_x", BranchKind.feature, "EW_IOS-98"), ("bugfix/EW_IOS-98-x", .bug, "EW_IOS-98"),
        ("features/EW_IOS-98_x", .feature, "EW_IOS-98"),
    ])
    func aNameThatOnlyMissesTheConventionIsUnderstood(name: String, kind: BranchKind, id: String) throws {
        let branch = try #require(naming.intended(name))
        #expect(branch.name == name && branch.kind == kind && branch.issueID == id)
        #expect(naming.intended("wip") == nil && naming.intended("PBCKP-114") == nil)
    }

    @Test func suggestionsAlwaysPassTheRules() {
        let names = ["feature/x-1 y", "release/v1.2", "bug/AB-1-й", "features/EW_IOS-98__a", "refactoring/a b/c"]
        for name in names {
            for finding in checker.check(name) {
                if let suggestion = finding.suggestion {
                    #expect(checker.check(suggestion).isEmpty, "\(name) → \(suggestion)")
                }
            }
        }
    }

    @Test func forbiddenLettersAreFoundPrecomposedAndDecomposed() {
        let letters = ForbiddenLetters(Configuration().forbiddenLetters)
        #expect(letters.occurrences(in: "чай").map(\.decomposed) == [false])
        #expect(letters.occurrences(in: "чаи\u{306}").map(\.decomposed) == [true])
        #expect(letters.occurrences(in: "Е\u{308}лка").first?.column == 1)
        #expect(letters.replacingAll(in: "е\u{308}жи\u{306}") == "ежи")
        #expect(letters.occurrences(in: "идея").isEmpty)
    }

    @Test func configuredTemplatesAndProjects() throws {
        var configuration = Configuration()
        configuration.branchTemplates[.feature] = "feature/{id}-{name}"
        configuration.issueProjects = ["APP"]
        configuration.protectedBranches = ["main", "develop"]
        let naming = try BranchNaming(configuration)
        #expect(naming.parse("feature/APP-1-login-screen")?.taskName == "login-screen")
        #expect(naming.parse("feature/WEB-1-login") == nil)
        #expect(naming.parse("main") != nil)
        #expect(naming.parse("master") == nil)
    }

    @Test(arguments: ["features/{id}{name}", "features/{ticket}_{name}", "features/{id"])
    func rejectsInvalidTemplates(template: String) {
        #expect(throws: BranchTemplate.InvalidTemplate.self) { try BranchTemplate(template) }
    }

    @Test func customIssuePatternUsesRegex() throws {
        var configuration = Configuration()
        configuration.issueIDPattern = "#[0-9]+"
        configuration.branchTemplates[.feature] = "features/{id}_{name}"
        let naming = try BranchNaming(configuration)
        #expect(naming.parse("features/#12_Экран")?.issueID == "#12")
        #expect(naming.parse("features/EW_IOS-98_Экран") == nil)
        configuration.issueIDPattern = "[unclosed"
        #expect(throws: IssueIDMatcher.InvalidPattern.self) { try IssueIDMatcher(configuration) }
    }

    @Test func hugeAndHostileNamesDoNotHang() {
        let long = "features/EW_IOS-98_" + String(repeating: "а_", count: 20_000) + "б"
        #expect(checker.check(long).isEmpty)
        let underscores = "features/EW_IOS-98" + String(repeating: "_", count: 5_000)
        #expect(!checker.check(underscores).isEmpty)
        #expect(!checker.check("features/EW_IOS-98_a\u{1b}[31mred").isEmpty)
    }
}
