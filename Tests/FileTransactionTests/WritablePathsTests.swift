import FileAccess
import FileTransaction
import Foundation
import Testing

/// Where a fix may write: inside the project, never a link, never another repository's files,
/// and a new file only where nothing is.
struct WritablePathsTests {
    /// A project folder `p` and a folder `outside` beside it.
    static func layout() throws -> (root: String, project: String, outside: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-paths-\(UUID().uuidString)").path
        for folder in ["p/App/Flat", "p/Vendor/Kit", "outside", "p/PostList/interactor"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try "x\n".write(toFile: root + "/p/App/a.swift", atomically: false, encoding: .utf8)
        try "x\n".write(toFile: root + "/outside/o.swift", atomically: false, encoding: .utf8)
        try "gitdir: ../../.git/modules/Kit\n".write(toFile: root + "/p/Vendor/Kit/.git", atomically: false, encoding: .utf8)
        try "x\n".write(toFile: root + "/p/Vendor/Kit/k.swift", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/p/App/Flat/Interactor", withDestinationPath: root + "/outside")
        try FileManager.default.createSymbolicLink(atPath: root + "/p/App/link.swift", withDestinationPath: "a.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/p/App/dangling.swift", withDestinationPath: "nowhere.swift")
        return (root, root + "/p", root + "/outside")
    }

    @Test func aFixWritesOnlyWhereItMay() throws {
        let (root, project, _) = try Self.layout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let paths = WritablePaths(roots: [project], submodules: ["Vendor/Gone"])
        #expect(paths.refusal(writing: project + "/App/a.swift", creating: false) == nil)
        #expect(paths.refusal(writing: project + "/App/New/b.swift", creating: true) == nil)
        #expect(paths.refusal(writing: project + "/App/a.swift", creating: true) == .taken(.regularFile))
        #expect(paths.refusal(writing: project + "/App/dangling.swift", creating: true) == .taken(.symbolicLink))
        #expect(paths.refusal(writing: project + "/App/Flat", creating: true) == .taken(.directory))
        #expect(paths.refusal(writing: project + "/App/link.swift", creating: false) == .symbolicLink)
        #expect(paths.refusal(writing: project + "/App/Flat/Interactor/o.swift", creating: false) == .outsideProject)
        #expect(paths.refusal(writing: project + "/App/Flat/Interactor/New.swift", creating: true) == .outsideProject)
        #expect(paths.refusal(writing: project + "/../outside/o.swift", creating: false) == .outsideProject)
        #expect(paths.refusal(writing: project + "/App/a.swift/x.swift", creating: true) == .folderTaken(project + "/App/a.swift"))
        let kit = try #require(FileAccess.resolved(project + "/Vendor/Kit"))
        #expect(paths.refusal(writing: project + "/Vendor/Kit/k.swift", creating: false) == .inSubmodule(kit))
        #expect(paths.refusal(writing: project + "/Vendor/Kit/Sub/n.swift", creating: true) == .inSubmodule(kit))
        let gone = try #require(FileAccess.resolved(project + "/Vendor")) + "/Gone"
        #expect(paths.refusal(writing: project + "/Vendor/Gone/n.swift", creating: true) == .inSubmodule(gone))
        #expect(paths.mayRead(project + "/App/link.swift"))
        #expect(!paths.mayRead(project + "/App/Flat/Interactor/o.swift"))
    }

    @Test func aMissingFolderTakesTheSpellingOfOneThatDiffersInCase() throws {
        let (root, project, _) = try Self.layout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let paths = WritablePaths(roots: [project])
        #expect(paths.existingSpelling(project + "/PostList/Interactor/PostListInteractor.swift") == project + "/PostList/interactor/PostListInteractor.swift")
        #expect(paths.existingSpelling(project + "/Postlist/New/x.swift") == project + "/PostList/New/x.swift")
        #expect(paths.existingSpelling(project + "/App/Presenter/x.swift") == project + "/App/Presenter/x.swift")
    }
}
