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
        ("Merge pull request #12 from owner/features/A-1_x", "features/A-1_x", nil),
        ("Merge pull request #7 from owner/bugs/A-3_z\n", "bugs/A-3_z", nil),
    ] as [(String, String, String?)])
    func readsTheFormsPlatformsWrite(header: String, source: String, target: String?) {
        let firstLine = header.split(separator: "\n").first ?? ""
        #expect(MergeMessage.parse(firstLine) == MergeMessage(source: source, target: target))
    }

    @Test(arguments: ["[A-1] задача", "Merge branch ''", "Merge pull request #3", "Merge branch 'unclosed", "Revert \"Merge branch 'a'\""])
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
            return .merge(FlowMerge(sha: sha, header: String(header), source: merge.source,
                                    target: merge.target ?? example.branch ?? "master", sourceStartedOnTarget: false))
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

    @Test func locations() {
        #expect(FlowChecker.location(of: .fork(FlowFork(branch: "features/A-1_x", startedOnBase: false))) == .branch(name: "features/A-1_x"))
        let recorded = FlowFork(branch: "features/A-1_x", mergeSHA: Self.sha, mergeHeader: "Merge", startedOnBase: false)
        #expect(FlowChecker.location(of: .fork(recorded)) == .commit(sha: Self.sha, line: 1, header: "Merge"))
    }
}
