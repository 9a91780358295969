import Foundation
import Testing
import TestSupport

/// The git-flow graph audit on a history made with the git CLI the way a team makes it:
/// branches merged with merge commits (GitLab's, GitHub's and git's messages) and deleted.
struct FlowAuditTests {
    static func merge(_ repo: TemporaryRepository, _ branch: String, into target: String, message: String? = nil, delete: Bool = true) throws {
        try repo.git("checkout", "-q", target)
        try repo.git("merge", "-q", "--no-ff", "-m", message ?? "Merge branch '\(branch)' into '\(target)'", branch)
        if delete { try repo.git("branch", "-q", "-D", branch) }
    }

    static func branch(_ repo: TemporaryRepository, _ name: String, from start: String, commits: Int = 1) throws {
        try repo.git("checkout", "-q", "-b", name, start)
        for index in 1...commits { try repo.commit("[EW_IOS-1] Шаг \(index) в \(name)\n\n- Сделал\n", file: "\(name.replacingOccurrences(of: "/", with: "-")).txt") }
    }

    /// The history, with the SHAs of the merges that break the rules.
    static func makeHistory() throws -> (TemporaryRepository, [String: String]) {
        let repo = try TemporaryRepository(initialBranch: "master")
        try repo.commit("[EW_IOS-1] Начальный коммит\n\n- Создал проект\n", file: "README")
        try repo.git("branch", "develop")
        var bad: [String: String] = [:]
        // A feature from develop, merged back: fine.
        try branch(repo, "features/EW_IOS-2_Экран", from: "develop")
        try branch(repo, "features/EW_IOS-3_Поверх_экрана", from: "features/EW_IOS-2_Экран")  // from another feature
        try merge(repo, "features/EW_IOS-2_Экран", into: "develop")
        try merge(repo, "features/EW_IOS-3_Поверх_экрана", into: "develop", message: "Merge pull request #3 from team/features/EW_IOS-3_Поверх_экрана")
        bad["flow-base"] = try repo.git("rev-parse", "develop")
        // A release with a bug fix (fine) and a feature (not fine) merged into it.
        try branch(repo, "releases/release-1.0", from: "develop")
        try branch(repo, "bugs/EW_IOS-4_Падение", from: "releases/release-1.0")
        try merge(repo, "bugs/EW_IOS-4_Падение", into: "releases/release-1.0")
        try branch(repo, "features/EW_IOS-5_Поздняя_фича", from: "develop")
        try merge(repo, "features/EW_IOS-5_Поздняя_фича", into: "releases/release-1.0",
                  message: "Merge branch 'features/EW_IOS-5_Поздняя_фича' into releases/release-1.0")
        bad["flow-release-bugfix-only"] = try repo.git("rev-parse", "releases/release-1.0")
        try merge(repo, "releases/release-1.0", into: "master", message: "Merge branch 'releases/release-1.0'", delete: false)
        try merge(repo, "releases/release-1.0", into: "develop")
        // A hot fix made from master goes back into master: fine.
        try branch(repo, "bugs/EW_IOS-6_Срочно", from: "master")
        try merge(repo, "bugs/EW_IOS-6_Срочно", into: "master")
        // A feature merged into master, and a commit made on master: not fine.
        try branch(repo, "features/EW_IOS-7_Мимо_релиза", from: "develop")
        try merge(repo, "features/EW_IOS-7_Мимо_релиза", into: "master")
        bad["flow-master-merge"] = try repo.git("rev-parse", "master")
        try repo.git("checkout", "-q", "master")
        bad["flow-direct-commit"] = try repo.commit("[EW_IOS-8] Поправил прямо в master\n\n- Опечатка\n", file: "typo.txt")
        // Still open: a feature from develop (fine) and a refactoring from master (not).
        try branch(repo, "features/EW_IOS-9_Открытая", from: "develop")
        try branch(repo, "refactoring/network_layer", from: "master")
        try repo.git("checkout", "-q", "develop")
        return (repo, bad)
    }

    @Test func everyRuleFiresWhereTheHistoryBreaksIt() throws {
        let (repo, bad) = try Self.makeHistory()
        let result = try repo.flowlint("flow", "--format", "json")
        #expect(result.status == 1, "\(result)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        func places(_ rule: String) -> [String] {
            findings.filter { $0["rule"] as? String == rule }.compactMap { finding in
                let location = finding["location"] as? [String: Any]
                return (location?["sha"] ?? location?["name"]) as? String
            }
        }
        #expect(places("flow-release-bugfix-only") == [try #require(bad["flow-release-bugfix-only"])])
        #expect(places("flow-master-merge") == [try #require(bad["flow-master-merge"])])
        #expect(places("flow-direct-commit") == [try #require(bad["flow-direct-commit"])])
        #expect(Set(places("flow-base")) == [try #require(bad["flow-base"]), "refactoring/network_layer"])
        #expect(findings.count == 5, "nothing else fires: \(findings)")
    }

    @Test func lintAllIncludesTheWholeAudit() throws {
        let (repo, _) = try Self.makeHistory()
        try repo.git("checkout", "-q", "features/EW_IOS-9_Открытая")
        let result = try repo.flowlint("lint", "--all")
        #expect(result.status == 1)
        #expect(result.stdout.contains("[flow-master-merge]"))
    }

    @Test func aCleanHistoryPasses() throws {
        let repo = try TemporaryRepository(initialBranch: "master")
        try repo.commit("[EW_IOS-1] Начальный коммит\n\n- Создал проект\n", file: "README")
        try repo.git("branch", "develop")
        try Self.branch(repo, "features/EW_IOS-2_Экран", from: "develop", commits: 2)
        try Self.merge(repo, "features/EW_IOS-2_Экран", into: "develop")
        try Self.branch(repo, "releases/release-1.0", from: "develop")
        try Self.merge(repo, "releases/release-1.0", into: "master", delete: false)
        try Self.merge(repo, "releases/release-1.0", into: "develop")
        let result = try repo.flowlint("flow")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("0 errors, 0 warnings"))
    }

    @Test func withoutDevelopItSaysSo() throws {
        let repo = try TemporaryRepository(initialBranch: "main")
        try repo.commit(Seed.message)
        let result = try repo.flowlint("flow")
        #expect(result.status == 0)
        #expect(result.stdout.contains("no develop branch"))
    }

    @Test func remoteOnlyBranchesCountForTheLines() throws {
        let (origin, _) = try Self.makeHistory()
        let clonePath = origin.scratch("clone")
        try origin.git("clone", "-q", "-b", "features/EW_IOS-9_Открытая", origin.path, clonePath)
        let clone = TemporaryRepository(existing: clonePath, root: origin.root)
        let result = try clone.flowlint("flow", "--format", "json")
        #expect(result.stdout.contains("\"rule\": \"flow-master-merge\""), "\(result)")
        #expect(!result.stdout.contains("refactoring/network_layer"), "remote-only branches' forks need --all")
        #expect(try clone.flowlint("flow", "--all").stdout.contains("refactoring/network_layer"))
    }
}
