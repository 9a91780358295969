import Foundation
import Testing
import TestSupport
@testable import GitKit

/// The index read without libgit2 lists what libgit2 lists, in every index version git writes.
struct IndexFileTests {
    @Test(arguments: [2, 3, 4])
    func filesAreLibgit2s(version: Int) throws {
        let repo = try TemporaryRepository()
        // Long shared prefixes (v4 compresses them), a name past 0xFFF bytes' flag field is not
        // needed; a symlink and a submodule-like gitlink are not regular files.
        for path in ["App/Modules/Login/LoginPresenter.swift", "App/Modules/Login/LoginView.swift", "App/Modules/LoginFlow/A.swift",
                     "App/Экраны/Кафе.swift", "Top.swift", "a b/c d.m"] {
            try repo.write(path, "// \(path)\n")
        }
        try repo.git("add", "-A")
        try repo.git(["update-index", "--add", "--cacheinfo", "120000,\(try repo.git(["hash-object", "-w", "--stdin"], stdin: "Top.swift").trimmingCharacters(in: .whitespacesAndNewlines)),Link.swift"])
        try repo.git("update-index", "--index-version", "\(version)")
        try repo.git("update-index", "--skip-worktree", "Top.swift")
        let libgit2 = try Repository.discover(from: repo.path).indexFiles().map { ($0.path, $0.blobBytes) }
        let read = try #require(IndexFile.files(at: repo.path + "/.git/index"))
        #expect(read.map(\.path) == libgit2.map(\.0))
        #expect(read.map(\.blobID) == libgit2.map(\.1))
        #expect(!read.map(\.path).contains("Link.swift"))
    }

    @Test func aConflictListsNoStageOfTheConflictedPath() throws {
        let repo = try TemporaryRepository()
        try repo.write("A.swift", "// base\n")
        try repo.git("add", "A.swift")
        try repo.git("commit", "-q", "-m", "[A-1] база", "-m", "- файл")
        try repo.mergeInConflict("A.swift")
        #expect(try #require(IndexFile.files(at: repo.path + "/.git/index")).isEmpty)
        #expect(try Repository.discover(from: repo.path).indexFiles().isEmpty)
    }

    @Test(arguments: ["", "DIRC", "DIRC\u{0}\u{0}\u{0}\u{9}", "not an index at all, just some text of a reasonable length",
                      // Two billion entries claimed in 52 bytes: refused, nothing reserved for them.
                      "DIRC\u{0}\u{0}\u{0}\u{2}\u{7F}\u{7F}\u{7F}\u{7F}" + String(repeating: " ", count: 40)])
    func anythingElseIsNil(contents: String) throws {
        let repo = try TemporaryRepository()
        try repo.write("index.bin", contents)
        #expect(IndexFile.files(at: repo.path + "/index.bin") == nil)
    }
}
