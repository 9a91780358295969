import Foundation
import Testing

/// The fixtures are the project fuzzer's seeds (Fuzz/Corpus/FuzzXcodeProject);
/// `UPDATE_CORPUS=1 swift test --filter FuzzSeed` writes them after a fixture changes.
@Suite struct FuzzSeedTests {
    @Test func fixturesSeedTheProjectFuzzer() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/FuzzXcodeProject")
        let update = ProcessInfo.processInfo.environment["UPDATE_CORPUS"] == "1"
        for (name, text) in [("seed-classic", Fixtures.classic), ("seed-synchronized", Fixtures.synchronized)] {
            let file = folder.appendingPathComponent(name)
            if update {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            #expect(FileManager.default.contents(atPath: file.path) == Data(text.utf8), "run UPDATE_CORPUS=1 swift test --filter FuzzSeed")
        }
    }
}
