import FlowlintCore
import Testing
import TestSupport

/// Where a release's own commits end, on teams that fast-forward develop to master after a
/// release or merge a tag back: develop's earlier work is never blamed on a release, and a
/// release's own merges still are.
struct ReleaseBoundaryTests {
    /// develop with two features merged by pull requests (no target in the message).
    static func developWithPullRequests(_ history: FlowHistoryBuilder, _ ids: [Int], start: Int = 10) throws {
        for (offset, id) in ids.enumerated() {
            let name = "features/EW_IOS-\(id)_Экран"
            try history.branch(name, from: "develop")
            try history.merge(name, into: "develop", message: "Merge pull request #\(start + offset) from team/\(name)")
        }
    }

    /// Two releases, each merged into master by git's message and develop fast-forwarded to
    /// master right after: develop's pull requests lie only on the releases' lines.
    static func fastForwardingTeam() throws -> FlowHistoryBuilder {
        let history = try FlowHistoryBuilder()
        try developWithPullRequests(history, [2, 3])
        try history.branch("release/1.0", from: "develop")
        try history.merge("release/1.0", into: "master", message: "Merge branch 'release/1.0'")
        try history.fastForward("develop", to: "master")
        try developWithPullRequests(history, [4, 5], start: 20)
        try history.branch("release/1.1", from: "develop")
        try history.merge("release/1.1", into: "master", message: "Merge branch 'release/1.1'")
        try history.fastForward("develop", to: "master")
        return history
    }

    @Test func developsPullRequestsAreNotBlamedOnAReleaseWhenDevelopIsFastForwardedToMaster() throws {
        let result = try Self.fastForwardingTeam().audit()
        #expect(result.places("flow-release-bugfix-only").isEmpty, "\(result.findings)")
    }

    @Test func aReleasesOwnNamedMergeIsStillFoundWhenDevelopIsFastForwardedToMaster() throws {
        let history = try Self.fastForwardingTeam()
        try history.branch("release/1.2", from: "develop")
        try history.branch("features/EW_IOS-6_Поздняя", from: "develop")
        let late = try history.merge("features/EW_IOS-6_Поздняя", into: "release/1.2")
        try history.merge("release/1.2", into: "master", message: "Merge branch 'release/1.2'")
        #expect(try history.audit().places("flow-release-bugfix-only") == [late])
    }

    /// Back-merged by a tag, later fast-forwarded: develop's old line is off its first-parent
    /// line now, and the tag's merge still says it was develop's.
    static func tagBackMergedThenFastForwarded(lateFeature: Bool) throws -> (FlowHistoryBuilder, String?) {
        let history = try FlowHistoryBuilder()
        try developWithPullRequests(history, [2, 3])
        try history.branch("release/1.0", from: "develop")
        var late: String?
        if lateFeature {
            try history.branch("features/EW_IOS-9_Поздняя", from: "develop")
            late = try history.merge("features/EW_IOS-9_Поздняя", into: "release/1.0", message: "Merge pull request #30 from team/features/EW_IOS-9_Поздняя")
        }
        try history.merge("release/1.0", into: "master", message: "Merge branch 'release/1.0'")
        try history.repo.git("tag", "1.0", "master")
        try history.merge("1.0", into: "develop", message: "Merge tag '1.0' into develop", delete: false)
        try history.branch("release/1.1", from: "develop")
        try history.merge("release/1.1", into: "master", message: "Merge branch 'release/1.1'")
        try history.fastForward("develop", to: "master")
        return (history, late)
    }

    @Test func aTagMergedBackBoundsTheReleaseAfterDevelopWasFastForwarded() throws {
        let (history, _) = try Self.tagBackMergedThenFastForwarded(lateFeature: false)
        let result = try history.audit()
        #expect(result.places("flow-release-bugfix-only").isEmpty, "\(result.findings)")
        let (withLate, late) = try Self.tagBackMergedThenFastForwarded(lateFeature: true)
        #expect(try withLate.audit().places("flow-release-bugfix-only") == [try #require(late)])
    }

