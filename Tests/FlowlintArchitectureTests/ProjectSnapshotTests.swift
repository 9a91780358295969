import Foundation
import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// The pre-commit hook's snapshot of the project's facts: its byte form, when it may stand for
/// the project built again, and the project it then gives.
struct ProjectSnapshotTests {
    /// Every module template and the odd shapes of `FactsCacheTests`, plus a second VIPER module
    /// in Objective-C and a test double (left out of the project).
    static func sources() throws -> [(path: String, text: String)] {
        try FactsCacheTests.sources() + ModuleTemplate.files(.viper, name: "Feed", language: .objc).map { ($0.path, $0.text) } + [
            ("AppTests/PostListViewMock.swift", "final class PostListViewMock: PostListViewInput {}\n"),
        ]
    }

    static func collect(_ files: [(path: String, text: String)]) -> [ArchitectureChecker.Collected] {
        files.map { FactsCacheTests.collected($0.path, $0.text) }
    }

    static func project(_ collected: [ArchitectureChecker.Collected]) -> ProjectFacts {
        let sources = CollectedSources(collected)
        return ArchitectureChecker(configuration: Configuration()).project(swift: sources.swift, objc: sources.objc, paths: collected.map(\.path))
    }

    static func snapshot(_ files: [(path: String, text: String)], sourceLocation: SourceLocation = #_sourceLocation) throws -> ProjectSnapshot {
        try #require(ProjectSnapshot.make(project(collect(files)), files: keys(files), collected: collect(files)), sourceLocation: sourceLocation)
    }

    /// A cache folder whose pack holds these files' snapshot.
    static func saved(_ files: [(path: String, text: String)]) throws -> String {
        let folder = try FactsCacheTests.folder()
        let cache = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        try snapshot(files).keep(in: cache)
        cache.save()
        return folder
    }

    static func keys(_ files: [(path: String, text: String)]) -> [(path: String, key: ContentKey)] {
        files.map { ($0.path, ContentKey(path: $0.path, text: $0.text)) }
    }

    /// Every field of the project as sorted lines: what two equal projects share whatever
    /// order their sets and tables were filled in.
    static func dump(_ project: ProjectFacts) -> [String] {
        var lines: [String] = []
        let sets = ["protocols": project.protocols, "classBound": project.classBound, "delegateTypes": project.delegateTypes,
                    "presentersViews": project.presentersViews, "presenterAdopted": project.presenterAdopted,
                    "viewHolderAdopted": project.viewHolderAdopted, "inheritedByProtocols": project.inheritedByProtocols,
                    "valueOnlyAdopted": project.valueOnlyAdopted, "classAdopted": project.classAdopted, "cleanSwiftScenes": project.cleanSwiftScenes,
                    "superclasses": project.superclasses, "classes": project.classes, "paths": project.paths, "folders": project.folders,
                    "managedObjects": project.managedObjects]
        for (name, set) in sets { lines += set.map { "\(name) \($0)" } }
        lines += project.protocolPaths.map { "protocolPaths \($0) \($1)" }
        lines.append("usesViperMcFlurry \(project.usesViperMcFlurry)")
        let tables = ["protocolMethods": project.protocolMethods, "protocolProperties": project.protocolProperties,
                      "swiftAdoptions": project.swiftAdoptions, "adoptedProtocols": project.adoptedProtocols,
                      // Grouped from a set: in no order (`ViperModuleFolders` only counts them).
                      "foldersByName": project.foldersByName.mapValues { $0.sorted() }]
        for (name, table) in tables { lines += table.map { "\(name) \($0) \($1)" } }
        for (name, entry) in project.types {
            var writer = ByteWriter()
            FactsCodec.type(&writer, entry.fact)
            lines.append("types \(name) \(entry.path) \(writer.bytes)")
        }
        for (name, file) in project.headers {
            var writer = ByteWriter()
            FactsCodec.encode(file, into: &writer)
            lines.append("headers \(name) \(file.path) \(writer.bytes)")
        }
        lines += project.modules.aliases.map { "alias \($0) \($1)" }
        for (key, module) in project.modules.modules {
            lines.append("module \(key) \(module.name) \(module.components.map(\.rawValue).sorted())")
            lines += module.files.map { file in
                "module \(key) file \(file.path) \(String(describing: file.name)) \(String(describing: file.declaredComponent)) \(file.module ?? "-")"
            }
        }
        return lines.sorted()
    }

    /// The lines only one of the two projects has, if any.
    static func expectSame(_ a: ProjectFacts, _ b: ProjectFacts, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (x, y) = (dump(a), dump(b))
        let difference = x.filter { !y.contains($0) }.map { "- " + $0 } + y.filter { !x.contains($0) }.map { "+ " + $0 }
        #expect(difference.isEmpty, "\(name)", sourceLocation: sourceLocation)
        #expect(x.count == y.count, "\(name)", sourceLocation: sourceLocation)
    }

