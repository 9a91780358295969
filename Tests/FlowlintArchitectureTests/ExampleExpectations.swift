import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// A rule's own examples both ways (SwiftLint's idea): no good example triggers it, every bad
/// one does. `findings` checks one example as its kind of file.
func expectExamplesBothWays(_ id: String, findings: (RuleExample) -> [Finding]) throws {
    let description = try #require(AllRules.description(of: id))
    #expect(!description.good.isEmpty && !description.bad.isEmpty)
    for example in description.good {
        let found = findings(example).filter { $0.rule == id }
        #expect(found.isEmpty, "good example of \(id) triggered: \(found.map(\.message.en))\n\(example.text)")
    }
    for example in description.bad {
        #expect(findings(example).contains { $0.rule == id }, "bad example of \(id) passed:\n\(example.text)")
    }
}
