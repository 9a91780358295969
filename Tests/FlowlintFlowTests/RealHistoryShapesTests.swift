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

    /// A pull of the release into itself, or a fork's copy of it merged back: the release's own
    /// stabilisation work, no branch merged into it.
    @Test(arguments: [
        "Merge branch 'releases/release-1.0' of https://example.com/team/app into releases/release-1.0",
        "Merge pull request #4 from someone/releases/release-1.0",
    ])
    func aCopyOfTheReleaseMergedIntoItIsNoMergeIntoIt(message: String) throws {
        let history = try FlowHistoryBuilder()
        try history.branch("releases/release-1.0", from: "develop")
        try history.branch("elsewhere", from: "releases/release-1.0")
        try history.commits(1, on: "releases/release-1.0")
        try history.merge("elsewhere", into: "releases/release-1.0", message: message)
        try history.merge("releases/release-1.0", into: "master", delete: false)
        // Never merged back into develop: that is the back-merge rule's finding, not this one's.
        #expect(try history.audit().findings.map(\.rule) == ["flow-release-back-merge"])
        try history.branch("features/EW_IOS-2_Поздняя", from: "develop")
        let late = try history.merge("features/EW_IOS-2_Поздняя", into: "releases/release-1.0")
        #expect(try history.audit().places("flow-release-bugfix-only") == [late])
    }

    @Test func aForksDevelopIsDevelop() throws {
        let history = try Self.withForkDevelop()
        try history.branch("features/EW_IOS-3_Из_форка", from: "fork-develop")
        try history.merge("features/EW_IOS-3_Из_форка", into: "develop", message: "Merge pull request #6 from someone/features/EW_IOS-3_Из_форка")
        // The commit made on develop itself is a direct commit: its own rule's.
        let others = try history.audit().findings.filter { $0.rule != "flow-develop-direct-commit" }
        #expect(others.isEmpty, "made from the fork's develop, kept in step with develop: \(others)")
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

    /// pi-hole's `cherry-pick-4.3.5`: a released fix cherry-picked into the next release on a
    /// branch of no flow kind is a bug fix by what it holds; a pick of develop's work is not.
    @Test(arguments: [false, true])
    func aBranchOfCherryPickedReleasedFixesIsABugFix(recordsOrigin: Bool) throws {
        let history = try FlowAuditTests.released()
        let fix = try history.branch("bugs/EW_IOS-5_Падение", from: "master")
        try history.merge("bugs/EW_IOS-5_Падение", into: "master")
        try history.branch("releases/release-1.1", from: "develop")
        let feature = try history.branch("features/EW_IOS-6_Экран", from: "develop")
        try history.merge("features/EW_IOS-6_Экран", into: "develop")
        let pick = recordsOrigin ? ["cherry-pick", "-x"] : ["cherry-pick"]
        try history.repo.git("checkout", "-q", "-b", "cherry-pick-1.0.1", "releases/release-1.1")
        try history.repo.git(pick + [fix])
        try history.merge("cherry-pick-1.0.1", into: "releases/release-1.1", message: "Merge pull request #7 from team/cherry-pick-1.0.1")
        #expect(try history.audit().findings.isEmpty, "only a copy of a fix master has")
        try history.repo.git("checkout", "-q", "-b", "port-screen", "releases/release-1.1")
        try history.repo.git(pick + [feature])
        let port = try history.merge("port-screen", into: "releases/release-1.1", message: "Merge pull request #8 from team/port-screen")
        #expect(try history.audit().places("flow-release-bugfix-only") == [port], "a copy of develop's work")
    }

    @Test func aBranchWithWorkOfItsOwnBesidesAPickIsStillReported() throws {
        let history = try FlowAuditTests.released()
        let fix = try history.branch("bugs/EW_IOS-5_Падение", from: "master")
        try history.merge("bugs/EW_IOS-5_Падение", into: "master")
        try history.branch("releases/release-1.1", from: "develop")
        try history.repo.git("checkout", "-q", "-b", "cherry-pick-1.0.1", "releases/release-1.1")
        try history.repo.git("cherry-pick", fix)
        try history.commits(1, on: "cherry-pick-1.0.1")
        let merge = try history.merge("cherry-pick-1.0.1", into: "releases/release-1.1", message: "Merge pull request #7 from team/cherry-pick-1.0.1")
        #expect(try history.audit().places("flow-release-bugfix-only") == [merge])
    }

    /// grav's develop, fast-forwarded onto master's merge of a release: its own commits are off
    /// its first-parent line now, and the merges named `into develop` still tell they were its.
    @Test func aBranchFromDevelopsOwnCommitStartedOnDevelopAfterDevelopWasFastForwarded() throws {
        let history = try FlowAuditTests.released()
        try history.commits(1, on: "develop")
        try history.branch("features/EW_IOS-3_Водяной_знак", from: "develop")
        try history.branch("features/EW_IOS-4_Экран", from: "develop")
        try history.branch("features/EW_IOS-5_Надстройка", from: "features/EW_IOS-4_Экран")
        try history.merge("features/EW_IOS-4_Экран", into: "develop")
        try history.branch("releases/release-1.1", from: "develop")
        try history.merge("releases/release-1.1", into: "master")
        try history.fastForward("develop", to: "master")
        let result = try history.audit()
        #expect(result.places("flow-base") == ["features/EW_IOS-5_Надстройка"], "made from another feature: \(result.findings)")
    }

    /// Paparazzo's #351: a branch of git's revert of a change master had, made from master and
    /// merged back, is a fix of master whatever its name; with work of its own it is judged.
    @Test func aBranchOfRevertsOfMastersCommitsIsABugFixOfMaster() throws {
        let history = try FlowAuditTests.released()
        try history.branch("EW_IOS-6-update-podfile", from: "master")
        let change = try history.merge("EW_IOS-6-update-podfile", into: "master", message: "Merge pull request #350 from team/EW_IOS-6-update-podfile")
        try history.repo.git("checkout", "-q", "-b", "EW_IOS-6-revert-commit", "master")
        try history.repo.git("revert", "--no-edit", "-m", "1", change)
        try history.merge("EW_IOS-6-revert-commit", into: "master", message: "Pull request #351: Revert \"EW_IOS-6-update-podfile\"\n\nMerge in MA/app from EW_IOS-6-revert-commit to master")
        #expect(try history.audit().places("flow-master-merge") == [change], "only the change itself")
        try history.repo.git("checkout", "-q", "-b", "EW_IOS-7-revert-and-more", "master")
        try history.repo.git("revert", "--no-edit", "HEAD^2")
        try history.commits(1, on: "EW_IOS-7-revert-and-more")
        let more = try history.merge("EW_IOS-7-revert-and-more", into: "master", message: "Pull request #352: Revert \"Revert\" and more\n\nMerge in MA/app from EW_IOS-7-revert-and-more to master")
        #expect(Set(try history.audit().places("flow-master-merge")) == [change, more])
    }

    /// OneScript's #467 lies on the lines of two releases: it is judged as a merge into the same
    /// one on every run. A dictionary's order changes from process to process, so the binary is
    /// run a few times; each run used to pick either release about as often.
    @Test func aMergeOnTwoReleasesLinesIsReportedAlikeOnEveryRun() throws {
        let history = try FlowAuditTests.released()
        try history.branch("releases/release-1.1", from: "develop")
        try history.branch("features/EW_IOS-7_Поздняя", from: "develop")
        try history.merge("features/EW_IOS-7_Поздняя", into: "releases/release-1.1", message: "Merge pull request #9 from team/features/EW_IOS-7_Поздняя")
        try history.branch("releases/release-1.1.1", from: "releases/release-1.1")
        try history.commits(1, on: "releases/release-1.1")
        try history.merge("releases/release-1.1.1", into: "master")
        try history.merge("releases/release-1.1", into: "master")
        let runs = try (0..<6).map { _ in
            try FlowlintBinary.run(["flow", "--format", "json", "--lang", "en"], in: history.repo).stdout
        }
        #expect(runs.first?.contains("flow-release-bugfix-only") == true, "\(runs.first ?? "")")
        #expect(Set(runs).count == 1, "\(runs)")
    }
}
