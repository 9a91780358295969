import Foundation
import Testing
import TestSupport

/// docs/rules.md is written by scripts/rules-doc.sh from what `flowlint rules` prints: the page
/// says what the binary says, or this fails and `make rules-doc` writes it again.
struct RulesPageTests {
    /// The package's folder: Tests/EndToEndTests/ is two levels below it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func theRulesPageIsWhatTheBinaryLists() throws {
        let page = try String(contentsOfFile: Self.root + "/docs/rules.md", encoding: .utf8)
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C"]
        let written = try Shell.run("/bin/sh", [Self.root + "/scripts/rules-doc.sh", FlowlintBinary.path], in: Self.root,
                                    environment: environment)
        #expect(written.status == 0, "\(written)")
        #expect(written.stdout == page, "docs/rules.md is stale: run `make rules-doc`")
    }
}
