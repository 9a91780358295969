import FlowlintCore
import Testing
import TestSupport

/// Shapes met in real teams' histories (Benchmarks/histories-flow-judged.tsv), each both ways.
struct RealHistoryShapesTests {
    @Test func aTagMergedIntoDevelopIsNoBranch() throws {
        let history = try FlowAuditTests.released()
        try history.repo.git("tag", "1.0.0", "master")
        try history.merge("1.0.0", into: "develop", message: "Merge tag '1.0.0' into develop", delete: false)
        let result = try history.audit()
        #expect(result.findings.isEmpty, "\(result.findings)")
    }

    @Test func aPullOfAReleaseIntoItselfIsNoMergeIntoIt() throws {
        let history = try FlowHistoryBuilder()
        try history.branch("releases/release-1.0", from: "develop")
        try history.branch("elsewhere", from: "releases/release-1.0")
        try history.commits(1, on: "releases/release-1.0")
        try history.merge("elsewhere", into: "releases/release-1.0",
                          message: "Merge branch 'releases/release-1.0' of https://example.com/team/app into releases/release-1.0")
        try history.merge("releases/release-1.0", into: "master", delete: false)
        #expect(try history.audit().findings.isEmpty)
        try history.branch("features/EW_IOS-2_Поздняя", from: "develop")
        let late = try history.merge("features/EW_IOS-2_Поздняя", into: "releases/release-1.0")
        #expect(try history.audit().places("flow-release-bugfix-only") == [late])
    }

    @Test func aForksDevelopIsDevelop() throws {
        let history = try Self.withForkDevelop()
        try history.branch("features/EW_IOS-3_Из_форка", from: "fork-develop")
        try history.merge("features/EW_IOS-3_Из_форка", into: "develop", message: "Merge pull request #6 from someone/features/EW_IOS-3_Из_форка")
        #expect(try history.audit().findings.isEmpty, "made from the fork's develop, kept in step with develop")
    }

    @Test func aFeatureFromAnotherFeatureOfTheForkIsStillReported() throws {
        let history = try Self.withForkDevelop()
        try history.branch("features/EW_IOS-3_Основа", from: "fork-develop", commits: 2)
        try history.merge("features/EW_IOS-3_Основа", into: "develop", message: "Merge pull request #6 from someone/features/EW_IOS-3_Основа", delete: false)
        try history.branch("features/EW_IOS-4_Надстройка", from: "features/EW_IOS-3_Основа")
        let merge = try history.merge("features/EW_IOS-4_Надстройка", into: "develop", message: "Merge pull request #7 from someone/features/EW_IOS-4_Надстройка")
        #expect(try history.audit().places("flow-base") == [merge])
    }

    /// A fork's develop with a commit of its own, merged into develop by a pull request.
    static func withForkDevelop() throws -> FlowHistoryBuilder {
        let history = try FlowAuditTests.released()
        try history.branch("fork-develop", from: "develop")
        try history.merge("fork-develop", into: "develop", message: "Merge pull request #5 from someone/develop", delete: false)
        try history.commits(1, on: "develop")
        try history.merge("develop", into: "fork-develop", message: "Merge pull request #1 from team/develop", delete: false)
        return history
    }

    @Test func aHandTitledMergeOfDevelopIntoMasterIsNamedDevelop() throws {
        let history = try FlowAuditTests.released()
        try history.branch("features/EW_IOS-3_Экран", from: "develop")
        try history.merge("features/EW_IOS-3_Экран", into: "develop")
        let merge = try history.merge("develop", into: "master", message: "v1.1 (#12)", delete: false)
        let result = try history.audit()
        #expect(result.places("flow-master-merge") == [merge])
        #expect(result.messages("flow-master-merge").first?.hasPrefix("develop was merged into master") == true, "\(result.findings)")
    }

    @Test func aRevertOfAHotfixGoesBackIntoMaster() throws {
        let history = try FlowAuditTests.released()
        try history.branch("revert-7-hotfix/crash", from: "master")
        try history.merge("revert-7-hotfix/crash", into: "master", message: "Merge pull request #8 from team/revert-7-hotfix/crash")
        #expect(try history.audit().findings.isEmpty)
        try history.branch("revert-9-feature/screen", from: "master")
        let merge = try history.merge("revert-9-feature/screen", into: "master", message: "Merge pull request #10 from team/revert-9-feature/screen")
        #expect(try history.audit().places("flow-master-merge") == [merge])
    }

    @Test func aVersionNamedBranchIsAReleaseOnceMergedAsOne() throws {
        let history = try FlowAuditTests.released()
        try history.branch("v1.1.0", from: "develop")
        try history.branch("features/EW_IOS-3_Экран", from: "develop")
        let feature = try history.merge("features/EW_IOS-3_Экран", into: "v1.1.0")
        #expect(try history.audit().findings.isEmpty, "left open, v1.1.0 may be an old line of a major version")
        try history.merge("v1.1.0", into: "master", delete: false)
        #expect(try history.audit().places("flow-release-bugfix-only") == [feature])
    }
}