    /// A field added to the project's facts must be written by `ProjectFactsCodec`: this counts them.
    @Test(arguments: [
        ("ProjectFacts", Mirror(reflecting: ProjectFacts()).children.count, 25),
        ("ModuleModel", Mirror(reflecting: ModuleModel()).children.count, 2),
        ("ViperModule", Mirror(reflecting: ViperModule(name: "", files: [], components: [])).children.count, 3),
        ("ViperFile", Mirror(reflecting: ViperFile(path: "A.swift")).children.count, 6),
    ])
    func everyFieldIsWritten(type: String, fields: Int, written: Int) {
        #expect(fields == written, "\(type) has \(fields) fields; ProjectFactsCodec writes \(written)")
    }

    @Test func aKeptSnapshotLoadsAsTheProjectItWasMadeFrom() throws {
        let files = try Self.sources()
        let collected = Self.collect(files)
        let project = Self.project(collected)
        #expect(!project.modules.modules.isEmpty && !project.types.isEmpty && !project.headers.isEmpty)
        let folder = try FactsCacheTests.folder()
        let cache = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        #expect(ProjectSnapshot.load(from: cache) == nil)
        try #require(ProjectSnapshot.make(project, files: Self.keys(files), collected: collected)).keep(in: cache)
        cache.save()
        let loaded = try #require(ProjectSnapshot.load(from: FactsCache(directory: folder, project: "/work/app", stamp: "v1")))
        Self.expectSame(loaded.project, project, "loaded")
        #expect(loaded.files.map(\.path) == files.map(\.path))
        #expect(loaded.changes(in: Self.keys(files)) == [])
        // Another configuration or version (the pack's stamp) has none.
        #expect(ProjectSnapshot.load(from: FactsCache(directory: folder, project: "/work/app", stamp: "v2")) == nil)
    }

    static let presenter = "PostListModule/Presenter/PostListPresenter.swift"
    /// MVP's presenter declares `PostListPresenter` first: the project keeps its type's places.
    static let presenters = [presenter, "PostList/PostListPresenter.swift"]

    /// Edits of one file: whether the project's facts stay what they were (then the snapshot
    /// stands for them, with the file's new places), and the new text.
    static let edits: [(name: String, same: Bool, edit: @Sendable (String) -> String)] = [
        ("lines inserted above", true, { "\n\n// Заметка\n" + $0 }),
        ("a body edited", true, { $0.replacingOccurrences(of: "{\n", with: "{\n        // шаг\n") }),
        ("a mark added", true, { $0 + "\n// MARK: - Ещё\n" }),
        ("a suppression added", true, { "// flowlint:disable viper-references\n" + $0 }),
        ("a method added", false, { $0 + "\nextension PostListPresenter {\n    func added() {}\n}\n" }),
        ("a type renamed", false, { $0.replacingOccurrences(of: "class PostListPresenter", with: "class PostListPresenterRenamed") }),
        ("a conformance added", false, { $0 + "\nextension PostListPresenter: Equatable {}\n" }),
        ("a property added", false, { $0.replacingOccurrences(of: "    weak var view", with: "    var extra = 0\n    weak var view") }),
    ]

    @Test(arguments: 0..<edits.count, presenters)
    func anEditThatKeepsTheDeclarationsReusesTheSnapshot(edit: Int, presenter: String) throws {
        let (name, same, change) = Self.edits[edit]
        let before = try Self.sources()
        #expect(before.contains { $0.path == presenter })
        let after: [(path: String, text: String)] = before.map { $0.path == presenter ? ($0.path, change($0.text)) : $0 }
        #expect(after.map(\.text) != before.map(\.text), "\(name)")
        let snapshot = try Self.snapshot(before)
        let position = try #require(after.firstIndex { $0.path == presenter })
        #expect(snapshot.changes(in: Self.keys(after)) == [position], "\(name)")
        let updated = snapshot.updated(with: [(position, FactsCacheTests.collected(presenter, after[position].text))])
        if same {
            // The project built again, the presenter's places included.
            if presenter != Self.presenter, ["lines inserted above", "a suppression added"].contains(name) {
                #expect(updated?.types["PostListPresenter"]?.fact.position != snapshot.project.types["PostListPresenter"]?.fact.position)
            }
            let again = try #require(updated, "\(name)")
            Self.expectSame(again, Self.project(Self.collect(after)), name)
        } else {
            #expect(updated == nil, "\(name)")
        }
    }

