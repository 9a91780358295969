import FileAccess
import FlowlintArchitecture
import FlowlintCore
import Foundation
import Testing

/// Finding and reading the sources to check, called as a library over a temporary folder.
final class SourceFolder {
    let root = NSTemporaryDirectory() + "flowlint-sources-\(UUID().uuidString)"

    init(_ files: [String: String]) throws {
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}

struct SourceDiscoveryTests {
    static let view = "protocol LoginViewProtocol: AnyObject {}\n"

    @Test func walksTheFolderForSourcesAndLeavesOutExcludedOnes() throws {
        let folder = try SourceFolder([
            "App/LoginView.swift": Self.view, "App/Legacy.m": "", "App/Legacy.h": "", "README.md": "",
            "Pods/Lib/Lib.swift": Self.view,
        ])
        let found = SourceDiscovery(root: folder.root, configuration: Configuration()).sourceFiles([])
        #expect(found.files == ["App/Legacy.h", "App/Legacy.m", "App/LoginView.swift"].map { folder.root + "/" + $0 })
        #expect(found.notes.isEmpty && found.missing.isEmpty && found.unreadable.isEmpty)
    }

    @Test func ignoredPathsAreLeftOutOnlyWhenTheFolderIsWalked() throws {
        let folder = try SourceFolder(["Generated/Api.swift": Self.view, "App/A.swift": Self.view])
        let discovery = SourceDiscovery(
            root: folder.root, configuration: Configuration(), workTree: folder.root + "/",
            ignores: { $0.hasPrefix("Generated/") })
        #expect(discovery.sourceFiles([]).files == [folder.root + "/App/A.swift"])
        #expect(discovery.sourceFiles([folder.root + "/Generated"]).files == [folder.root + "/Generated/Api.swift"])
    }

    /// Folders are read a level at a time on every core; what is found, and the notes, come in
    /// the order of a walk through the sorted folders, with each regular file's stamp.
    @Test func foldersReadInParallelGiveTheWalksOrderAndStamps() throws {
        var files: [String: String] = [:]
        for module in 0..<40 {
            files["App/Modules/M\(module)/M\(module)Presenter.swift"] = Self.view
            files["App/Modules/M\(module)/Deep/Inner/M\(module)View.swift"] = Self.view
            files["App/Modules/M\(module)/image.png"] = ""
        }
        let folder = try SourceFolder(files)
        let root = folder.root
        // A link to a source file is read through (no stamp: the link's is not the file's); a
        // link to a folder is not followed; a folder that can't be opened is a note in its place.
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Linked.swift", withDestinationPath: root + "/App/Modules/M0/M0Presenter.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/LinkedFolder", withDestinationPath: root + "/App/Modules")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Dangling.swift", withDestinationPath: root + "/Nowhere.swift")
        try FileManager.default.createDirectory(atPath: root + "/App/Locked", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: root + "/App/Modules/M3/Locked", withIntermediateDirectories: false)
        chmod(root + "/App/Locked", 0)
        chmod(root + "/App/Modules/M3/Locked", 0)
        defer { chmod(root + "/App/Locked", 0o755); chmod(root + "/App/Modules/M3/Locked", 0o755) }
        let found = SourceDiscovery(root: root, configuration: Configuration()).sourceFiles([])
        let expected = (files.keys.filter { $0.hasSuffix(".swift") } + ["App/Linked.swift"]).map { root + "/" + $0 }.sorted()
        #expect(found.files == expected)
        #expect(found.stamps.count == expected.count && found.stamps.compactMap { $0 }.count == expected.count - 1)
        #expect(found.stamp(of: root + "/App/Linked.swift") == nil)
        #expect(found.stamp(of: root + "/App/Modules/M7/M7Presenter.swift")?.size == Self.view.utf8.count)
        guard getuid() != 0 else { return }  // root opens any folder
        #expect(found.unreadable == [root + "/App/Locked", root + "/App/Modules/M3/Locked"])
        #expect(found.notes.map(\.en) == found.unreadable.map { "\($0): permission denied, skipped" })
    }

