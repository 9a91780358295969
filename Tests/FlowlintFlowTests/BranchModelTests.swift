import FlowlintCore
import Testing
import TestSupport

/// The seed's branch model (docs/: git-flow), each statement on a history built with the git
/// CLI, both ways: the history that keeps it has no finding of its rule, the one that breaks it has.
struct BranchModelTests {
    @Test func aCommitMadeDirectlyOnDevelopIsReportedAndMergedWorkIsNot() throws {
        let history = try FlowAuditTests.released()
        #expect(try history.audit().places("flow-develop-direct-commit").isEmpty)
        let direct = try history.commits(1, on: "develop")
        #expect(try history.audit().places("flow-develop-direct-commit") == [direct])
    }

    @Test func aDevelopWithoutMergesIsNotJudgedAndANoteSaysSo() throws {
        let history = try FlowHistoryBuilder()
        try history.branch("features/EW_IOS-2_Экран", from: "develop")
        try history.fastForward("develop", to: "features/EW_IOS-2_Экран")
        try history.commits(1, on: "develop")
        let result = try history.audit()
        #expect(result.places("flow-develop-direct-commit").isEmpty)
        #expect(result.notes.contains { $0.en.contains("flow-develop-direct-commit was not judged") }, "\(result.notes)")
    }

    /// The rule is off by default: its walk is skipped, and no note speaks of it.
    @Test func aDevelopWithoutMergesSaysNothingWhenTheRuleIsOff() throws {
        let history = try FlowHistoryBuilder()
        try history.branch("features/EW_IOS-2_Экран", from: "develop")
        try history.fastForward("develop", to: "features/EW_IOS-2_Экран")
        try history.commits(1, on: "develop")
        var configuration = Configuration()
        configuration.ruleLevels["flow-develop-direct-commit"] = .off
        let result = try history.audit(configuration)
        #expect(!result.notes.contains { $0.en.contains("flow-develop-direct-commit") }, "\(result.notes)")
    }

    @Test func aPullRequestSquashedOntoDevelopIsNoDirectCommit() throws {
        let history = try FlowAuditTests.released()
        try history.repo.git("checkout", "-q", "develop")
        try history.repo.commit("[EW_IOS-4] Экран входа (#12)\n\n- Сделал экран\n", file: "login.txt")
        #expect(try history.audit().places("flow-develop-direct-commit").isEmpty)
    }

    @Test(arguments: ["features/EW_IOS-3_Экран", "refactoring/network_layer", "releases/release-1.1"])
    func aBranchMadeFromDevelopPassesAndOneMadeFromElsewhereIsReported(branch: String) throws {
        let history = try FlowAuditTests.released()
        try history.branch(branch, from: "develop")
        #expect(try history.audit().places("flow-base").isEmpty)
        let other = try FlowAuditTests.released()
        try other.branch("features/EW_IOS-7_Основа", from: "develop")
        try other.branch(branch, from: "features/EW_IOS-7_Основа")
        #expect(try other.audit().places("flow-base") == [branch])
    }

    @Test(arguments: ["features/EW_IOS-3_Кнопка", "refactoring/network_layer"])
    func aFeatureOrRefactoringGoesIntoDevelopNotIntoAnotherTasksBranch(branch: String) throws {
        let history = try FlowAuditTests.released()
        try history.branch("features/EW_IOS-5_Экран", from: "develop")
        try history.branch(branch, from: "develop")
        try history.merge(branch, into: "develop")
        #expect(try history.audit().places("flow-feature-target").isEmpty)
        try history.branch(branch, from: "develop")
        let named = try history.merge(branch, into: "features/EW_IOS-5_Экран", delete: false)
        try history.branch("bugs/EW_IOS-6_Падение", from: "develop")
        let byLine = try history.merge(branch, into: "bugs/EW_IOS-6_Падение", message: "Merge pull request #9 from team/\(branch)", delete: false)
        try history.merge("bugs/EW_IOS-6_Падение", into: "develop")
        #expect(Set(try history.audit().places("flow-feature-target")) == [named, byLine])
    }

