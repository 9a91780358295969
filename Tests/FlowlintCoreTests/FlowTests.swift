import Testing
@testable import FlowlintCore

struct MergeMessageTests {
    @Test(arguments: [
        ("Merge branch 'features/EW_IOS-98_x' into 'develop'", "features/EW_IOS-98_x", "develop"),
        ("Merge branch 'bugs/A-1_y' into releases/release-1.2", "bugs/A-1_y", "releases/release-1.2"),
        ("Merge branch 'releases/release-1.2'", "releases/release-1.2", nil),
        ("Merge branch 'features/A-1_x' of https://example.com/team/app into develop", "features/A-1_x", "develop"),
        ("Merge remote-tracking branch 'origin/features/A-1_x'", "features/A-1_x", nil),
        ("Merge remote-tracking branch 'origin/develop' into features/A-2_y", "develop", "features/A-2_y"),
        ("Merge remote-tracking branch 'remotes/origin/feature/hash' into develop", "feature/hash", "develop"),
        ("Merge pull request #12 from owner/features/A-1_x", "features/A-1_x", nil),
        ("Merge pull request #7 from owner/bugs/A-3_z\n", "bugs/A-3_z", nil),
        ("Merged release/v0.9.4 into master", "release/v0.9.4", "master"),
        ("Merged branch master into master", "master", "master"),
        ("Merged 'features/A-1_x' into 'develop'", "features/A-1_x", "develop"),
    ] as [(String, String, String?)])
    func readsTheFormsPlatformsWrite(header: String, source: String, target: String?) {
        let firstLine = header.split(separator: "\n").first ?? ""
        let parsed = MergeMessage.parse(firstLine)
        #expect(parsed?.source == source)
        #expect(parsed?.target == target)
    }

    @Test func aPullRequestKeepsItsOwnerForAForksBranchOfTheSameName() throws {
        let fork = try #require(MergeMessage.parse("Merge pull request #32 from someone/master"))
        #expect(fork.form == .pullRequest && fork.owner == "someone")
        #expect(fork.sourceName(mergedInto: "master") == "someone/master")
        #expect(fork.sourceName(mergedInto: "develop") == "master")
        let git = try #require(MergeMessage.parse("Merge branch 'master' of https://example.com/team/app"))
        #expect(git.targetIsMainByGit && git.sourceName(mergedInto: "master") == "master")
        #expect(MergeMessage.parse("Merge branch 'a' into develop")?.targetIsMainByGit == false)
    }

    @Test(arguments: [
        ("release/1.1.0", BranchKind.release), ("hotfix/crash", .bug), ("bugfix/EW_IOS-1_x", .bug),
        ("feature/EW_IOS-2_x", .feature), ("releases/release-1.2", .release), ("revert-124-hotfix/user_streams", .bug),
        ("2.10.0", .release), ("v.2.13.2", .release), ("release-0.0.6", .release), ("fix-1065", .bug),
        ("EACQAPW-4610-bugfixes", .bug), ("v2.12", .release),
    ])
    func misnamedBranchesHaveTheirSuggestedKind(name: String, kind: BranchKind) throws {
        #expect(try BranchNaming(Configuration()).flowKind(of: name) == kind)
    }

    @Test(arguments: ["master", "develop", "someone/master", "wip", "future/release-2.0", "2.0", "regress/2.12.0"])
    func protectedAndUnknownNamesHaveNoKind(name: String) throws {
        #expect(try BranchNaming(Configuration()).flowKind(of: name) == nil)
    }

    @Test(arguments: [
        "[A-1] задача", "Merge branch ''", "Merge pull request #3", "Merge branch 'unclosed", "Revert \"Merge branch 'a'\"",
        "Merged the old screen into the new one", "Merged into master",
    ])
    func ignoresEverythingElse(header: String) {
        #expect(MergeMessage.parse(Substring(header)) == nil)
    }
}

struct FlowRuleTests {
    static let rules = RuleCatalog.flowRules.map { type(of: $0).description.id }
    static let sha = String(repeating: "a", count: 40)

    /// flow-base examples are a branch and where it started; the others a merge message (or a
    /// plain header, a direct commit) on the line of `branch`.
    static func event(_ example: RuleExample, rule: String) -> FlowEvent {
        if rule == "flow-base" {
            return .fork(FlowFork(branch: example.text, startedOnBase: example.branch == "develop"))
        }
        let header = example.text.split(separator: "\n").first ?? ""
        if let merge = MergeMessage.parse(header) {
            let target = merge.target ?? example.branch ?? "master"
            let event = FlowMerge(sha: sha, header: String(header), source: merge.source, target: target, sourceStartedOnTarget: false)
            switch rule {
            // The release reached master, and (the good example) develop; a bug fix made on the
            // example's branch.
            case "flow-release-back-merge" where target == "master": return .releaseNotMergedBack(event)
            case "flow-bugfix-origin":
                return .bugFixMerge(FlowBugFixMerge(sha: sha, header: String(header), branch: merge.source, target: target,
                                                    origins: [example.branch ?? "develop"], mergedInto: [target]))
            default: return .merge(event)
            }
        }
        return .directCommit(sha: sha, header: String(header), branch: example.branch ?? "master")
    }

    @Test(arguments: rules)
    func examplesBothWays(id: String) throws {
        let checker = try FlowChecker(configuration: Configuration())
        try expectExamplesBothWays(id) { checker.check(Self.event($0, rule: id)).map(\.rule) }
    }

