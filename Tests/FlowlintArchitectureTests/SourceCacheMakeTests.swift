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
        #expect(notes.map(\.en) == ["the cache folder \(base) belongs to another user or is writable by others: the facts cache is not used; run chmod go-w \(base) or set FLOWLINT_CACHE_DIR"])
    }

    @Test func withoutAHomeThereIsNoCache() {
        var notes: [LocalizedText] = []
        #expect(SourceCache.make(project: { "/" }, configuration: [], version: "test", environment: { _ in nil }, notes: &notes) == nil)
        #expect(notes.isEmpty)
    }
}
