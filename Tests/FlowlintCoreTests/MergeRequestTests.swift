import Testing
@testable import FlowlintCore

struct MergeRequestRuleTests {
    static let rules = RuleCatalog.mergeRequestRules.map { type(of: $0).description.id }

    /// For mr-target an example's text is the target and its branch the source; for the others
    /// the text is the title.
    func request(_ example: RuleExample, rule: String) -> MergeRequest {
        let source = example.branch ?? SeedExamples.featureBranch
        if rule == "mr-target" {
            return MergeRequest(title: "[EW_IOS-98] задача", source: source, target: example.text, deleteSourceBranch: .yes)
        }
        return MergeRequest(title: example.text, source: source, target: "develop", deleteSourceBranch: .yes)
    }

    @Test(arguments: rules)
    func examplesBothWays(id: String) throws {
        let checker = try MergeRequestChecker(configuration: Configuration())
        try expectExamplesBothWays(id) { checker.check(request($0, rule: id)).map(\.rule) }
    }

    @Test func theSeedsRequestPasses() throws {
        let request = MergeRequest(
            title: "[EW_IOS-98] Реализовать независимую отправку и получение данных с сервера",
            source: SeedExamples.featureBranch, target: "develop", deleteSourceBranch: .yes)
        #expect(try MergeRequestChecker(configuration: Configuration()).check(request).isEmpty)
    }

    @Test(arguments: ["Draft: [A-1] x", "[Draft] [A-1] x", "(Draft) [A-1] x", "WIP: [A-1] x", "draft: WIP: [A-1] x"])
    func draftMarkersAreStripped(title: String) {
        #expect(MergeRequestTitle.withoutDraftMarkers(title) == "[A-1] x")
    }

    @Test func titleSuggestionsUseTheBranch() throws {
        let checker = try MergeRequestChecker(configuration: Configuration())
        let plain = checker.check(MergeRequest(title: "Реализовать отправку", source: "features/EW_IOS-98_Реализовать_отправку",
                                               target: "develop", deleteSourceBranch: .yes))
        #expect(plain.first?.suggestion == "[EW_IOS-98] Реализовать отправку")
        let loose = checker.check(MergeRequest(title: "ew_ios-98: Реализовать", source: "develop", target: "master",
                                               deleteSourceBranch: .yes))
        #expect(loose.first { $0.rule == "mr-title" }?.suggestion == "[EW_IOS-98] Реализовать")
    }

    @Test func deleteSourceBranchBothWaysAndConfigurable() throws {
        let checker = try MergeRequestChecker(configuration: Configuration())
        func request(_ delete: MergeRequest.DeleteSourceBranch) -> MergeRequest {
            MergeRequest(title: "[EW_IOS-98] x", source: SeedExamples.featureBranch, target: "develop", deleteSourceBranch: delete)
        }
        #expect(checker.check(request(.no)).map(\.rule) == ["mr-delete-source-branch"])
        #expect(checker.check(request(.yes)).isEmpty)
        #expect(checker.check(request(.unknown(LocalizedText(ru: "", en: "")))).isEmpty, "unknown is a note, not a finding")
        var configuration = Configuration()
        configuration.requireDeleteSourceBranch = false
        #expect(try MergeRequestChecker(configuration: configuration).check(request(.no)).isEmpty)
    }

    /// The flow table's every pair: (source, target, allowed).
    static let pairs: [(String, String, Bool)] = [
        ("features/A-1_x", "develop", true), ("features/A-1_x", "master", false), ("features/A-1_x", "releases/release-1.2", false),
        ("features/A-1_x", "features/A-2_y", false),
        ("refactoring/x", "develop", true), ("refactoring/x", "master", false), ("refactoring/x", "releases/release-1.2", false),
        ("releases/release-1.2", "develop", true), ("releases/release-1.2", "master", true),
        ("releases/release-1.2", "releases/release-1.3", false),
        ("bugs/A-1_x", "develop", true), ("bugs/A-1_x", "master", true), ("bugs/A-1_x", "releases/release-1.2", true),
        ("bugs/A-1_x", "features/A-2_y", true),
        ("develop", "master", false), ("develop", "releases/release-1.2", false), ("master", "develop", true),
        ("wip", "master", false), ("wip", "develop", true),
    ]

    @Test(arguments: pairs.map { "\($0.0)>\($0.1)>\($0.2)" })
    func theFlowTable(pair: String) throws {
        let parts = pair.split(separator: ">").map(String.init)
        let request = MergeRequest(title: "[A-1] x", source: parts[0], target: parts[1], deleteSourceBranch: .yes)
        let fired = try MergeRequestChecker(configuration: Configuration()).check(request).contains { $0.rule == "mr-target" }
        #expect(fired == (parts[2] == "false"), "\(parts[0]) → \(parts[1])")
    }

    @Test func aRecordedOriginDecidesWhereABugGoes() throws {
        let checker = try MergeRequestChecker(configuration: Configuration())
        let wrong = MergeRequest(title: "[A-1] x", source: "bugs/A-1_x", target: "develop", deleteSourceBranch: .yes,
                                 recordedOrigin: "releases/release-1.2")
        #expect(checker.check(wrong).contains { $0.rule == "mr-target" && $0.message.en.contains("only into releases/release-1.2") })
        var right = wrong
        right.target = "releases/release-1.2"
        #expect(!checker.check(right).contains { $0.rule == "mr-target" })
    }

    /// The graph's answer (or the record) about where a bug fix was made decides its target.
    @Test(arguments: [
        (["develop"], false, "releases/release-1.2", true), (["develop"], false, "master", true), (["develop"], false, "develop", false),
        (["releases/release-1.2"], false, "develop", true), (["releases/release-1.2"], true, "develop", false),
        (["master"], true, "releases/release-1.2", false), (["releases/release-1.2", "develop"], false, "releases/release-1.2", false),
    ])
    func aBugFixsOriginsDecideItsTarget(origins: [String], mergedIntoOrigin: Bool, target: String, reported: Bool) throws {
        var request = MergeRequest(title: "[A-1] x", source: "bugs/A-1_x", target: target, deleteSourceBranch: .yes)
        request.origins = origins
        request.mergedIntoOrigin = mergedIntoOrigin
        let fired = try MergeRequestChecker(configuration: Configuration()).check(request).contains { $0.rule == "mr-target" }
        #expect(fired == reported)
    }

    @Test func anApprovalBySomeoneElseIsTheReview() throws {
        let checker = try MergeRequestChecker(configuration: Configuration())
        var request = MergeRequest(title: "[A-1] x", source: "features/A-1_x", target: "develop", deleteSourceBranch: .yes, review: .notApproved)
        #expect(checker.check(request).map(\.rule) == ["mr-review"])
        #expect(checker.check(request).first?.severity == .warning)
        request.review = .approved(by: ["reviewer"])
        #expect(checker.check(request).isEmpty)
        request.review = .unknown(LocalizedText(ru: "нет токена", en: "no token"))
        #expect(checker.check(request).isEmpty, "said in a note, never a finding")
    }

    @Test func theFlowTableIsConfigurable() throws {
        var configuration = Configuration()
        configuration.flow[.feature] = FlowRule(from: ["develop"], into: ["develop", "staging"])
        let request = MergeRequest(title: "[A-1] x", source: "features/A-1_x", target: "staging", deleteSourceBranch: .yes)
        #expect(try MergeRequestChecker(configuration: configuration).check(request).isEmpty)
    }
}
