import FlowlintArchitecture
import FlowlintCore
import Foundation
import Testing

/// The facts cache's folder for one run: used when it is safe, refused with a note when others
/// could write into it.
struct SourceCacheMakeTests {
    @Test func aPrivateFolderGivesACacheAndAFolderOthersCanWriteIsRefused() throws {
        let folder = try SourceFolder(["x": ""])
        let base = folder.root + "/cache"
        var notes: [LocalizedText] = []
        var askedForProject = false
        let cache = SourceCache.make(
            project: { askedForProject = true; return folder.root }, configuration: Array("a: 1\n".utf8), version: "test",
            environment: { $0 == "FLOWLINT_CACHE_DIR" ? base : nil }, notes: &notes)
        #expect(cache != nil && askedForProject && notes.isEmpty)

        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        #expect(chmod(base, 0o777) == 0)
        askedForProject = false
        let refused = SourceCache.make(
            project: { askedForProject = true; return folder.root }, configuration: [], version: "test",
            environment: { $0 == "FLOWLINT_CACHE_DIR" ? base : nil }, notes: &notes)
        #expect(refused == nil && !askedForProject)
        #expect(notes.map(\.en) == ["the cache folder \(base) is writable by others: the facts cache is not used; run chmod go-w \(base)"])
    }

    /// A folder shared by all users (`/tmp`, or any with the sticky bit that others can write)
    /// or something that is not a folder can't be fixed with `chmod go-w`: the cache is off and
    /// the note says to point FLOWLINT_CACHE_DIR at a private folder.
    @Test func aSharedFolderOrANonFolderIsRefusedWithAdviceThatFits() throws {
        let folder = try SourceFolder(["file": "x"])
        let sticky = folder.root + "/sticky"
        try FileManager.default.createDirectory(atPath: sticky, withIntermediateDirectories: true)
        #expect(chmod(sticky, 0o1777) == 0)
        for base in ["/tmp", "/dev/null", sticky, folder.root + "/file"] {
            var notes: [LocalizedText] = []
            let cache = SourceCache.make(
                project: { folder.root }, configuration: [], version: "test",
                environment: { $0 == "FLOWLINT_CACHE_DIR" ? base : nil }, notes: &notes)
            #expect(cache == nil, "\(base)")
            let note = try #require(notes.first, "\(base)")
            #expect(!note.en.contains("chmod") && !note.ru.contains("chmod"), "\(note.en)")
            #expect(note.en.contains(" \(base) is "), "\(note.en)")
            #expect(note.en.hasSuffix("the facts cache is not used; set FLOWLINT_CACHE_DIR to a private folder of yours"), "\(note.en)")
            #expect(note.ru.contains("FLOWLINT_CACHE_DIR"), "\(note.ru)")
        }
    }

    @Test func withoutAHomeThereIsNoCache() {
        var notes: [LocalizedText] = []
        #expect(SourceCache.make(project: { "/" }, configuration: [], version: "test", environment: { _ in nil }, notes: &notes) == nil)
        #expect(notes.isEmpty)
    }
}