    @Test func anObjectiveCHeaderMovedIsTakenWithItsNewLines() throws {
        let before = try Self.sources()
        let header = try #require(before.first { $0.path.hasSuffix("FeedPresenter.h") })
        let after: [(path: String, text: String)] = before.map { $0.path == header.path ? ($0.path, "\n\n" + $0.text) : $0 }
        let snapshot = try Self.snapshot(before)
        let position = try #require(after.firstIndex { $0.path == header.path })
        let updated = try #require(snapshot.updated(with: [(position, FactsCacheTests.collected(header.path, after[position].text))]))
        Self.expectSame(updated, Self.project(Self.collect(after)), "header moved")
        // A method declared is another project.
        let grown = header.text.replacingOccurrences(of: "@end", with: "- (void)added;\n@end")
        #expect(grown != header.text)
        #expect(snapshot.updated(with: [(position, FactsCacheTests.collected(header.path, grown))]) == nil)
    }

    @Test func aTestDoubleOrAnUnreadFileChangesNothingButItsPath() throws {
        let files = try Self.sources()
        let snapshot = try Self.snapshot(files)
        let double = try #require(files.firstIndex { $0.path.hasPrefix("AppTests/") })
        #expect(snapshot.updated(with: [(double, FactsCacheTests.collected(files[double].path, "final class Other: PostListViewInput {}\n"))]) != nil)
        let presenter = try #require(files.firstIndex { $0.path == Self.presenter })
        let skipped = ArchitectureChecker.Collected.skipped(path: Self.presenter, reason: SkipReason(ru: "", en: ""))
        #expect(snapshot.updated(with: [(presenter, skipped)]) == nil)
        #expect(snapshot.updated(with: [(files.count, nil)]) == nil)
        #expect(snapshot.updated(with: [(presenter, nil)]) == nil)
    }

    /// A file that could not be read is unknown, not empty: no snapshot is made of a project
    /// without it (it would stand for that project after the file can be read), and a changed
    /// file that can't be read now doesn't match.
    @Test func anUnreadFileMakesNoSnapshot() throws {
        let files = try Self.sources()
        var unreadable = SkipReason(ru: "не прочитан", en: "not read")
        unreadable.unreadable = true
        var collected = Self.collect(files)
        let presenter = try #require(files.firstIndex { $0.path == Self.presenter })
        collected[presenter] = .skipped(path: Self.presenter, reason: unreadable)
        #expect(ProjectSnapshot.make(Self.project(collected), files: Self.keys(files), collected: collected) == nil)
        // Declined for good (too big: the content decides) is a file that declares nothing.
        collected[presenter] = .skipped(path: Self.presenter, reason: SkipReason(ru: "велик", en: "too big"))
        let declined = try #require(ProjectSnapshot.make(Self.project(collected), files: Self.keys(files), collected: collected))
        #expect(declined.updated(with: [(presenter, .skipped(path: Self.presenter, reason: unreadable))]) == nil)
        #expect(declined.updated(with: [(presenter, .skipped(path: Self.presenter, reason: SkipReason(ru: "", en: "")))]) != nil)
    }

    /// A snapshot that can't stand any more (a file unread, too big a project) leaves the pack.
    @Test func aDroppedSnapshotLeavesThePack() throws {
        let folder = try Self.saved(try Self.sources())
        let next = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        #expect(ProjectSnapshot.load(from: next) != nil)
        ProjectSnapshot.drop(from: next)
        next.save()
        #expect(ProjectSnapshot.load(from: FactsCache(directory: folder, project: "/work/app", stamp: "v1")) == nil)
    }

    /// The snapshot and `protocols`' table of file stamps are two entries of one pack.
    @Test func theSnapshotHasAKeyOfItsOwn() {
        let keys = [ProjectSnapshot.key, StampTable.key]
        #expect(Set(keys).count == keys.count)
        #expect(!keys.contains { $0.kind == OutcomeMemo.kind || (1...3).contains($0.kind & 0x7f) })
    }

    @Test func theSameFilesInTheSameOrderOrNothing() throws {
        let files = try Self.sources()
        let keys = Self.keys(files)
        let snapshot = try Self.snapshot(files)
        #expect(snapshot.changes(in: keys) == [])
        #expect(snapshot.changes(in: Array(keys.dropLast())) == nil)
        #expect(snapshot.changes(in: keys + [("App/New.swift", keys[0].key)]) == nil)
        #expect(snapshot.changes(in: [("App/Renamed.swift", keys[0].key)] + keys.dropFirst()) == nil)
        // Composed and decomposed `é` are other paths to git.
        let composed = try Self.snapshot([("App/Caf\u{E9}.swift", "final class A {}\n")])
        let key = ContentKey(path: "App/Caf\u{E9}.swift", text: "final class A {}\n")
        #expect(composed.changes(in: [("App/Caf\u{E9}.swift", key)]) == [])
        #expect(composed.changes(in: [("App/Cafe\u{301}.swift", key)]) == nil)
        var changed = keys
        changed[2].key = ContentKey(path: changed[2].path, text: "// другое\n")
        #expect(snapshot.changes(in: changed) == [2])
    }

