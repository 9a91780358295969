import FlowlintCore
import Testing
import TestSupport

/// What reaches master in teams' histories, each shape both ways: releases and bug fixes made
/// from master pass however they were titled; develop and branches nothing names are reported.
struct MasterMergeShapesTests {
    /// develop with a merged feature, and master behind it.
    static func developAhead() throws -> FlowHistoryBuilder {
        let history = try FlowHistoryBuilder()
        try history.branch("features/EW_IOS-2_Экран", from: "develop", commits: 2)
        try history.merge("features/EW_IOS-2_Экран", into: "develop")
        return history
    }

    /// The git-flow tool's finish: develop's own line (or a version-bump branch made from it)
    /// merged into master and master's merge into develop, both titled `Finish <version>`.
    @Test(arguments: [false, true])
    func aReleaseFinishedByTheGitFlowToolIsARelease(withBumpBranch: Bool) throws {
        let history = try Self.developAhead()
        var source = "develop"
        if withBumpBranch {
            source = "bump"
            try history.branch(source, from: "develop")
        }
        try history.merge(source, into: "master", message: "Finish 1.2.3", delete: false)
        try history.repo.git("tag", "v1.2.3", "master")
        try history.merge("master", into: "develop", message: "Finish 1.2.3", delete: false)
        if withBumpBranch { try history.repo.git("branch", "-q", "-D", source) }
        let result = try history.audit()
        #expect(result.places("flow-master-merge").isEmpty, "\(result.findings)")
        #expect(result.places("flow-base").isEmpty, "\(result.findings)")
    }

    @Test(arguments: ["Release 1.2", "Релиз 1.2"])
    func aReleaseTitledByItsVersionIsARelease(title: String) throws {
        let history = try Self.developAhead()
        try history.merge("develop", into: "master", message: title, delete: false)
        #expect(try history.audit().places("flow-master-merge").isEmpty)
    }

    /// The same history, titled as git titles a merge of develop, or by hand: still reported.
    @Test(arguments: ["Merge branch 'develop'", "Собрал всё для выкладки"])
    func developMergedIntoMasterWithoutAVersionIsStillReported(title: String) throws {
        let history = try Self.developAhead()
        let merge = try history.merge("develop", into: "master", message: title, delete: false)
        #expect(try history.audit().places("flow-master-merge") == [merge])
    }

    @Test func aBranchNothingNamesMadeFromDevelopIsStillReported() throws {
        let history = try Self.developAhead()
        try history.branch("work", from: "develop")
        let merge = try history.merge("work", into: "master", message: "Собрал всё для выкладки")
        #expect(try history.audit().messages("flow-master-merge") == [
            "something was merged into master whose source neither the message nor a branch names: it receives only releases and bug fixes",
        ])
        #expect(try history.audit().places("flow-master-merge") == [merge])
    }

    /// A fix made from master's tip and merged back under a message of its own.
    @Test func aFixMadeFromMasterAndMergedBackUnderItsOwnTitleIsABugFix() throws {
        let history = try FlowAuditTests.released()
        try history.branch("fix", from: "master")
        try history.merge("fix", into: "master", message: "Исправил падение на старте")
        let result = try history.audit()
        #expect(result.places("flow-master-merge").isEmpty, "\(result.findings)")
    }

    /// One merge into master made in two clones, one arriving by a pull of master into itself:
    /// one merge, one finding.
    @Test func aMergeMadeInTwoClonesIsReportedOnce() throws {
        let history = try Self.developAhead()
        try history.branch("other-clone", from: "master")
        let first = try history.merge("develop", into: "master", delete: false)
        try history.merge("develop", into: "other-clone", message: "Merge branch 'develop'", delete: false)
        try history.merge("other-clone", into: "master", message: "Merge branch 'master' of https://example.com/team/app")
        #expect(try history.audit().places("flow-master-merge") == [first])
    }

    @Test func aReleaseMergedInTwoClonesIsNotReported() throws {
        let history = try Self.developAhead()
        try history.branch("releases/release-1.0", from: "develop")
        try history.branch("other-clone", from: "master")
        try history.merge("releases/release-1.0", into: "master", delete: false)
        try history.merge("releases/release-1.0", into: "other-clone", message: "Merge branch 'releases/release-1.0'", delete: false)
        try history.merge("other-clone", into: "master", message: "Merge branch 'master' of https://example.com/team/app")
        #expect(try history.audit().places("flow-master-merge").isEmpty)
    }
}
