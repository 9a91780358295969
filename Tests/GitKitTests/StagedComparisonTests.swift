import Foundation
import Testing
import TestSupport
@testable import GitKit

/// The index compared with HEAD through the index's cache of trees gives what libgit2's full
/// comparison gives, on indexes git itself wrote; where the cache can't speak (intent to add, an
/// index without valid trees), the full comparison answers.
struct StagedComparisonTests {
    /// A committed tree of nested folders, with files at the top too.
    static func project() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        for path in ["App/Login/LoginPresenter.swift", "App/Login/LoginView.swift", "App/Feed/FeedPresenter.swift",
                     "App/Feed/Cells/FeedCell.swift", "Core/Network.swift", "README.md", "Top.swift"] {
            try repo.write(path, "// \(path)\n")
        }
        try repo.git("add", "-A")
        try repo.git("commit", "-q", "-m", "[A-1] начало", "-m", "- файлы")
        return repo
    }

    /// Both comparisons: the cache must answer (true), must not (false), or, when it does
    /// (nil), must answer the same.
    func compare(_ repo: TemporaryRepository, cacheAnswers: Bool? = true) throws -> [String] {
        let repository = try Repository.discover(from: repo.path)
        let full = try repository.stagedPathsByFullComparison()
        let cached = try repository.stagedPathsByTreeCache()?.paths
        switch cacheAnswers {
        case true?: #expect(cached == full)
        case false?: #expect(cached == nil)
        case nil: #expect(cached == nil || cached == full)
        }
        #expect(try repository.stagedPaths() == full)
        return full
    }

    /// Of fifty module folders, only those on the way to the staged file are read.
    @Test func provenFoldersAreNotRead() throws {
        let repo = try TemporaryRepository()
        for module in 0..<50 {
            let path = "App/Modules/M\(module)/M\(module)Presenter.swift"
            try repo.write(path, "// \(module)\n")
            // Written a minute ago: a file as new as the index is "racily clean", and `git add -A`
            // would stage it again, invalidating its folder's tree.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: repo.path + "/" + path)
        }
        try repo.git("add", "-A")
        try repo.git("commit", "-q", "-m", "[A-1] модули", "-m", "- пятьдесят")
        try repo.write("App/Modules/M7/M7Presenter.swift", "// changed\n")
        try repo.git("add", "-A")
        let comparison = try #require(try Repository.discover(from: repo.path).stagedPathsByTreeCache())
        #expect(comparison.paths == ["App/Modules/M7/M7Presenter.swift"])
        #expect(comparison.treesRead == 3)  // App, App/Modules, App/Modules/M7
    }

    /// Folders nested past `depthLimit` (a crafted repository) are compared by libgit2, which
    /// doesn't recurse; the answer is the same.
    @Test func aVeryDeepTreeIsLeftToTheFullComparison() throws {
        let repo = try TemporaryRepository()
        let deep = Array(repeating: "d", count: StagedComparison.depthLimit + 8).joined(separator: "/")
        try repo.write(deep + "/A.swift", "// deep\n")
        try repo.write("Top.swift", "// top\n")
        try repo.git("add", "-A")
        try repo.git("commit", "-q", "-m", "[A-1] глубоко", "-m", "- папки")
        try repo.write(deep + "/A.swift", "// changed\n")
        try repo.git("add", "-A")
        #expect(try compare(repo, cacheAnswers: false) == [deep + "/A.swift"])
    }

    @Test func nothingStagedIsNothing() throws {
        let repo = try Self.project()
        try repo.write("App/Login/LoginView.swift", "// changed, not staged\n")
        #expect(try compare(repo).isEmpty)
    }

    @Test func changesAddsAndDeletesInNestedFolders() throws {
        let repo = try Self.project()
        try repo.write("App/Feed/Cells/FeedCell.swift", "// changed\n")
        try repo.write("App/Profile/New/ProfilePresenter.swift", "// new folder\n")
        try repo.write("Top.swift", "// top changed\n")
        try repo.git("rm", "-q", "Core/Network.swift")
        try repo.git("add", "-A")
        #expect(try compare(repo) == ["App/Feed/Cells/FeedCell.swift", "App/Profile/New/ProfilePresenter.swift", "Top.swift"])
    }

    @Test func aModeChangeAndATypeChangeAreStaged() throws {
        let repo = try Self.project()
        try repo.git("update-index", "--chmod=+x", "App/Login/LoginView.swift")
        try repo.git("rm", "-q", "App/Feed/FeedPresenter.swift")
        try repo.git("update-index", "--add", "--cacheinfo", "120000,\(try repo.git(["hash-object", "-w", "--stdin"], stdin: "target").trimmingCharacters(in: .whitespacesAndNewlines)),App/Feed/FeedPresenter.swift")
        #expect(try compare(repo) == ["App/Feed/FeedPresenter.swift", "App/Login/LoginView.swift"])
    }

    @Test func aFileBecomingAFolderAndBack() throws {
        let repo = try Self.project()
        try repo.git("rm", "-q", "-r", "Top.swift", "Core")
        try repo.write("Top.swift/Inner.swift", "// a folder now\n")
        try repo.write("Core", "a file now\n")
        try repo.git("add", "-A")
        #expect(try compare(repo) == ["Core", "Top.swift/Inner.swift"])
    }

    @Test(arguments: [2, 3, 4])
    func everyIndexVersion(version: Int) throws {
        let repo = try Self.project()
        try repo.git("update-index", "--index-version", "\(version)")
        try repo.write("App/Login/LoginPresenter.swift", "// changed\n")
        try repo.git("add", "App/Login/LoginPresenter.swift")
        try repo.git("update-index", "--skip-worktree", "README.md")  // extended flags: v3 and up
        #expect(try compare(repo) == ["App/Login/LoginPresenter.swift"])
    }

    @Test func aConflictedMergeListsTheConflictedPath() throws {
        let repo = try Self.project()
        try repo.mergeInConflict("Core/Network.swift")
        #expect(try compare(repo) == ["Core/Network.swift"])
    }

    @Test func composedAndDecomposedNamesAreDifferentPaths() throws {
        let repo = try Self.project()
        try repo.write("App/Caf\u{e9}/A.swift", "// composed\n")
        try repo.git("add", "-A")
        try repo.git("commit", "-q", "-m", "[A-4] кафе", "-m", "- папка")
        try repo.write("App/Cafe\u{301}/A.swift", "// decomposed\n")
        try repo.git("add", "-A")
        #expect(try compare(repo).count == 1)
    }

    @Test func intentToAddIsLeftToTheFullComparison() throws {
        let repo = try Self.project()
        try repo.write("App/Later.swift", "// later\n")
        try repo.git("add", "-N", "App/Later.swift")
        _ = try compare(repo, cacheAnswers: false)
    }

    /// libgit2 1.5 reads neither a split index nor a sparse one: git reads them, and the answer
    /// is the one for the same index written plain, files outside the sparse cone included.
    @Test(arguments: [["update-index", "--split-index"], ["sparse-checkout", "set", "--cone", "--sparse-index", "App"]])
    func anIndexLibgit2CantReadIsReadByGit(format: [String]) throws {
        let repo = try Self.project()
        try repo.write("Core/Network.swift", "// changed\n")
        try repo.write("App/New.swift", "// new\n")
        try repo.git("add", "--sparse", "Core/Network.swift", "App/New.swift")
        let plain = try Repository.discover(from: repo.path)
        let (paths, files) = (try plain.stagedPaths(), try plain.indexFiles())
        #expect(paths.count == 2 && files.count > 2)
        try repo.git(format)
        let repository = try Repository.discover(from: repo.path)
        #expect(throws: GitError.self) { try repository.index() }
        #expect(try repository.stagedPaths() == paths)
        #expect(try repository.indexFiles() == files)
    }

    @Test func anIndexBuiltEntryByEntryIsComparedInFull() throws {
        let repo = try Self.project()
        // An index built again entry by entry has no valid tree to prove anything with.
        try FileManager.default.removeItem(atPath: repo.path + "/.git/index")
        try repo.write("Top.swift", "// changed\n")
        try repo.git("update-index", "--add", "App/Login/LoginPresenter.swift", "Top.swift")
        #expect(try compare(repo, cacheAnswers: nil) == ["Top.swift"])
    }
}
