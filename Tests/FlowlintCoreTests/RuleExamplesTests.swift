import Testing
@testable import FlowlintCore

/// Every rule's own examples, good and bad, are tests (SwiftLint's idea): the good ones pass
/// with no finding of that rule, each bad one triggers it.
struct RuleExamplesTests {
    static let branchRules = RuleCatalog.branchRules.map { type(of: $0).description.id }
    static let commitRules = RuleCatalog.commitRules.map { type(of: $0).description.id }

    @Test(arguments: branchRules)
    func branchRuleExamples(id: String) throws {
        let checker = try BranchChecker(configuration: Configuration())
        try expectExamplesBothWays(id) { checker.check($0.text).map(\.rule) }
    }

    @Test(arguments: commitRules)
    func commitRuleExamples(id: String) throws {
        let checker = try CommitChecker(configuration: Configuration(), context: .sharing)
        let naming = try BranchNaming(Configuration())
        try expectExamplesBothWays(id) { findings(checker, $0, naming) }
    }

    @Test func seedCommitMessagePassesEveryRule() throws {
        let checker = try CommitChecker(configuration: Configuration(), context: .sharing)
        let branch = try BranchNaming(Configuration()).parse(SeedExamples.featureBranch)
        #expect(checker.check(DecodedMessage(text: SeedExamples.commitMessage), branch: branch) == .checked([]))
    }

    @Test(arguments: [SeedExamples.featureBranch, SeedExamples.bugBranch, "master", "develop"])
    func seedBranchesPassEveryRule(name: String) throws {
        #expect(try BranchChecker(configuration: Configuration()).check(name).isEmpty)
    }

    @Test func everyRuleHasTextsInBothLanguages() {
        for rule in RuleCatalog.descriptions {
            for text in [rule.summary, rule.explanation] {
                #expect(!text.ru.isEmpty && !text.en.isEmpty, "\(rule.id)")
            }
        }
        #expect(Set(RuleCatalog.ids).count == RuleCatalog.ids.count)
    }

    private func findings(_ checker: CommitChecker, _ example: RuleExample, _ naming: BranchNaming) -> [String] {
        let branch = example.branch.flatMap(naming.parse)
        guard case .checked(let found) = checker.check(DecodedMessage(text: example.text), branch: branch) else { return [] }
        return found.map(\.rule)
    }
}
