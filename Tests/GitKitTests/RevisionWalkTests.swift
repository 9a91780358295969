import Foundation
import Testing
import TestSupport
@testable import GitKit

struct RevisionWalkTests {
    /// develop: d1 - d2 - d3; feature (from d1): f1 - f2; a merge of the feature into develop.
    static func makeHistory() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.commit("[A-1] d1\n\n- текст")
        try repo.git("checkout", "-q", "-b", "features/A-2_x")
        try repo.commit("[A-2] f1\n\n- текст")
        try repo.commit("[A-2] f2\n\n- текст")
        try repo.git("checkout", "-q", "develop")
        try repo.commit("[A-3] d2\n\n- текст")
        try repo.commit("[A-3] d3\n\n- текст")
        try repo.git("branch", "merged")
        try repo.git("checkout", "-q", "merged")
        try repo.git("merge", "-q", "--no-ff", "-m", "Merge branch 'features/A-2_x' into 'develop'", "features/A-2_x")
        try repo.git("checkout", "-q", "develop")
        return repo
    }

    func walk(_ repo: TemporaryRepository, _ selection: RevisionSelection) throws -> Set<String> {
        let walk = try RevisionWalk(try Repository.discover(from: repo.path))
        try walk.select(selection)
        var ids = Set<String>()
        while let id = walk.nextID() { ids.insert(id.hex) }
        #expect(walk.error == nil)
        return ids
    }

    func revList(_ repo: TemporaryRepository, _ arguments: String...) throws -> Set<String> {
        try revList(repo, arguments)
    }

    func revList(_ repo: TemporaryRepository, _ arguments: [String]) throws -> Set<String> {
        Set(try repo.git(["rev-list"] + arguments).split(separator: "\n").map(String.init))
    }

    @Test(arguments: ["develop..features/A-2_x", "features/A-2_x..develop", "develop...features/A-2_x", "merged", "develop..merged", "..merged"])
    func matchesGitRevList(spec: String) throws {
        let repo = try Self.makeHistory()
        #expect(try walk(repo, .parse(spec)) == revList(repo, spec))
    }

    /// Every form `git rev-list` takes, in one argument or several.
    @Test(arguments: [["merged^!"], ["merged^@"], ["merged^-"], ["merged^-2"], ["^develop", "merged"], ["^develop merged"],
                      ["features/A-2_x", "^develop~1"], ["develop..merged", "^features/A-2_x"]])
    func everyRevListFormMatchesGit(arguments: [String]) throws {
        let repo = try Self.makeHistory()
        let gitArguments = arguments.flatMap { $0.split(separator: " ").map(String.init) }
        #expect(try walk(repo, .parse(arguments: arguments)) == revList(repo, gitArguments))
    }

    @Test func theTipOfASelectionIsItsOnlyPositiveRevision() {
        #expect(RevisionSelection.parse("abc^!").tip == "abc")
        #expect(RevisionSelection.parse(arguments: ["^a", "b"]).tip == "b")
        #expect(RevisionSelection.parse("a..b").tip == "b")
        #expect(RevisionSelection.parse("b^@").tip == nil && RevisionSelection.parse("a b").tip == nil)
    }

    @Test func allMatchesRevListAll() throws {
        let repo = try Self.makeHistory()
        try repo.git("checkout", "-q", "--detach", "HEAD~1")
        try repo.commit("[A-9] только на HEAD\n\n- текст")
        #expect(try walk(repo, .all) == revList(repo, "--all"))
    }

    @Test func parsesSelections() {
        #expect(RevisionSelection.parse("a..b") == .range(from: "a", to: "b"))
        #expect(RevisionSelection.parse("a...b") == .symmetric("a", "b"))
        #expect(RevisionSelection.parse("..b") == .range(from: "HEAD", to: "b"))
        #expect(RevisionSelection.parse("a..") == .range(from: "a", to: "HEAD"))
        #expect(RevisionSelection.parse("HEAD~2") == .single("HEAD~2"))
    }

    @Test func readsMessagesBytesParentsAndEncoding() throws {
        let repo = try TemporaryRepository()
        try repo.commit("[A-1] первый\n\n- текст")
        let cp1251: [UInt8] = [0x5B, 0x41, 0x2D, 0x32, 0x5D, 0x20, 0xD2, 0xE5, 0xF1, 0xF2, 0x0A]  // "[A-2] Тест"
        let id = try repo.commitRaw(cp1251, encoding: "windows-1251")
        let commit = try Repository.discover(from: repo.path).commit(try #require(ObjectID(hex: id)))
        #expect(commit.rawMessage == cp1251)
        #expect(commit.declaredEncoding == "windows-1251")
        #expect(commit.parentIDs.count == 1)
        #expect(commit.author?.email == "test@example.com")
        #expect(commit.committedAt == 1_767_258_000)
        #expect(commit.utf8Message == nil)
        let light = try Repository.discover(from: repo.path).commit(try #require(ObjectID(hex: id)), fields: [])
        #expect(light.author == nil && light.rawMessage == cp1251)
        #expect(!commit.isMerge)
    }

    @Test func firstParentOnlyFollowsTheMainLine() throws {
        let repo = try Self.makeHistory()
        let walk = try RevisionWalk(try Repository.discover(from: repo.path))
        walk.firstParentOnly()
        try walk.select(.single("merged"))
        var count = 0
        while walk.nextID() != nil { count += 1 }
        #expect(count == Int(try repo.git("rev-list", "--count", "--first-parent", "merged")))
    }

    @Test func aMissingObjectInTheRangeIsAnError() throws {
        let repo = try TemporaryRepository()
        try repo.commit("[A-1] первый\n\n- текст")
        let second = try repo.commit("[A-2] второй\n\n- текст")
        try repo.commit("[A-3] третий\n\n- текст")
        // Delete the middle commit's loose object: the walk must fail, not end quietly.
        let object = repo.path + "/.git/objects/" + second.prefix(2) + "/" + second.dropFirst(2)
        try FileManager.default.removeItem(atPath: object)
        let opened = try Repository.discover(from: repo.path)
        let walk = try RevisionWalk(opened)
        try walk.select(.single("HEAD"))
        while walk.next() != nil {}
        #expect(walk.error != nil)
    }

    @Test func aCorruptObjectIsReportedAsCorrupt() throws {
        let repo = try TemporaryRepository()
        let id = try repo.commit("[A-1] первый\n\n- текст")
        let object = repo.path + "/.git/objects/" + id.prefix(2) + "/" + id.dropFirst(2)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: object)
        try Data("not zlib at all".utf8).write(to: URL(fileURLWithPath: object))
        let opened = try Repository.discover(from: repo.path)
        #expect { try opened.commit(try #require(ObjectID(hex: id))) } throws: { error in
            guard let error = error as? GitError else { return false }
            return error.kind == .corrupt && !error.message.isEmpty
        }
    }
}
