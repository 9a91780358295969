import FlowlintCore
import FlowlintFlow
import GitKit
import Testing
import TestSupport

/// Where the current branch will be merged, called as a library over real repositories.
struct DefaultBaseTests {
    static let message = "[EW_IOS-1] Добавить экран входа\n\n- Сделал экран\n"

    static func resolve(_ repo: TemporaryRepository, explicit: String? = nil, branch name: String?) throws -> DefaultBase.Resolution {
        let configuration = Configuration()
        let branch = try name.flatMap { try BranchNaming(configuration).intended($0) }
        return DefaultBase(repository: try Repository.discover(from: repo.path), configuration: configuration)
            .resolve(explicit: explicit, branchName: name, branch: branch)
    }

    @Test func aFeatureGoesBackIntoDevelopAndABugIntoTheBranchItStartedFrom() throws {
        let repo = try TemporaryRepository()
        try repo.commit(Self.message)
        try repo.git("branch", "releases/release-1.0")
        try repo.git("checkout", "-q", "-b", "features/EW_IOS-2_Экран")
        guard case .found(let name, _) = try Self.resolve(repo, branch: "features/EW_IOS-2_Экран") else {
            Issue.record("develop not found")
            return
        }
        #expect(name == "develop")
        try repo.git("config", "branch.bugs/EW_IOS-3_Падение.flowlint-base", "releases/release-1.0")
        guard case .found(let origin, _) = try Self.resolve(repo, branch: "bugs/EW_IOS-3_Падение") else {
            Issue.record("the recorded origin not found")
            return
        }
        #expect(origin == "releases/release-1.0")
    }

    @Test func aBaseThatIsNowhereIsANoteNotAGuess() throws {
        let repo = try TemporaryRepository(initialBranch: "main")
        try repo.commit(Self.message)
        guard case .none(let reason) = try Self.resolve(repo, explicit: "dev", branch: "features/EW_IOS-2_Экран") else {
            Issue.record("a base was made up")
            return
        }
        #expect(reason.en == "base branch dev not found (neither locally nor on origin): pass --base or a range")
    }
}
