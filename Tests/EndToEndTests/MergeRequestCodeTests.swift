import Foundation
import Testing
import TestSupport

/// `mr` checks the architecture of the code a request changes, new findings only.
struct MergeRequestCodeTests {
    static let oldBad = "protocol OldViewProtocol {}\n"

    /// develop: the seed's module and an old bad file; a feature branch that touches the old file
    /// (its finding moves down a line) and adds a new bad one, checked out.
    static func request() throws -> TemporaryRepository {
        let repo = try ProtocolsCommandTests.tree()
        try repo.write("App/Old/OldViewProtocol.swift", oldBad)
        try repo.write("App/Untouched/UntouchedViewProtocol.swift", "protocol UntouchedViewProtocol {}\n")
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        try repo.git("checkout", "-q", "-b", Seed.featureBranch)
        try repo.write("App/Old/OldViewProtocol.swift", "// Старый протокол.\n" + oldBad)
        try repo.write("App/New/NewViewProtocol.swift", "protocol NewViewProtocol {}\n")
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        return repo
    }

    static func mr(_ repo: TemporaryRepository, _ extra: String...) throws -> Shell.Result {
        try FlowlintBinary.run(
            ["mr", "--title", "[EW_IOS-98] Реализовать отправку", "--delete-source-branch", "yes", "--format", "json"] + extra,
            in: repo, environment: ["LANG": "en_US.UTF-8"])
    }

    static func paths(_ result: Shell.Result) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        return findings.compactMap { ($0["location"] as? [String: Any])?["path"] as? String }
    }

    @Test func onlyTheChangedFilesNewFindingsAreReported() throws {
        let repo = try Self.request()
        // The work tree is not what is checked: the request's commits are.
        try repo.write("App/Dirty/DirtyViewProtocol.swift", "protocol DirtyViewProtocol {}\n")
        let result = try Self.mr(repo)
        #expect(result.status == 1, "\(result)")
        let paths = try Self.paths(result)
        #expect(!paths.isEmpty && Set(paths) == ["App/New/NewViewProtocol.swift"], "\(paths)")
        #expect(result.stdout.contains("\"files\": 2"), "\(result)")
    }

    @Test func aRequestThatAddsNothingBadPasses() throws {
        let repo = try ProtocolsCommandTests.tree()
        try repo.write("App/Old/OldViewProtocol.swift", Self.oldBad)
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        try repo.git("checkout", "-q", "-b", Seed.featureBranch)
        try repo.write("App/Old/OldViewProtocol.swift", "// Старый протокол.\n" + Self.oldBad)
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        let result = try Self.mr(repo)
        #expect(result.status == 0, "\(result)")
        #expect(try Self.paths(result).isEmpty)
    }

    @Test func noCodeSkipsIt() throws {
        let repo = try Self.request()
        let result = try Self.mr(repo, "--no-code")
        #expect(result.status == 0, "\(result)")
        #expect(try Self.paths(result).isEmpty)
        let uncached = try Self.mr(repo, "--no-cache")
        #expect(try Self.paths(uncached) == (try Self.paths(try Self.mr(repo))))
    }
}
