import Testing
@testable import FlowlintArchitecture

/// How much Swift is parsed at once (issue 13, B4).
struct ParseBudgetTests {
    @Test func batchesStayWithinTheBudgetAndKeepTheOrder() {
        let batches = ArchitectureChecker.ParseBudget.batches([400, 300, 200, 900, 100, 100], budget: 1000)
        #expect(batches == [[0, 1, 2], [3, 4], [5]])
    }

    @Test func aFileOverTheBudgetIsParsedAlone() {
        let batches = ArchitectureChecker.ParseBudget.batches([10, 5000, 10, 10], budget: 1000)
        #expect(batches == [[0], [1], [2, 3]])
    }

    @Test func smallFilesShareOneBatch() {
        #expect(ArchitectureChecker.ParseBudget.batches(Array(repeating: 10, count: 50), budget: 1000) == [Array(0..<50)])
        #expect(ArchitectureChecker.ParseBudget.batches([]).isEmpty)
    }

    @Test(arguments: [("let x = " + String(repeating: "(", count: 257) + String(repeating: ")", count: 257), true),
                      ("let x = " + String(repeating: "(", count: 256) + String(repeating: ")", count: 256), false),
                      (String(repeating: "f({ ", count: 130) + String(repeating: "}) ", count: 130), true),
                      ("let s = \"" + String(repeating: "(", count: 1000) + "\"", false),
                      ("// " + String(repeating: "{", count: 1000), false)])
    func nestingOfParenthesesAndBraces(source: String, exceeds: Bool) {
        #expect(BracketDepth.nestingExceeds(BracketDepth.maximumNestingDepth, in: source) == exceeds)
    }
}
