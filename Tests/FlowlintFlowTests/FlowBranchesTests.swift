import FlowlintCore
import Testing
import TestSupport

/// Where branches started, every tip of a release, and which branches play develop and master.
struct FlowBranchesTests {
    @Test func aFeatureMadeFromAnotherMergedLaterIsReported() throws {
        let history = try FlowHistoryBuilder()
        try history.branch("features/EW_IOS-2_Основа", from: "develop", commits: 2)
        try history.branch("features/EW_IOS-3_Надстройка", from: "features/EW_IOS-2_Основа")
        try history.merge("features/EW_IOS-2_Основа", into: "develop")
        let later = try history.merge("features/EW_IOS-3_Надстройка", into: "develop")
        let result = try history.audit()
        #expect(result.places("flow-base") == [later], "\(result.findings)")
    }

    @Test func aFeatureMadeFromAnotherMergedFirstIsReported() throws {
        let history = try FlowHistoryBuilder()
        try history.branch("features/EW_IOS-2_Основа", from: "develop", commits: 2)
        try history.branch("features/EW_IOS-3_Надстройка", from: "features/EW_IOS-2_Основа")
        let first = try history.merge("features/EW_IOS-3_Надстройка", into: "develop")
        try history.commits(1, on: "features/EW_IOS-2_Основа")  // it went on after the other was made from it
        try history.merge("features/EW_IOS-2_Основа", into: "develop")
        let result = try history.audit()
        #expect(result.places("flow-base") == [first], "the one that brought the other's commits: \(result.findings)")
        #expect(result.messages("flow-base").first?.contains("features/EW_IOS-3_Надстройка") == true)
    }

    @Test func featuresFromDevelopPass() throws {
        let history = try FlowAuditTests.released()
        try history.branch("features/EW_IOS-2_Одна", from: "develop", commits: 2)
        try history.branch("features/EW_IOS-3_Другая", from: "develop", commits: 2)
        try history.merge("features/EW_IOS-3_Другая", into: "develop")
        try history.merge("features/EW_IOS-2_Одна", into: "develop")
        try history.branch("features/EW_IOS-4_Открытая", from: "develop")
        try history.branch("refactoring/network_layer", from: "master")
        let result = try history.audit()
        #expect(result.places("flow-base") == ["refactoring/network_layer"], "\(result.findings)")
    }

    @Test func aReleaseIsAuditedAtEveryTipItWasMergedAt() throws {
        let history = try FlowHistoryBuilder()
        try history.branch("releases/release-1.0", from: "develop")
        try history.merge("releases/release-1.0", into: "master", delete: false)
        try history.branch("features/EW_IOS-5_Поздняя", from: "develop")
        // GitHub's message names no target: only the release's second tip's line tells.
        let late = try history.merge("features/EW_IOS-5_Поздняя", into: "releases/release-1.0",
                                     message: "Merge pull request #7 from team/features/EW_IOS-5_Поздняя")
        try history.branch("bugs/EW_IOS-6_Падение", from: "releases/release-1.0")
        try history.merge("bugs/EW_IOS-6_Падение", into: "releases/release-1.0")
        try history.merge("releases/release-1.0", into: "master")
        let result = try history.audit()
        #expect(result.places("flow-release-bugfix-only") == [late], "\(result.findings)")
        // Never merged back into develop: the back-merge rule's finding.
        #expect(result.findings.map(\.rule).sorted() == ["flow-release-back-merge", "flow-release-bugfix-only"], "\(result.findings)")
    }

    @Test func devAndMainPlayDevelopAndMaster() throws {
        let history = try FlowHistoryBuilder(master: "main", develop: "dev")
        try history.branch("features/EW_IOS-2_Экран", from: "dev")
        try history.merge("features/EW_IOS-2_Экран", into: "dev")
        try history.branch("features/EW_IOS-3_Мимо", from: "dev")
        let wrong = try history.merge("features/EW_IOS-3_Мимо", into: "main")
        let result = try history.audit()
        #expect(result.places("flow-master-merge") == [wrong], "\(result.findings)")
        #expect(result.messages("flow-master-merge").first?.contains("into main") == true)
        #expect(result.notes.map(\.en) == ["no develop branch: dev was audited in its place", "no master branch: main was audited in its place"])
    }

    @Test func withoutMasterTheMasterRulesDidNotRun() throws {
        let history = try FlowHistoryBuilder(master: "develop", develop: nil)
        try history.branch("features/EW_IOS-2_Экран", from: "develop")
        try history.merge("features/EW_IOS-2_Экран", into: "develop")
        let result = try history.audit()
        #expect(result.findings.isEmpty)
        #expect(result.notes.map(\.en) == ["no master branch: the rules flow-master-merge and flow-direct-commit did not run"])
    }

    @Test func theBaseBranchNeverStandsInForMaster() throws {
        let history = try FlowHistoryBuilder(master: "main", develop: nil)
        try history.repo.commit("[EW_IOS-2] Прямой коммит\n\n- Описание\n", file: "A")
        var configuration = Configuration()
        configuration.flowBase = "main"
        let result = try history.audit(configuration)
        #expect(result.findings.isEmpty, "\(result.findings)")
        #expect(result.notes.map(\.en).contains("no master branch: the rules flow-master-merge and flow-direct-commit did not run"))
    }

    @Test func withMasterThereIsNoSuchNote() throws {
        let result = try FlowAuditTests.released().audit()
        #expect(result.notes.isEmpty)
    }

    @Test func eachCommitIsCountedOnce() throws {
        let history = try FlowAuditTests.releasedAndSynced()
        try history.branch("features/EW_IOS-3_Список", from: "develop", commits: 3)
        try history.merge("features/EW_IOS-3_Список", into: "develop")
        try history.fastForward("master", to: "develop")
        let result = try history.audit()
        #expect(result.commits == Int(try history.repo.git("rev-list", "--all", "--count")))
    }
}
