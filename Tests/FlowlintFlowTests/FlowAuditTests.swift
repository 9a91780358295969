import FlowlintCore
import Testing
import TestSupport

/// SPEC 1.4 on histories built with the git CLI, each shape both ways.
struct FlowAuditTests {
    /// develop with a feature, a release merged into master and back into develop.
    static func released() throws -> FlowHistoryBuilder {
        let history = try FlowHistoryBuilder()
        try history.branch("features/EW_IOS-2_Экран", from: "develop", commits: 2)
        try history.merge("features/EW_IOS-2_Экран", into: "develop")
        try history.branch("releases/release-1.0", from: "develop")
        try history.merge("releases/release-1.0", into: "master", delete: false)
        try history.merge("releases/release-1.0", into: "develop")
        return history
    }

    @Test func aCleanHistoryHasNoFindings() throws {
        let result = try Self.released().audit()
        #expect(result.findings.isEmpty, "\(result.findings)")
    }

    /// Released, and master merged back into develop, so master can be fast-forwarded to it.
    static func releasedAndSynced() throws -> FlowHistoryBuilder {
        let history = try released()
        try history.merge("master", into: "develop", delete: false)
        return history
    }

    @Test func theMessagesTargetWinsAndTheFastForwardIsReportedOnce() throws {
        let history = try Self.releasedAndSynced()
        try history.branch("features/EW_IOS-3_Список", from: "develop")
        try history.merge("features/EW_IOS-3_Список", into: "develop")
        try history.branch("features/EW_IOS-4_Поиск", from: "develop")
        try history.merge("features/EW_IOS-4_Поиск", into: "develop")
        try history.fastForward("master", to: "develop")
        let result = try history.audit()
        #expect(result.places("flow-master-merge") == [try history.sha("develop")], "\(result.findings)")
        #expect(result.messages("flow-master-merge") == ["master was fast-forwarded to develop: its commits reached master without a release being merged"])
        #expect(result.findings.count == 1, "no feature 'merged into master', no direct commits: \(result.findings)")
    }

    @Test func aFastForwardOnTopOfWhichAReleaseWasMergedIsFound() throws {
        let history = try Self.releasedAndSynced()
        try history.branch("features/EW_IOS-3_Список", from: "develop")
        let feature = try history.merge("features/EW_IOS-3_Список", into: "develop")
        try history.fastForward("master", to: "develop")
        try history.branch("releases/release-1.1", from: "develop")
        try history.merge("releases/release-1.1", into: "master", delete: false)
        try history.merge("releases/release-1.1", into: "develop")
        let result = try history.audit()
        #expect(result.places("flow-master-merge") == [feature], "\(result.findings)")
        #expect(result.findings.count == 1, "\(result.findings)")
    }

    @Test(arguments: ["Merge branch 'master' of https://example.com/team/app", "Merge remote-tracking branch 'origin/master'"])
    func aPullOfMasterIntoItselfBringsDirectCommits(message: String) throws {
        let history = try Self.released()
        let theirs = try history.branch("elsewhere", from: "master")
        let ours = try history.commits(1, on: "master")
        try history.merge("elsewhere", into: "master", message: message)
        let result = try history.audit()
        #expect(Set(result.places("flow-direct-commit")) == [theirs, ours], "\(result.findings)")
        #expect(result.places("flow-master-merge").isEmpty, "not 'master merged into master': \(result.findings)")
    }

    /// Another repository's master merged from its remote: a contributor's fork, whose commits
    /// were made there, not on this master.
    @Test func aForksMasterMergedFromItsRemoteBringsNoDirectCommits() throws {
        let history = try Self.released()
        try history.branch("alice-master", from: "master", commits: 2)
        let ours = try history.commits(1, on: "master")
        try history.merge("alice-master", into: "master", message: "Merge remote-tracking branch 'alice/master'")
        let result = try history.audit()
        #expect(result.places("flow-direct-commit") == [ours], "\(result.findings)")
    }

    @Test func aPullOfDevelopKeepsItsLineDevelops() throws {
        let history = try Self.released()
        try history.branch("elsewhere", from: "develop")
        try history.branch("features/EW_IOS-5_Там", from: "elsewhere")
        try history.merge("features/EW_IOS-5_Там", into: "elsewhere", message: "Merge branch 'features/EW_IOS-5_Там' into develop")
        try history.commits(1, on: "develop")
        try history.merge("elsewhere", into: "develop", message: "Merge branch 'develop' of https://example.com/team/app into develop")
        try history.branch("features/EW_IOS-6_Отсюда", from: "develop")
        try history.merge("features/EW_IOS-6_Отсюда", into: "develop")
        let result = try history.audit()
        // The commits made on develop and on the pulled copy are direct commits: their own rule's.
        let others = result.findings.filter { $0.rule != "flow-develop-direct-commit" }
        #expect(others.isEmpty, "a feature made from the pulled line started on develop: \(result.findings)")
        #expect(result.places("flow-develop-direct-commit").count == 2)
    }

    @Test func misnamedBranchesAreAuditedAsTheirSuggestedKind() throws {
        let history = try FlowHistoryBuilder()
        try history.branch("release/1.1.0", from: "develop")
        try history.merge("release/1.1.0", into: "master", delete: false)
        try history.merge("release/1.1.0", into: "develop")
        try history.branch("hotfix/crash", from: "master")
        try history.merge("hotfix/crash", into: "master")
        let fromDevelop = try { () throws -> String in
            try history.branch("hotfix/EW_IOS-7_crash", from: "develop")
            return try history.merge("hotfix/EW_IOS-7_crash", into: "master")
        }()
        try history.branch("feature/EW_IOS-8_screen", from: "develop")
        let feature = try history.merge("feature/EW_IOS-8_screen", into: "master")
        let result = try history.audit()
        #expect(Set(result.places("flow-master-merge")) == [fromDevelop, feature], "\(result.findings)")
    }

    @Test func aForksMasterKeepsItsOwner() throws {
        let history = try Self.released()
        try history.branch("fork", from: "master")
        let merge = try history.merge("fork", into: "master", message: "Merge pull request #32 from someone/master")
        let result = try history.audit()
        #expect(result.places("flow-master-merge") == [merge])
        #expect(result.messages("flow-master-merge").first?.hasPrefix("someone/master was merged into master") == true, "\(result.findings)")
    }

    @Test func anUnnamedMergeIntoMasterIsReported() throws {
        let history = try Self.released()
        try history.branch("x", from: "develop")
        let merge = try history.merge("x", into: "master", message: "Релиз готов")
        let result = try history.audit()
        #expect(result.places("flow-master-merge") == [merge], "\(result.findings)")
    }

    @Test func aCustomMessageIsNamedByAnotherMergeOfTheSameTip() throws {
        let history = try FlowHistoryBuilder()
        try history.branch("releases/release-1.0", from: "develop")
        try history.merge("releases/release-1.0", into: "master", message: "Релиз 1.0", delete: false)
        try history.merge("releases/release-1.0", into: "develop")
        let result = try history.audit()
        #expect(result.findings.isEmpty, "\(result.findings)")
    }
}
