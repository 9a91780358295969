import Testing
@testable import FlowlintCore

struct CommitIssueMismatchTests {
    @Test(arguments: ["feature/EW_IOS-98_x", "bugfix/EW_IOS-98-x", "features/EW_IOS-98_x"])
    func comparesWithTheIDOfAMisnamedBranch(branch: String) throws {
        let intended = try BranchNaming(Configuration()).intended(branch)
        let found = try violations(DecodedMessage(text: "[EW_IOS-99] задача\n\n- сделал"), branch: intended)
        #expect(found?.first { $0.rule == "commit-issue-mismatch" }?.violation.suggestion == "[EW_IOS-98] задача")
        #expect(try violations(DecodedMessage(text: "[EW_IOS-98] задача\n\n- сделал"), branch: intended) == [])
    }
}
