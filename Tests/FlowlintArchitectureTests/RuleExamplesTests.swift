import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// Every architecture rule's examples both ways: an example's text is a Swift file, its
/// `branch` the file's path.
struct ArchitectureRuleExamplesTests {
    static let rules = ArchitectureCatalog.swiftRules.map { type(of: $0).description.id }

    func findings(_ example: RuleExample) -> [Finding] {
        let facts = SwiftFactsCollector.collect(path: example.branch ?? "Module/ModuleProtocols.swift", source: example.text)
        return ArchitectureChecker(configuration: Configuration()).check([facts])
    }

    @Test(arguments: rules)
    func examplesBothWays(id: String) throws {
        try expectExamplesBothWays(id, findings: findings)
    }

    @Test func theSeedsModulePassesEveryRule() {
        let files = [
            (SeedMVP.protocolsFile, SeedMVP.protocols), (SeedMVP.viewControllerFile, SeedMVP.viewController),
            (SeedMVP.presenterFile, SeedMVP.presenter), (SeedMVP.orderFile, SeedMVP.order),
        ].map { SwiftFactsCollector.collect(path: $0.0, source: $0.1) }
        let found = ArchitectureChecker(configuration: Configuration()).check(files)
        #expect(found.isEmpty, "\(found.map { "\($0.rule): \($0.message.en)" })")
    }

    @Test func ruleIDsAreUniqueAcrossCatalogs() {
        #expect(Set(AllRules.ids).count == AllRules.ids.count)
    }
}
