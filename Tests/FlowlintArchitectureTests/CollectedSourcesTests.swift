import FlowlintCore
import Testing
@testable import FlowlintArchitecture

/// Collected results are taken apart by kind (moved, not copied); hooks and the cache still get
/// them back in the order collected.
struct CollectedSourcesTests {
    @Test func kindsSortedAndOrderKept() {
        var broken = SwiftFileFacts(path: "App/Broken.swift")
        broken.hasSyntaxErrors = true
        var unreadable = SkipReason(ru: "App/Gone.swift: файл не читается", en: "App/Gone.swift: can't be read")
        unreadable.unreadable = true
        let items: [ArchitectureChecker.Collected] = [
            .facts(SwiftFileFacts(path: "App/A.swift")), .skipped(path: "App/Gone.swift", reason: unreadable),
            .objc(ObjCFileFacts(path: "App/B.h")), .facts(broken),
            .skipped(path: "App/Big.swift", reason: SkipReason(ru: "App/Big.swift: большой", en: "App/Big.swift: too big")),
        ]
        let sources = CollectedSources(items)
        #expect(sources.swift.map(\.path) == ["App/A.swift", "App/Broken.swift"])
        #expect(sources.objc.map(\.path) == ["App/B.h"])
        #expect(sources.count == 3)
        #expect(sources.unreadable == ["App/Gone.swift"])
        #expect(sources.notes.map(\.path) == ["App/Gone.swift", "App/Broken.swift", "App/Big.swift"])
        #expect(sources.collected.map(\.path) == items.map(\.path))
        #expect(CollectedSources([]).collected.isEmpty)
    }
}
