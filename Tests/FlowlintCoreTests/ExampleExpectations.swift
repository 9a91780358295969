import Testing
@testable import FlowlintCore

/// Rules whose subject no example text can carry, tested with their own inputs instead:
/// undecodable bytes (MessageTests, HostileHistoryTests) and the request's delete option
/// (MergeRequestTests, the `mr` end-to-end tests), and its approvals (the `mr` review tests).
let rulesWithoutTextExamples: Set<String> = ["commit-encoding", "mr-delete-source-branch", "mr-review"]

/// A rule's own examples both ways (SwiftLint's idea): it has good and bad examples, no good
/// one triggers it, every bad one does. `rules` gives the IDs of the rules one example triggers.
func expectExamplesBothWays(_ id: String, rules: (RuleExample) throws -> [String]) throws {
    let description = try #require(RuleCatalog.description(of: id))
    if !rulesWithoutTextExamples.contains(id) {
        #expect(!description.good.isEmpty && !description.bad.isEmpty, "\(id) needs good and bad examples")
    }
    for example in description.good {
        #expect(try !rules(example).contains(id), "good example of \(id) triggered it: \(example)")
    }
    for example in description.bad {
        #expect(try rules(example).contains(id), "bad example of \(id) passed: \(example)")
    }
}
