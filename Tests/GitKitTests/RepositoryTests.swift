import Foundation
import Testing
import TestSupport
@testable import GitKit

struct RepositoryTests {
    @Test func discoversFromASubfolder() throws {
        let repo = try TemporaryRepository()
        try repo.write("a/b/c.txt", "x")
        let opened = try Repository.discover(from: repo.path + "/a/b")
        #expect(opened.workDirectory?.hasSuffix("/repo/") == true)
        #expect(!opened.isBare && !opened.isWorktree && !opened.isShallow)
    }

    @Test func opensABareRepository() throws {
        let repo = try TemporaryRepository(bare: true)
        let opened = try Repository.discover(from: repo.path)
        #expect(opened.isBare)
        #expect(opened.workDirectory == nil)
    }

    @Test func opensAWorktreeAndSharesItsCommonDirectory() throws {
        let repo = try TemporaryRepository()
        try repo.commit("[A-1] первый\n\n- текст")
        let worktree = repo.scratch("wt")
        try repo.git("worktree", "add", "-q", "-b", "features/A-2_экран", worktree)
        let opened = try Repository.discover(from: worktree)
        #expect(opened.isWorktree)
        #expect(opened.commonDirectory.hasSuffix("/repo/.git/"))
        #expect(try opened.head().branchName == "features/A-2_экран")
    }

    @Test func opensASubmodule() throws {
        let library = try TemporaryRepository()
        try library.commit("[A-1] библиотека\n\n- текст")
        let app = try TemporaryRepository()
        try app.commit("[A-1] приложение\n\n- текст")
        try app.git("-c", "protocol.file.allow=always", "submodule", "add", "-q", library.path, "lib")
        let opened = try Repository.discover(from: app.path + "/lib")
        #expect(opened.gitDirectory.contains("/.git/modules/lib"))
        #expect(try opened.head().target != nil)
    }

    @Test func notARepositoryIsNotFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-none-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect { try Repository.discover(from: folder.path + "/") } throws: { error in
            (error as? GitError)?.kind == .notFound
        }
    }

    @Test func headOnABranchDetachedAndUnborn() throws {
        let repo = try TemporaryRepository()
        #expect(try Repository.discover(from: repo.path).head() == .unborn(name: "develop"))
        #expect(try Repository.discover(from: repo.path).isEmpty)
        let first = try repo.commit("[A-1] первый\n\n- текст")
        let opened = try Repository.discover(from: repo.path)
        #expect(try opened.head() == .branch(name: "develop", target: try #require(ObjectID(hex: first))))
        try repo.git("checkout", "-q", "--detach")
        #expect(try Repository.discover(from: repo.path).head() == .detached(try #require(ObjectID(hex: first))))
    }

    @Test func listsLocalAndRemoteBranchesWithoutSymbolicRefs() throws {
        let origin = try TemporaryRepository()
        try origin.commit("[A-1] первый\n\n- текст")
        try origin.git("branch", "features/A-2_экран")
        let clone = origin.scratch("clone")
        try origin.git("clone", "-q", origin.path, clone)
        let opened = try Repository.discover(from: clone)
        #expect(try opened.branches(.local).map(\.name) == ["develop"])
        let remote = try opened.branches(.remote)
        #expect(remote.map(\.name) == ["origin/develop", "origin/features/A-2_экран"])
        #expect(remote.map(\.nameWithoutRemote) == ["develop", "features/A-2_экран"])
        #expect(opened.upstream(of: "develop") == "origin/develop")
    }

    @Test func readsConfigValues() throws {
        let repo = try TemporaryRepository()
        try repo.git("config", "core.commentChar", ";")
        let config = try Repository.discover(from: repo.path).config()
        #expect(try config.string("core.commentChar") == ";")
        #expect(try config.string("core.hooksPath") == nil)
    }

    @Test func detectsAShallowClone() throws {
        let origin = try TemporaryRepository()
        for index in 1...3 { try origin.commit("[A-\(index)] коммит\n\n- текст") }
        let clone = origin.scratch("shallow")
        try origin.git("clone", "-q", "--depth", "1", "file://" + origin.path, clone)
        #expect(try Repository.discover(from: clone).isShallow)
    }

    @Test func resolvesRevisionsAndReportsMissingOnes() throws {
        let repo = try TemporaryRepository()
        let id = try repo.commit("[A-1] первый\n\n- текст")
        try repo.git("tag", "-a", "v1.0", "-m", "версия")
        let opened = try Repository.discover(from: repo.path)
        #expect(try opened.resolveCommit("v1.0").hex == id)
        #expect(try opened.resolveCommit("HEAD").hex == id)
        #expect { try opened.resolveCommit("no-such-branch") } throws: { ($0 as? GitError)?.kind == .notFound }
        #expect(!opened.exists("no-such-branch"))
    }

    @Test func mergeBaseOfDivergedBranches() throws {
        let repo = try TemporaryRepository()
        let base = try repo.commit("[A-1] база\n\n- текст")
        try repo.git("checkout", "-q", "-b", "other")
        let left = try repo.commit("[A-2] слева\n\n- текст")
        try repo.git("checkout", "-q", "develop")
        let right = try repo.commit("[A-3] справа\n\n- текст")
        let opened = try Repository.discover(from: repo.path)
        let a = try #require(ObjectID(hex: left)), b = try #require(ObjectID(hex: right))
        #expect(try opened.mergeBase(a, b)?.hex == base)
        #expect(try opened.mergeBases(a, b).map(\.hex) == [base])
    }
}