    /// The snapshot's files are checked ones: only the others are matched with the globs; and a
    /// reuse needs the facts of the checked files it doesn't know with their content.
    @Test func theSnapshotsFilesSpareTheGlobs() throws {
        let files = try Self.sources()
        let keys = Self.keys(files)
        let snapshot = try Self.snapshot(files)
        var asked: [String] = []
        let index = [("Pods/Lib.swift", keys[0].key)] + keys.prefix(3) + [("App/New.swift", keys[0].key)] + keys.dropFirst(3)
        let checked = snapshot.checked(index.map(\.0)) { path in
            asked.append(path)
            return !path.hasPrefix("Pods/")
        }
        #expect(checked.map { index[$0].0 } == [keys[0].path, keys[1].path, keys[2].path, "App/New.swift"] + keys.dropFirst(3).map(\.path))
        #expect(asked == ["Pods/Lib.swift", "App/New.swift"])
        var changed = index
        changed[2].1 = ContentKey(path: changed[2].0, text: "// другое\n")
        let unknown = snapshot.unknown(among: changed) { !$0.hasPrefix("Pods/") }
        #expect(unknown.map(\.path) == [changed[2].0, "App/New.swift"])
    }

    /// A reused snapshot is kept again only when many files moved on since it was made.
    @Test func aSnapshotIsKeptAgainWhenManyFilesMovedOn() throws {
        let files = try Self.sources() + (1...12).flatMap { number in
            try ModuleTemplate.files(.mvp, name: "Extra\(number)", language: .swift).map { ($0.path, $0.text) }
        }
        #expect(files.count > ProjectSnapshot.staleFiles + 1)
        let folder = try Self.saved(files)
        // A file more than `staleFiles` in a project of the same declarations: its lines moved.
        let moved = files.map { ($0.path, "\n" + $0.text) }
        for count in [1, ProjectSnapshot.staleFiles + 1] {
            let cache = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
            let snapshot = try #require(ProjectSnapshot.load(from: cache))
            let now = Array(moved.prefix(count)) + files.dropFirst(count)
            let changed = try #require(snapshot.changes(in: Self.keys(now)))
            #expect(changed.count == count)
            let collected = changed.map { ($0, Optional(FactsCacheTests.collected(now[$0].0, now[$0].1))) }
            #expect(snapshot.updated(with: collected, files: Self.keys(now), in: cache) != nil)
            #expect(cache.reusedProject)
            cache.save()
            let kept = try #require(ProjectSnapshot.load(from: FactsCache(directory: folder, project: "/work/app", stamp: "v1")))
            #expect(kept.changes(in: Self.keys(now))?.count == (changed.count > ProjectSnapshot.staleFiles ? 0 : changed.count))
        }
    }

    @Test func aDamagedSnapshotIsIgnoredAndTheProjectBuiltAgain() throws {
        let folder = try Self.saved(try Self.sources())
        let pack = try FactsCacheTests.pack(folder)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: pack)))
        for offset in stride(from: bytes.count / 2, to: bytes.count, by: 101) { bytes[offset] ^= 0x5a }
        try Data(bytes).write(to: URL(fileURLWithPath: pack))
        let damaged = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        #expect(ProjectSnapshot.load(from: damaged) == nil)
        // The damage makes the pack worth writing again: without the snapshot it can't vouch for.
        damaged.save()
        #expect(ProjectSnapshot.load(from: FactsCache(directory: folder, project: "/work/app", stamp: "v1")) == nil)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: pack))) != bytes)
    }

    /// Strings kept once and named by number come back byte for byte, `é` in both forms too.
    @Test func internedStringsComeBackByteForByte() throws {
        let values = ["App/Caf\u{E9}.swift", "App/Cafe\u{301}.swift", "App/Caf\u{E9}.swift", "", "", "Другое"]
        var writer = ByteWriter()
        writer.interned = ByteWriter.Interned()
        for value in values { writer.string(value) }
        let read = try writer.bytes.withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            reader.interned = []
            return try values.map { _ in try reader.string() }
        }
        #expect(read.map { Array($0.utf8) } == values.map { Array($0.utf8) })
        // A number past the strings read is damage, not a string.
        let bad: [UInt8] = [5]
        #expect(throws: ByteReader.Damaged.self) {
            try bad.withUnsafeBytes { raw in
                var reader = ByteReader(raw)
                reader.interned = []
                _ = try reader.string()
            }
        }
    }
}

extension ProjectSnapshot: Equatable {
    public static func == (a: Self, b: Self) -> Bool {
        a.files.map(\.path) == b.files.map(\.path) && a.files.map(\.key) == b.files.map(\.key)
            && ProjectSnapshotTests.dump(a.project) == ProjectSnapshotTests.dump(b.project)
    }
}
