import FlowlintArchitecture
import FlowlintCore
import Testing

/// `flowlint rules` names the seeds' statements each rule checks (docs/coverage.md): every rule
/// named there exists, and every rule the seeds ask for says which statement it checks.
struct SeedStatementsTests {
    @Test func everyRuleNamedForAStatementExists() {
        let known = Set(AllRules.ids)
        #expect(SeedStatements.byRule.keys.filter { !known.contains($0) }.sorted() == [])
    }

    @Test func theArchitectureRulesNameTheirStatements() {
        let unnamed = ArchitectureCatalog.descriptions.map(\.id).filter { SeedStatements.byRule[$0] == nil }
        #expect(unnamed == [], "rules with no seed statement: \(unnamed)")
    }
}