    @Test func aReleaseReceivesBugFixesMadeFromItAndNothingElse() throws {
        let history = try FlowAuditTests.released()
        try history.branch("releases/release-1.1", from: "develop")
        try history.commits(1, on: "releases/release-1.1")
        try history.branch("bugs/EW_IOS-8_Падение", from: "releases/release-1.1")
        try history.merge("bugs/EW_IOS-8_Падение", into: "releases/release-1.1")
        let clean = try history.audit().findings
        #expect(clean.isEmpty, "\(clean)")
        try history.branch("features/EW_IOS-9_Экран", from: "develop")
        let feature = try history.merge("features/EW_IOS-9_Экран", into: "releases/release-1.1")
        try history.commits(1, on: "develop")
        try history.branch("bugs/EW_IOS-10_Падение", from: "develop")
        let fromDevelop = try history.merge("bugs/EW_IOS-10_Падение", into: "releases/release-1.1")
        let result = try history.audit()
        #expect(result.places("flow-release-bugfix-only") == [feature])
        #expect(result.places("flow-bugfix-origin") == [fromDevelop], "it carries develop's work into the release")
    }

    @Test func aReleaseMergedIntoMasterIsMergedBackIntoDevelop() throws {
        let history = try FlowAuditTests.released()
        try history.branch("releases/release-1.1", from: "develop")
        try history.commits(1, on: "releases/release-1.1")
        let merge = try history.merge("releases/release-1.1", into: "master", delete: false)
        try history.commits(1, on: "develop")
        #expect(try history.audit().places("flow-release-back-merge") == [merge])
        try history.merge("releases/release-1.1", into: "develop")
        #expect(try history.audit().places("flow-release-back-merge").isEmpty)
    }

    @Test func aReleaseMergedIntoMasterAfterDevelopsLastCommitIsNotJudgedYet() throws {
        let history = try FlowAuditTests.released()
        try history.branch("releases/release-1.1", from: "develop")
        try history.commits(1, on: "releases/release-1.1")
        history.repo.environment["GIT_COMMITTER_DATE"] = "2026-01-02T12:00:00+03:00"
        try history.merge("releases/release-1.1", into: "master", delete: false)
        #expect(try history.audit().places("flow-release-back-merge").isEmpty)
    }

    @Test(arguments: ["master", "releases/release-1.1", "features/EW_IOS-3_Экран"])
    func aBugFixMayBeMadeFromAnyBranchAndGoesBackThere(origin: String) throws {
        let history = try FlowAuditTests.released()
        if origin != "master" {
            try history.branch(origin, from: "develop")
            try history.commits(1, on: origin)
        }
        try history.branch("bugs/EW_IOS-11_Падение", from: origin)
        try history.merge("bugs/EW_IOS-11_Падение", into: origin, delete: false)
        let result = try history.audit()
        #expect(result.places("flow-bugfix-origin").isEmpty && result.places("flow-base").isEmpty, "\(result.findings)")
    }

    @Test func aFixMadeFromAReleaseAndMergedOnlyIntoDevelopIsReported() throws {
        let history = try FlowAuditTests.released()
        try history.branch("releases/release-1.1", from: "develop")
        try history.commits(1, on: "releases/release-1.1")
        try history.branch("bugs/EW_IOS-12_Падение", from: "releases/release-1.1")
        let intoDevelop = try history.merge("bugs/EW_IOS-12_Падение", into: "develop", delete: false)
        #expect(try history.audit().places("flow-bugfix-origin") == [intoDevelop], "the release stays unfixed")
        try history.merge("bugs/EW_IOS-12_Падение", into: "releases/release-1.1")
        #expect(try history.audit().places("flow-bugfix-origin").isEmpty, "into the release too: develop may take it")
    }
}