    /// A walk meets `A/B.swift` before `A.swift` (by folder entry); the result is sorted as
    /// strings all the same, and paths named twice come back once.
    @Test func filesComeSortedAndOnce() throws {
        let folder = try SourceFolder(["A.swift": Self.view, "A/B.swift": Self.view, "A-B.swift": Self.view, "Б.swift": Self.view])
        let discovery = SourceDiscovery(root: folder.root, configuration: Configuration())
        let all = ["A-B.swift", "A.swift", "A/B.swift", "Б.swift"].map { folder.root + "/" + $0 }
        #expect(discovery.sourceFiles([]).files == all)
        #expect(discovery.sourceFiles([folder.root, folder.root + "/A", folder.root + "/A.swift"]).files == all)
    }

    @Test func aMissingPathAndAFileThatIsNoSourceAreSaid() throws {
        let folder = try SourceFolder(["notes.txt": ""])
        let found = SourceDiscovery(root: folder.root, configuration: Configuration())
            .sourceFiles([folder.root + "/notes.txt", folder.root + "/Nope.swift"])
        #expect(found.files.isEmpty)
        #expect(found.notes.map(\.en) == ["\(folder.root)/notes.txt: not a Swift or Objective-C file (.swift, .h, .m), skipped"])
        #expect(found.missing.map(\.en) == ["\(folder.root)/Nope.swift: no such file or folder"])
    }

    @Test func acceptsSourcePathsTheConfigurationIncludes() {
        let discovery = SourceDiscovery(root: ".", configuration: Configuration())
        #expect(discovery.accepts("App/LoginView.swift"))
        #expect(!discovery.accepts("Pods/Lib/Lib.swift"))
        #expect(!discovery.accepts("README.md"))
    }

    @Test func loadingSkipsBinaryAndNonUTF8Files() throws {
        let folder = try SourceFolder(["A.swift": Self.view])
        #expect(try SourceLoading.load(folder.root + "/A.swift").get() == Self.view)
        guard case .failure(let binary) = SourceLoading.decode([0x61, 0x00, 0x62], path: "B.swift") else {
            Issue.record("a binary file was decoded")
            return
        }
        #expect(binary.text.en == "B.swift: a binary file, skipped")
        guard case .failure(let missing) = SourceLoading.load(folder.root + "/Nope.swift") else {
            Issue.record("a missing file was loaded")
            return
        }
        #expect(missing.unreadable)
    }

    @Test func collectedSourcesFromStoredBlobsReadOnlyWhatTheyNeed() {
        var reads: [String] = []
        let files: [(path: String, blobID: [UInt8])] = [("A.swift", [1]), ("B.swift", [2]), ("Big.swift", [3])]
        let sources = CollectedSources.fromGit(files, cache: nil) { path, limit in
            reads.append(path)
            if path == "Big.swift" { return .tooLarge }
            return path == "A.swift" ? .contents(Array(Self.view.utf8)) : .contents([0xFF, 0xFE])
        }
        #expect(reads == ["A.swift", "B.swift", "Big.swift"])
        #expect(sources.swift.map(\.path) == ["A.swift"])
        #expect(sources.count == 1)
        #expect(sources.notes.map(\.path) == ["B.swift", "Big.swift"])
        #expect(sources.notes.map(\.text.en) == ["B.swift: not UTF-8, skipped", "Big.swift: over 16 MiB, skipped"])
        #expect(sources.unreadable.isEmpty)
    }
}

/// Paths asked of `.gitignore` lose their `.` and `..` names first, as git's pathspecs do.
struct LexicalPathTests {
    @Test(arguments: [
        ("/w/App/./", "/w/App/"), ("/w/./", "/w/"), ("/w/App/../App/E/x.swift", "/w/App/E/x.swift"), ("/w/App/..", "/w/"),
        ("/w/.hidden/x.swift", "/w/.hidden/x.swift"), ("/w/...", "/w/..."), ("/w/a/..b/c", "/w/a/..b/c"), ("/../w", "/w"),
        ("/w/App/.", "/w/App/"), ("/w/x.swift", "/w/x.swift"),
    ])
    func dotsAreTakenOutByName(path: String, expected: String) {
        #expect(SourceDiscovery.lexicallyNormalized(path) == expected)
    }
}
