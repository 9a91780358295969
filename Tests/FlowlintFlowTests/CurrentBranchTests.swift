import FlowlintFlow
import GitKit
import Testing
import TestSupport

/// The branch a check is about, called as a library: HEAD's, else the one CI names.
struct CurrentBranchTests {
    @Test func headsBranchWinsAndADetachedHeadTakesTheCIsName() throws {
        let repo = try TemporaryRepository()
        let id = try repo.commit("[EW_IOS-1] Добавить экран входа\n\n- Сделал экран\n")
        let ci = ["CI_COMMIT_REF_NAME": "features/EW_IOS-1_Вход", "GITHUB_REF_NAME": "other"]
        #expect(try CurrentBranch.name(in: Repository.discover(from: repo.path), environment: { ci[$0] }) == "develop")
        try repo.git("checkout", "-q", "--detach", id)
        let detached = try Repository.discover(from: repo.path)
        #expect(try CurrentBranch.name(in: detached, environment: { ci[$0] }) == "features/EW_IOS-1_Вход")
        #expect(try CurrentBranch.name(in: detached, environment: { _ in nil }) == nil)
    }
}
