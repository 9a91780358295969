import Foundation
import Testing
import FileAccess
import FlowlintCore
@testable import FlowlintArchitecture

/// The cache of per-file facts: its byte form, its keys and its pack on disk.
struct FactsCacheTests {
    /// Every module template in both languages, plus shapes the templates don't have.
    static func sources() throws -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for kind in ModuleTemplate.Kind.allCases {
            for language in ModuleTemplate.Language.allCases where kind == .viper || language == .swift {
                files += try ModuleTemplate.files(kind, name: "PostList", language: language).map { ($0.path, $0.text) }
            }
        }
        files.append(("App/Odd.swift", """
            // flowlint:disable:next mvp-class-bound
            protocol OddViewProtocol: class { var x: Int { get } }
            // MARK: - Наследие
            final class OddInteractor: Base, OddInput { weak var output: OddOutput?; var count = 0; func add() { count += 1 } }
            extension OddView: OddViewProtocol, Other {}
            func broken( {
            """))
        return files
    }

    static func collected(_ path: String, _ text: String) -> ArchitectureChecker.Collected {
        path.hasSuffix(".swift") ? .facts(SwiftFactsCollector.collect(path: path, source: text)) : .objc(ObjCScanner.scan(path: path, source: text))
    }

    @Test func factsSurviveTheRoundTripWhole() throws {
        for (path, text) in try Self.sources() {
            var writer = ByteWriter()
            var again = ByteWriter()
            switch Self.collected(path, text) {
            case .facts(let facts):
                FactsCodec.encode(facts, into: &writer)
                let decoded = try writer.bytes.withUnsafeBytes { raw in
                    var reader = ByteReader(raw)
                    return try FactsCodec.decodeSwift(path: "Renamed/" + path, from: &reader)
                }
                #expect(decoded.path == "Renamed/" + path)
                var original = facts
                original.path = decoded.path
                #expect(decoded == original)
                FactsCodec.encode(decoded, into: &again)
            case .objc(let facts):
                FactsCodec.encode(facts, into: &writer)
                let decoded = try writer.bytes.withUnsafeBytes { raw in
                    var reader = ByteReader(raw)
                    return try FactsCodec.decodeObjC(path: path, from: &reader)
                }
                #expect(decoded == facts)
                FactsCodec.encode(decoded, into: &again)
            case .skipped:
                Issue.record("\(path) skipped")
            }
            // Fields the types' == ignores (doc comments, modifiers, positions) come back too.
            #expect(again.bytes == writer.bytes, "\(path)")
        }
    }

    /// A field added to a facts type must be written by `FactsCodec`: this counts them.
    @Test(arguments: [
        (String(describing: SwiftFileFacts.self), Mirror(reflecting: SwiftFileFacts(path: "")).children.count, 9),
        ("ProtocolFact", Mirror(reflecting: ProtocolFact(name: "", position: Position(line: 0, column: 0), inherited: [], classBound: .none,
                                                         end: Position(line: 0, column: 0))).children.count, 8),
        ("MemberFact", Mirror(reflecting: MemberFact(name: "", position: Position(line: 0, column: 0))).children.count, 12),
        ("TypeFact", Mirror(reflecting: TypeFact(name: "", position: Position(line: 0, column: 0), isClass: true, inherited: [])).children.count, 9),
        ("ExtensionFact", Mirror(reflecting: ExtensionFact(extendedType: "", position: Position(line: 0, column: 0), conformances: [])).children.count, 3),
        ("MarkFact", Mirror(reflecting: MarkFact(line: 0, title: "", hasDash: false)).children.count, 3),
        ("ObjCFileFacts", Mirror(reflecting: ObjCFileFacts(path: "")).children.count, 14),
        ("ObjCContainer", Mirror(reflecting: ObjCContainer(name: "", line: 0)).children.count, 9),
        ("ObjCProperty", Mirror(reflecting: ObjCProperty(name: "", attributes: [], type: "", line: 0, hasDocComment: false)).children.count, 6),
        ("ObjCMethod", Mirror(reflecting: ObjCMethod(selector: "", isClassMethod: false, returnType: "", line: 0, hasDocComment: false)).children.count, 6),
    ])
    func everyFieldIsWritten(type: String, fields: Int, written: Int) {
        #expect(fields == written, "\(type) has \(fields) fields; FactsCodec writes \(written)")
    }

    @Test func keysFollowContentKindAndBlob() {
        let a = ContentKey(path: "A.swift", text: "protocol A {}\n")
        #expect(a == ContentKey(path: "Other/B.swift", text: "protocol A {}\n"))
        #expect(a != ContentKey(path: "A.swift", text: "protocol B {}\n"))
        #expect(a != ContentKey(path: "A.h", text: "protocol A {}\n"))
        let blob = Array(repeating: UInt8(7), count: 20)
        #expect(ContentKey(path: "A.swift", gitBlob: blob) != ContentKey(path: "A.m", gitBlob: blob))
        #expect(ContentKey(path: "A.swift", gitBlob: blob) != ContentKey(path: "A.swift", gitBlob: Array(repeating: 8, count: 20)))
    }

    /// The pack is copied into memory of its own: a regular file within the limit only, never
    /// through a link when told so, and an empty one gives no bytes.
    @Test func aPackIsReadOnlyWhenItIsARegularFileWithinTheLimit() throws {
        let folder = try Self.folder()
        let bytes: [UInt8] = Array("flowlint-facts 4\n".utf8) + [0, 0xff]
        FileManager.default.createFile(atPath: folder + "/pack", contents: Data(bytes))
        FileManager.default.createFile(atPath: folder + "/empty", contents: Data())
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/pack")
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        #expect(CopiedFile.read(folder + "/pack", limit: 100).map { Array($0.bytes) } == bytes)
        #expect(CopiedFile.read(folder + "/empty", limit: 100)?.bytes.count == 0)
        #expect(CopiedFile.read(folder + "/pack", limit: bytes.count - 1) == nil, "over the limit")
        #expect(CopiedFile.read(folder + "/link", limit: 100, followLink: false) == nil)
        #expect(CopiedFile.read(folder + "/link", limit: 100)?.bytes.count == bytes.count)
        #expect(CopiedFile.read(folder + "/fifo", limit: 100) == nil, "never opened to block")
        #expect(CopiedFile.read(folder + "/missing", limit: 100) == nil)
        #expect(CopiedFile.read(folder, limit: 100) == nil, "a folder")
    }

    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-facts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Fills a pack with every source; returns the keys.
    static func fill(_ folder: String, stamp: String = "v1") throws -> [(ContentKey, String)] {
        let cache = FactsCache(directory: folder, project: "/work/app", stamp: stamp)
        var keys: [(ContentKey, String)] = []
        for (path, text) in try sources() {
            let key = ContentKey(path: path, text: text)
            #expect(cache.lookup(key, path: path) == nil)
            cache.store(key, collected(path, text))
            keys.append((key, path))
        }
        cache.save()
        return keys
    }

    static func pack(_ folder: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/facts").filter { $0.hasSuffix(".pack") }
        #expect(names.count == 1)
        return folder + "/facts/" + (names.first ?? "")
    }

    @Test func aSavedPackAnswersTheNextRunUnderItsStampOnly() throws {
        let folder = try Self.folder()
        let keys = try Self.fill(folder)
        let warm = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        for (key, path) in keys { #expect(warm.lookup(key, path: path) != nil, "\(path)") }
        #expect(warm.hits == keys.count && warm.misses == 0)
        // Another version or configuration (the stamp) and another project miss everything.
        for other in [FactsCache(directory: folder, project: "/work/app", stamp: "v2"), FactsCache(directory: folder, project: "/work/other", stamp: "v1")] {
            for (key, path) in keys { #expect(other.lookup(key, path: path) == nil) }
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/facts")
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }

    /// Decoding ahead changes nothing a lookup answers: the same facts, hits and misses; an entry
    /// decoded under one path is decoded again for another path with the same content.
    @Test func prefetchedEntriesAnswerAsDecodedOnes() throws {
        let folder = try Self.folder()
        let keys = try Self.fill(folder)
        let plain = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        let early = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        let unknown = ContentKey(path: "App/Missing.swift", gitBlob: Array(repeating: 7, count: 20))
        early.prefetch(keys.map { ($1, $0) } + [("App/Missing.swift", unknown)])
        for (key, path) in keys {
            #expect(early.lookup(key, path: path) == plain.lookup(key, path: path), "\(path)")
            guard case .facts(let facts)? = early.lookup(key, path: "Elsewhere/" + path) else { continue }
            #expect(facts.path == "Elsewhere/" + path)
        }
        #expect(early.lookup(unknown, path: "App/Missing.swift") == nil)
        // Each key looked up twice (its own path, another); prefetching itself counts nothing.
        #expect(plain.hits == keys.count && plain.misses == 0)
        #expect(early.hits == 2 * keys.count && early.misses == 1)
    }

    /// Another process may shorten the pack in place while a run holds it open: the run keeps
    /// answering from the bytes it read (a mapped pack faulted, SIGBUS, on the next read), and
    /// the next run finds the pack empty and fills it again.
    @Test func aPackTruncatedInPlaceUnderARunChangesNothingItReads() throws {
        let folder = try Self.folder()
        let keys = try Self.fill(folder)
        let pack = try Self.pack(folder)
        let holding = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        #expect(truncate(pack, 0) == 0)
        let sources = try Self.sources()
        for (key, path) in keys {
            #expect(holding.lookup(key, path: path) == Self.collected(path, sources.first { $0.path == path }?.text ?? ""), "\(path)")
        }
        holding.save()
        let next = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        for (key, path) in keys {
            #expect(next.lookup(key, path: path) == nil)
            next.store(key, Self.collected(path, sources.first { $0.path == path }?.text ?? ""))
        }
        next.save()
        let rebuilt = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        for (key, path) in keys { #expect(rebuilt.lookup(key, path: path) != nil, "\(path)") }
    }

    @Test(arguments: ["truncated", "corrupt"])
    func aDamagedPackIsIgnoredAndWrittenAgain(damage: String) throws {
        let folder = try Self.folder()
        let keys = try Self.fill(folder)
        let pack = try Self.pack(folder)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: pack)))
        if damage == "truncated" {
            bytes.removeLast(bytes.count / 3)
        } else {
            for offset in stride(from: bytes.count / 2, to: bytes.count, by: 97) { bytes[offset] ^= 0x5a }
        }
        try Data(bytes).write(to: URL(fileURLWithPath: pack))
        let damaged = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        var missed = 0
        for (key, path) in keys {
            let found = damaged.lookup(key, path: path)
            if let found {
                #expect(found == Self.collected(path, try Self.sources().first { $0.path == path }?.text ?? ""), "\(path)")
            } else {
                missed += 1
                let text = try Self.sources().first { $0.path == path }?.text ?? ""
                damaged.store(key, Self.collected(path, text))
            }
        }
        #expect(missed > 0 && missed < keys.count)
        damaged.save()
        let repaired = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        for (key, path) in keys { #expect(repaired.lookup(key, path: path) != nil, "\(path)") }
    }
}

extension ArchitectureChecker.Collected: Equatable {
    public static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.facts(let x), .facts(let y)): return x == y
        case (.objc(let x), .objc(let y)): return x == y
        default: return false
        }
    }
}
