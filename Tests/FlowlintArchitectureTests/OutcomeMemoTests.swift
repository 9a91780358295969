import Foundation
import Testing
import FlowlintCore
@testable import FlowlintArchitecture

/// The memo of a whole check's outcome: its byte form, its digest, and its place in the pack.
struct OutcomeMemoTests {
    static let findings = [
        Finding(rule: "mvp-class-bound", severity: .error, message: LocalizedText(ru: "Протокол «A»", en: "Protocol “A”"),
                location: .file(path: "App/Экран/A.swift", line: 3, column: 10), suggestion: "protocol A: AnyObject"),
        Finding(rule: "viper-method-verb", severity: .warning, message: LocalizedText(ru: "", en: "\u{0}\n"),
                location: .file(path: "B.swift", line: 1, column: 1)),
    ]
    static let memo = OutcomeMemo.Memo(
        outcome: ArchitectureChecker.Outcome(findings: findings, moduleOfFile: ["App/Login/LoginView.swift": "Login", "B.swift": "B"]),
        notes: [(path: "C.swift", text: LocalizedText(ru: "синтаксические ошибки", en: "syntax errors"))], checkedFiles: 41)

    @Test func theMemoSurvivesTheRoundTrip() throws {
        let bytes = try #require(OutcomeMemo.encode(Self.memo))
        let decoded = try #require(OutcomeMemo.decode(bytes))
        #expect(decoded.outcome.findings == Self.findings)
        #expect(decoded.outcome.moduleOfFile == Self.memo.outcome.moduleOfFile)
        #expect(decoded.notes.map { $0.path } == ["C.swift"] && decoded.notes.map { $0.text.en } == ["syntax errors"])
        #expect(decoded.checkedFiles == 41)
        // Any cut is damage, never a shorter outcome.
        for length in 0..<bytes.count { #expect(OutcomeMemo.decode(Array(bytes.prefix(length))) == nil, "\(length)") }
        #expect(OutcomeMemo.decode(bytes + [0]) == nil)
    }

    @Test func aFindingNotAboutAFileIsNeverKept() {
        var memo = Self.memo
        memo.outcome.findings.append(Finding(rule: "x", severity: .error, message: LocalizedText(ru: "", en: ""), location: .branch(name: "main")))
        #expect(OutcomeMemo.encode(memo) == nil)
    }

    static func key(_ text: String, _ path: String = "A.swift") -> ContentKey { ContentKey(path: path, text: text) }

    @Test func theDigestNamesEveryPathAndContent() {
        let files = ["A.swift", "B.swift"]
        let base = OutcomeMemo.Read(keys: [Self.key("a"), Self.key("b")], texts: [:]).digest(of: files)
        #expect(base != nil)
        #expect(OutcomeMemo.Read(keys: [Self.key("a"), Self.key("b")], texts: [:]).digest(of: files) == base)
        #expect(OutcomeMemo.Read(keys: [Self.key("a"), Self.key("c")], texts: [:]).digest(of: files) != base)
        #expect(OutcomeMemo.Read(keys: [Self.key("a"), Self.key("b")], texts: [:]).digest(of: ["A.swift", "C.swift"]) != base)
        #expect(OutcomeMemo.Read(keys: [Self.key("a")], texts: [:]).digest(of: ["A.swift"]) != base)
        #expect(OutcomeMemo.Read(keys: [Self.key("a"), nil], texts: [:]).digest(of: files) == nil, "an unreadable file: no memo")
    }

    @Test func aPackKeepsOnlyTheMemoItsLastRunUsed() throws {
        let folder = try FactsCacheTests.folder()
        let first = ContentKey(kind: OutcomeMemo.kind, size: 1, first: 1, second: 1)
        let second = ContentKey(kind: OutcomeMemo.kind, size: 1, first: 2, second: 2)
        let cache = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        cache.keep(Self.memo, for: first)
        cache.save()
        let warm = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        #expect(warm.outcome(first)?.outcome.findings == Self.findings)
        #expect(warm.outcome(second) == nil)
        warm.keep(Self.memo, for: second)
        warm.save()
        // The run used `first` and kept `second`: both stay. The next run that keeps a new memo
        // without using them drops both.
        let next = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        #expect(next.contains(first) && next.contains(second))
        let third = ContentKey(kind: OutcomeMemo.kind, size: 1, first: 3, second: 3)
        next.keep(Self.memo, for: third)
        next.save()
        let last = FactsCache(directory: folder, project: "/work/app", stamp: "v1")
        #expect(!last.contains(first) && !last.contains(second) && last.contains(third))
        #expect(FactsCache(directory: folder, project: "/work/app", stamp: "v2").outcome(third) == nil, "another stamp")
    }

    @Test func theStampTableSurvivesTheRoundTripAndTrustsOnlySettledStamps() throws {
        let stamp = FileStamp(size: 10, modified: 5_000_000_000, changed: 5_500_000_000, inode: 7, device: 1)
        let table = StampTable(recorded: 7_000_000_000, entries: [
            .init(path: "B.swift", stamp: stamp, key: Self.key("b")), .init(path: "App/Экран.swift", stamp: stamp, key: Self.key("a")),
        ])
        let bytes = table.encode()
        let decoded = try #require(StampTable.decode(bytes))
        #expect(decoded.recorded == table.recorded)
        #expect(decoded.entries.map(\.path) == ["App/Экран.swift", "B.swift"], "kept sorted")
        #expect(decoded.entries[0].stamp == stamp && decoded.entries[1].key == Self.key("b"))
        for length in 0..<bytes.count { #expect(StampTable.decode(Array(bytes.prefix(length))) == nil, "\(length)") }
        // Matched by position, in one merge for sorted files, else by lookup.
        #expect(decoded.positions(of: ["A.swift", "App/Экран.swift", "B.swift", "C.swift"]) == [nil, 0, 1, nil])
        #expect(decoded.positions(of: ["C.swift", "B.swift", "App/Экран.swift"]) == [nil, 1, 0])
        #expect(StampTable(recorded: 1, entries: [table.entries[0], table.entries[0]]).entries.count == 1, "a path once")
        // Changed three seconds or more before the table was recorded: settled. Within them: read again.
        #expect(stamp.isSettled(before: 8_500_000_001))
        #expect(!stamp.isSettled(before: 8_500_000_000))
        #expect(!FileStamp(size: 10, modified: 6_400_000_000, changed: 1, inode: 7, device: 1).isSettled(before: 9_000_000_000))
    }
}