    @Test func aBugFixMadeFromMasterMayGoBack() throws {
        let checker = try FlowChecker(configuration: Configuration())
        let merge = FlowMerge(sha: Self.sha, header: "Merge branch 'bugs/A-1_x' into 'master'", source: "bugs/A-1_x",
                              target: "master", sourceStartedOnTarget: true)
        #expect(checker.check(.merge(merge)).isEmpty)
    }

    /// A branch of no flow kind that only carried cherry-picks or reverts of master's commits
    /// is a fix (the audit finds that out from the graph); the same branch with work is not.
    @Test(arguments: [("cherry-pick-4.3.5", "releases/release-1.2"), ("EW_IOS-6-revert-commit", "master")])
    func aBranchCarryingOnlyReleasedFixesIsAFix(source: String, target: String) throws {
        let checker = try FlowChecker(configuration: Configuration())
        func merge(onlyFixes: Bool) -> FlowEvent {
            .merge(FlowMerge(sha: Self.sha, header: "Merge pull request #7 from team/\(source)", source: source, target: target,
                             sourceStartedOnTarget: false, carriesOnlyReleasedFixes: onlyFixes))
        }
        #expect(checker.check(merge(onlyFixes: true)).isEmpty)
        #expect(checker.check(merge(onlyFixes: false)).count == 1)
    }

    @Test func aFastForwardAndAnUnnamedMergeIntoMasterAreReported() throws {
        let checker = try FlowChecker(configuration: Configuration())
        let fastForward = FlowEvent.fastForward(sha: Self.sha, header: "[A-1] x", target: "master", branch: "develop")
        #expect(checker.check(fastForward).map(\.rule) == ["flow-master-merge"])
        let unnamed = FlowMerge(sha: Self.sha, header: "Релиз", source: nil, target: "master", sourceStartedOnTarget: false)
        #expect(checker.check(.merge(unnamed)).map(\.rule) == ["flow-master-merge"])
        let intoRelease = FlowMerge(sha: Self.sha, header: "Релиз", source: nil, target: "releases/release-1.2", sourceStartedOnTarget: false)
        #expect(checker.check(.merge(intoRelease)).isEmpty, "reported on master only")
        let misnamed = FlowMerge(sha: Self.sha, header: "m", source: "release/1.1.0", target: "master", sourceStartedOnTarget: false)
        #expect(checker.check(.merge(misnamed)).isEmpty, "branch-name's business")
    }

    /// A fix made from master or a release may follow it into develop once it is back there; one
    /// made from develop goes nowhere else; master's fixes may go into an open release.
    @Test(arguments: [
        ("releases/release-1.2", "develop", ["releases/release-1.2", "develop"], false),
        ("releases/release-1.2", "develop", ["develop"], true),
        ("master", "develop", ["master", "develop"], false),
        ("master", "releases/release-1.2", ["master", "releases/release-1.2"], false),
        ("develop", "releases/release-1.2", ["develop", "releases/release-1.2"], true),
        ("develop", "features/A-2_y", ["develop", "features/A-2_y"], true),
        ("features/A-2_y", "develop", ["develop"], true),
    ])
    func aBugFixGoesBackWhereItWasMade(origin: String, target: String, mergedInto: [String], reported: Bool) throws {
        let checker = try FlowChecker(configuration: Configuration())
        let merge = FlowBugFixMerge(sha: Self.sha, header: "m", branch: "bugs/A-1_x", target: target, origins: [origin], mergedInto: mergedInto)
        #expect(checker.check(.bugFixMerge(merge)).map(\.rule) == (reported ? ["flow-bugfix-origin"] : []))
    }

    @Test func aDirectCommitIsDevelopsOrMastersRule() throws {
        let checker = try FlowChecker(configuration: Configuration())
        #expect(checker.check(.directCommit(sha: Self.sha, header: "x", branch: "develop")).map(\.rule) == ["flow-develop-direct-commit"])
        #expect(checker.check(.directCommit(sha: Self.sha, header: "x", branch: "master")).map(\.rule) == ["flow-direct-commit"])
    }

    @Test func locations() {
        #expect(FlowChecker.location(of: .fork(FlowFork(branch: "features/A-1_x", startedOnBase: false))) == .branch(name: "features/A-1_x"))
        let recorded = FlowFork(branch: "features/A-1_x", mergeSHA: Self.sha, mergeHeader: "Merge", startedOnBase: false)
        #expect(FlowChecker.location(of: .fork(recorded)) == .commit(sha: Self.sha, line: 1, header: "Merge"))
    }
}

struct PlatformMergeMessageTests {
    @Test(arguments: [
        ("Merge pull request #61 in MA/picker from develop to master", "develop", "master", nil),
        ("Merge pull request #298 in MI/app from ~USER/app:task/MOC-2129 to dev", "task/MOC-2129", "dev", "~USER/app"),
        ("Merge in MA/picker from SEL-43882-photo-edit to master", "SEL-43882-photo-edit", "master", nil),
        ("Merged in ANDDEP-999-tests-update (pull request #824)", "ANDDEP-999-tests-update", nil, nil),
    ] as [(String, String, String?, String?)])
    func readsBitbucketsForms(header: String, source: String, target: String?, owner: String?) throws {
        let message = try #require(MergeMessage.parse(Substring(header)))
        #expect(message.source == source && message.target == target && message.owner == owner)
        #expect(!message.targetIsMainByGit)
    }

    @Test func aTagIsNoBranch() throws {
        let message = try #require(MergeMessage.parse("Merge tag '1.2.0' into develop"))
        #expect(message.form == .tag && message.source == "1.2.0" && message.target == "develop")
        #expect(MergeMessage.parse("Merge tag 'v1'")?.targetIsMainByGit == true)
    }
}
