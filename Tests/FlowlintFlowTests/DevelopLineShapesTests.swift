import FlowlintCore
import Testing
import TestSupport

/// develop's own commits in teams' histories, each shape both ways: what another branch made and
/// develop reached by a fast-forward or a merge is no direct commit; a commit made on develop is.
struct DevelopLineShapesTests {
    /// develop fast-forwarded to a branch that had merged develop in: the branch's commits below
    /// that merge are the branch's.
    @Test(arguments: ["features/EW_IOS-3_Экран", "releases/release-1.1"])
    func developFastForwardedToABranchTakesNoneOfItsCommits(branch: String) throws {
        let history = try FlowAuditTests.released()
        try history.branch(branch, from: "develop", commits: 2)
        try history.branch("features/EW_IOS-4_Список", from: "develop")
        try history.merge("features/EW_IOS-4_Список", into: "develop")
        try history.merge("develop", into: branch, delete: false)
        try history.fastForward("develop", to: branch)
        try history.repo.git("branch", "-q", "-D", branch)
        #expect(try history.audit().places("flow-develop-direct-commit").isEmpty)
        let direct = try history.commits(1, on: "develop")
        #expect(try history.audit().places("flow-develop-direct-commit") == [direct])
    }

    /// The merges on that branch's stretch still show develop had merges: a commit made on
    /// develop after them is judged.
    @Test func aCommitOnDevelopAboveAnotherBranchsStretchIsStillReported() throws {
        let history = try FlowHistoryBuilder()
        let branch = "features/EW_IOS-3_Экран"
        try history.branch(branch, from: "develop")
        try history.commits(1, on: "master")
        try history.merge("master", into: branch, delete: false)
        try history.fastForward("develop", to: branch)
        try history.repo.git("branch", "-q", "-D", branch)
        let direct = try history.commits(1, on: "develop")
        try history.branch("features/EW_IOS-4_Список", from: "develop")
        try history.merge("features/EW_IOS-4_Список", into: "develop")
        #expect(try history.audit().places("flow-develop-direct-commit") == [direct])
    }

    /// A contributor's fork of develop merged from its remote: the commits were made there.
    @Test func aForksDevelopMergedFromItsRemoteBringsNoDirectCommits() throws {
        let history = try FlowAuditTests.released()
        try history.branch("alice-develop", from: "develop")
        try history.merge("alice-develop", into: "develop", message: "Merge remote-tracking branch 'alice/develop' into develop")
        #expect(try history.audit().places("flow-develop-direct-commit").isEmpty)
    }

    /// A pull of develop from the team's own remote brings commits made on develop.
    @Test func aPullOfDevelopFromOriginStillBringsDirectCommits() throws {
        let history = try FlowAuditTests.released()
        let direct = try history.branch("origin-develop", from: "develop")
        try history.merge("origin-develop", into: "develop", message: "Merge remote-tracking branch 'origin/develop' into develop")
        #expect(try history.audit().places("flow-develop-direct-commit") == [direct])
    }
}