    @Test func mergedAIntoBIsReadAsAMerge() throws {
        let history = try FlowHistoryBuilder()
        try history.branch("release/v0.9.4", from: "develop")
        try history.merge("release/v0.9.4", into: "master", message: "Merged release/v0.9.4 into master", delete: false)
        try history.merge("release/v0.9.4", into: "develop", message: "Merged release/v0.9.4 into develop")
        try history.branch("elsewhere", from: "master")
        let ours = try history.commits(1, on: "master")
        try history.merge("elsewhere", into: "master", message: "Merged branch master into master")
        let result = try history.audit()
        #expect(result.places("flow-master-merge").isEmpty, "a release, then a pull of master: \(result.findings)")
        #expect(result.places("flow-direct-commit").contains(ours))
    }

    @Test func aTeamsOwnReleaseMergeMessagesNameTheRelease() throws {
        let history = try FlowHistoryBuilder()
        var merges: [String] = []
        for (version, message) in [("22.10.0", "Выкладка 22.10.0"), ("22.11.0", "Ship 22.11.0")] {
            try history.branch("releases/release-\(version)", from: "develop")
            merges.append(try history.merge("releases/release-\(version)", into: "master", message: message))
            try history.merge("master", into: "develop", delete: false)
        }
        #expect(Set(try history.audit().places("flow-master-merge")) == Set(merges), "unnamed without the team's messages")
        var configuration = Configuration()
        configuration.mergeMessages = ["Выкладка {version}", "Ship {version}"]
        let result = try history.audit(configuration)
        #expect(result.places("flow-master-merge").isEmpty, "\(result.findings)")
    }

    /// The release was brought up to master (its ref fast-forwarded to master's merge of it)
    /// and then merged into develop: the back-merge's merged parent is master's merge commit.
    @Test func aBackMergeThroughMastersMergeKeepsTheReleasesStartOnDevelop() throws {
        let history = try FlowHistoryBuilder()
        try history.branch("features/EW_IOS-2_Экран", from: "develop")
        try history.merge("features/EW_IOS-2_Экран", into: "develop")
        try history.branch("releases/release-1.0", from: "develop")
        try history.merge("releases/release-1.0", into: "master", delete: false)
        try history.fastForward("releases/release-1.0", to: "master")
        try history.merge("releases/release-1.0", into: "develop")
        #expect(try history.audit().places("flow-base").isEmpty)
        try history.branch("releases/release-1.1", from: "master")
        try history.commits(1, on: "releases/release-1.1")
        let fromMaster = try history.merge("releases/release-1.1", into: "develop")
        #expect(try history.audit().places("flow-base") == [fromMaster], "made from master, not develop")
    }

    /// git-flow's finish, then master merged back: the back-merge's merged parent is master's
    /// merge of the release, whose own tip develop already holds (or is about to).
    @Test(arguments: [true, false])
    func mastersBackMergeAfterAReleaseIsNotAReleaseMadeFromMaster(releaseFirst: Bool) throws {
        let history = try FlowHistoryBuilder()
        try history.branch("features/EW_IOS-2_Экран", from: "develop")
        try history.merge("features/EW_IOS-2_Экран", into: "develop")
        try history.branch("release/1.4.6", from: "develop")
        try history.merge("release/1.4.6", into: "master", message: "Merge branch 'release/1.4.6'", delete: false)
        if releaseFirst {
            try history.merge("release/1.4.6", into: "develop", message: "Merge branch 'release/1.4.6' into develop")
            try history.merge("master", into: "develop", message: "Merge branch 'master' into develop", delete: false)
        } else {
            try history.merge("master", into: "develop", message: "Merge branch 'master' into develop", delete: false)
            try history.merge("release/1.4.6", into: "develop", message: "Merge branch 'release/1.4.6' into develop")
        }
        let result = try history.audit()
        #expect(result.places("flow-base").isEmpty, "\(result.findings)")
    }

    @Test func aReleaseMadeFromMasterIsStillFoundWhenMasterIsMergedBack() throws {
        let history = try FlowHistoryBuilder()
        try history.branch("release/1.0", from: "develop")
        try history.merge("release/1.0", into: "master", message: "Merge branch 'release/1.0'", delete: false)
        try history.merge("release/1.0", into: "develop", message: "Merge branch 'release/1.0' into develop")
        try history.branch("release/1.0.1", from: "master")
        try history.merge("release/1.0.1", into: "master", message: "Merge branch 'release/1.0.1'", delete: false)
        let fromMaster = try history.merge("release/1.0.1", into: "develop", message: "Merge branch 'release/1.0.1' into develop")
        try history.merge("master", into: "develop", message: "Merge branch 'master' into develop", delete: false)
        #expect(try history.audit().places("flow-base") == [fromMaster], "made from master, not develop")
    }
}
