import Testing
@testable import FlowlintCore

/// The tracker rules' own examples both ways, each against what the example says the tracker
/// holds, and the name comparison and branch-name making they rest on.
struct TrackerRuleTests {
    static let trackerRules = RuleCatalog.trackerRules.map { type(of: $0).description.id }

    static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.tracker = TrackerConfiguration(kind: .jira, url: "https://jira.example.com")
        return configuration
    }

    @Test(arguments: trackerRules)
    func trackerRuleExamples(id: String) throws {
        let checker = try #require(try TrackerChecker(configuration: Self.configuration()))
        try expectExamplesBothWays(id) { try rules(checker, $0) }
    }

    private func rules(_ checker: TrackerChecker, _ example: RuleExample) throws -> [String] {
        let subject = try #require(example.text.hasPrefix("[")
            ? checker.subject(header: example.text) : checker.subject(branch: example.text))
        let answer: TrackerAnswer = example.tracker.map { .found($0) } ?? .unknown
        return checker.check(subject, answer: answer).map(\.rule)
    }

    @Test func theRulesAreOffWithoutATracker() throws {
        #expect(try TrackerChecker(configuration: Configuration()) == nil)
        var configuration = Self.configuration()
        for id in Self.trackerRules { configuration.ruleLevels[id] = .off }
        #expect(try TrackerChecker(configuration: configuration) == nil)
    }

    @Test func anUnavailableTrackerFindsNothing() throws {
        let checker = try #require(try TrackerChecker(configuration: Self.configuration()))
        let subject = try #require(checker.subject(branch: "features/EW_IOS-98_x"))
        #expect(checker.check(subject, answer: .unavailable(LocalizedText(ru: "нет", en: "down"))).isEmpty)
    }

    @Test func suggestionsAreTheExactExpectedText() throws {
        let checker = try #require(try TrackerChecker(configuration: Self.configuration()))
        let issue = TrackerIssue(id: "EW_IOS-98", summary: "Экран «Мой профиль»: новый дизайн", type: "Story")
        let branch = try #require(checker.subject(branch: "features/EW_IOS-98_Профиль"))
        #expect(checker.check(branch, answer: .found(issue)).first?.violation.suggestion == "features/EW_IOS-98_Экран_Мои_профиль_новыи_дизаин")
        let header = try #require(checker.subject(header: "[EW_IOS-98] профиль"))
        #expect(checker.check(header, answer: .found(issue)).first?.violation.suggestion == "[EW_IOS-98] Экран «Мой профиль»: новый дизайн")
        let bug = TrackerIssue(id: "EW_IOS-98", summary: "Падение", type: "Bug")
        let feature = try #require(checker.subject(branch: "features/EW_IOS-98_Падение"))
        #expect(checker.check(feature, answer: .found(bug)).map(\.violation.suggestion) == ["bugs/EW_IOS-98_Падение"])
    }

    @Test func mergeRequestTitlesDropDraftMarkers() throws {
        let checker = try #require(try TrackerChecker(configuration: Self.configuration()))
        let subject = try #require(checker.subject(header: "Draft: [EW_IOS-98] Исправить падение", place: .mergeRequestTitle))
        #expect(subject.issueID == "EW_IOS-98" && subject.taskName == "Исправить падение")
        #expect(checker.check(subject, answer: .found(TrackerExamples.bug)).isEmpty)
    }

    @Test(arguments: [
        ("Реализовать_независимую_отправку", "Реализовать независимую отправку"),
        ("РЕАЛИЗОВАТЬ  отправку!", "Реализовать, отправку"),
        ("Мои_профиль", "Мой профиль"),
        ("Мои\u{306}_профиль", "Мой профиль"),
        ("Еще_раз", "Ещё раз"),
        ("Е\u{308}ще раз", "Еще раз"),
        ("Push-уведомления", "Push уведомления"),
    ])
    func namesThatMatch(written: String, summary: String) {
        #expect(TaskNameComparison.matches(written, summary: summary))
    }

    @Test(arguments: [
        ("Реализовать отправку", "Реализовать независимую отправку"),
        ("Исправить падение", "Исправить падения"),
        ("", "Исправить падение"),
    ])
    func namesThatDiffer(written: String, summary: String) {
        #expect(!TaskNameComparison.matches(written, summary: summary))
    }

    @Test(arguments: [
        ("Bug", IssueKindClass.bug), ("Ошибка", .bug), ("  user   STORY ", .story), ("История", .story),
        ("Task", .other), ("Improvement", .other),
    ])
    func issueTypes(name: String, kind: IssueKindClass) {
        #expect(IssueKindClass(typeName: name) == kind)
    }
}

struct BranchNameMakerTests {
    static let maker = { () -> BranchNameMaker in
        // The default configuration's templates always parse.
        BranchNameMaker(naming: (try? BranchNaming(Configuration()))!)
    }()

    @Test(arguments: [
        ("Реализовать независимую отправку и получение данных с сервера", "Реализовать_независимую_отправку_и_получение_данных_с_сервера"),
        ("Экран «Мой профиль»: ещё раз", "Экран_Мои_профиль_еще_раз"),
        ("  Fix   crash on iOS 17.0.1!  ", "Fix_crash_on_iOS_17.0.1"),
        ("a..b ~^:?*[\\ c", "a.b_c"),
        ("-leading-dash. and.dot.", "leading-dash_and.dot"),
        ("config.lock", "config_lock"),
        ("Ё-моё", "Е-мое"),
        ("\u{1B}[31mred\u{1B}[0m", "31mred_0m"),
    ])
    func words(summary: String, expected: String) {
        #expect(Self.maker.words(summary) == expected)
    }

    @Test func longNamesAreCutAtAWordBoundary() throws {
        let summary = String(repeating: "слово ", count: 30)
        let words = Self.maker.words(summary)
        #expect(words.count <= BranchNameMaker.defaultMaxNameLength)
        #expect(!words.hasSuffix("_") && words.split(separator: "_").allSatisfy { $0 == "слово" })
        let one = String(repeating: "я", count: 200)
        #expect(Self.maker.words(one).count == BranchNameMaker.defaultMaxNameLength)
    }

    @Test func everyMadeNamePassesTheBranchRules() throws {
        let checker = try BranchChecker(configuration: Configuration())
        for summary in ["Экран «Мой профиль»", "ёлка/йод", "a..b", String(repeating: "длинное ", count: 40), "x.lock"] {
            let name = try #require(Self.maker.name(kind: .feature, id: "EW_IOS-98", taskName: summary, version: nil))
            #expect(checker.check(name).isEmpty, "\(name)")
        }
        #expect(Self.maker.name(kind: .feature, id: "EW_IOS-98", taskName: "«»!", version: nil) == nil)
        #expect(Self.maker.name(kind: .release, id: nil, taskName: nil, version: "1.2") == "releases/release-1.2")
    }
}
