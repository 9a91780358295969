import Testing
@testable import FlowlintCore

struct CommitIssueMismatchTests {
    @Test(arguments: ["feature/EW_IOS-98_x", "bugfix/EW_IOS-98-x", "features/EW_IOS-98_x"])
    func comparesWithTheIDOfAMisnamedBranch(branch: String) throws {
        let checker = try CommitChecker(configuration: Configuration(), context: .history)
        let intended = try BranchNaming(Configuration()).intended(branch)
        guard case .checked(let found) = checker.check(DecodedMessage(text: "[EW_IOS-99] задача\n\n- сделал"), branch: intended) else {
            Issue.record("expected a check"); return
        }
        #expect(found.first { $0.rule == "commit-issue-mismatch" }?.violation.suggestion == "[EW_IOS-98] задача")
        #expect(checker.check(DecodedMessage(text: "[EW_IOS-98] задача\n\n- сделал"), branch: intended) == .checked([]))
    }
}
