import Foundation
import Testing
import TestSupport

/// Repositories and inputs that try to break flowlint: damaged packs, objects missing inside a
/// range, control characters in ref names, inputs far above sane sizes. Each ends in a finding,
/// a note or exit 3 with one sentence; nothing crashes, hangs or writes to the repository.
struct HostileRepositoryTests {
    /// Every file under `.git` with its size and modification time: equal before and after a
    /// run means the run wrote nothing.
    static func snapshot(_ repo: TemporaryRepository) throws -> String {
        try Shell.run("/usr/bin/find", [".git", "-printf", "%p %s %T@\n"], in: repo.path, environment: repo.environment)
            .stdout.split(separator: "\n").sorted().joined(separator: "\n")
    }

    static func history(commits: Int = 6) throws -> (TemporaryRepository, [String]) {
        let repo = try TemporaryRepository()
        var ids: [String] = []
        for index in 0..<commits { ids.append(try repo.commit(Seed.message, file: "file\(index).txt")) }
        return (repo, ids)
    }

    func expectOneSentenceExit3(_ result: Shell.Result) {
        #expect(result.status == 3, "\(result)")
        #expect(!result.timedOut)
        #expect(result.stderr.hasPrefix("flowlint: ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func aCorruptPackIsExit3AndLeftAsItWas() throws {
        let (repo, _) = try Self.history()
        try repo.git("repack", "-q", "-a", "-d")
        try repo.git("prune-packed")
        let packs = try FileManager.default.contentsOfDirectory(atPath: repo.path + "/.git/objects/pack").filter { $0.hasSuffix(".pack") }
        let pack = repo.path + "/.git/objects/pack/" + (try #require(packs.first))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: pack)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: pack))
        // Zero the middle of the pack: the objects' compressed data, past the 12-byte header.
        for index in stride(from: 24, to: bytes.count - 20, by: 1) { bytes[index] = 0 }
        try bytes.write(to: URL(fileURLWithPath: pack))
        let before = try Self.snapshot(repo)
        for arguments in [["commits", "--all"], ["lint", "--all"], ["flow"]] {
            expectOneSentenceExit3(try FlowlintBinary.run(arguments, in: repo, environment: ["LANG": "en_US.UTF-8"]))
        }
        #expect(try Self.snapshot(repo) == before)
    }

    @Test func aCommitMissingInsideARangeIsExit3NamingIt() throws {
        let (repo, ids) = try Self.history()
        let missing = ids[2]
        try FileManager.default.removeItem(atPath: repo.path + "/.git/objects/" + missing.prefix(2) + "/" + missing.dropFirst(2))
        let before = try Self.snapshot(repo)
        let range = try repo.flowlint("commits", "\(ids[0])..\(ids[5])")
        expectOneSentenceExit3(range)
        #expect(range.stderr.contains("lacks object \(missing)"), "\(range.stderr)")
        // libgit2 reads a hidden commit's ancestors while marking them, so every range whose
        // base has the hole below it fails the same way (git rev-list passes those).
        expectOneSentenceExit3(try repo.flowlint("commits", "\(ids[4])..\(ids[5])"))
        // A walk from the tip reaches the hole too: exit 3, never a partial pass.
        #expect(try repo.flowlint("commits", ids[5]).status == 3)
        #expect(try Self.snapshot(repo) == before)
    }

    @Test func controlCharactersInRefNamesAreEscapedNeverPrinted() throws {
        let (repo, ids) = try Self.history(commits: 1)
        // git refuses such names, but a hand-edited or foreign packed-refs can hold them.
        let names = ["features/EW_IOS-1_\u{1B}[31mкрасный\u{1B}[0m", "bugs/EW_IOS-2_tab\there", "features/EW_IOS-3_bell\u{07}"]
        let packed = "# pack-refs with: peeled fully-peeled sorted \n" + names.map { "\(ids[0]) refs/heads/\($0)\n" }.joined()
        try packed.write(toFile: repo.path + "/.git/packed-refs", atomically: true, encoding: .utf8)
        // A loose ref can even hold a newline: the file system allows it in a file name.
        try FileManager.default.createDirectory(atPath: repo.path + "/.git/refs/heads/features", withIntermediateDirectories: true)
        try (ids[0] + "\n").write(toFile: repo.path + "/.git/refs/heads/features/EW_IOS-4_new\nline", atomically: true, encoding: .utf8)
        let result = try repo.flowlint("branch", "--all")
        #expect(!result.timedOut)
        #expect([0, 1, 3].contains(result.status), "\(result)")
        #expect(!result.stdout.contains("\u{1B}") && !result.stderr.contains("\u{1B}"))
        #expect(!result.stdout.contains("\u{07}") && !result.stderr.contains("\u{07}"))
        #expect(!result.stdout.contains("_new\nline"))
    }

    @Test func aHundredMegabyteMessageFileIsReportedAndSkipped() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let file = repo.scratch("HUGE_MSG")
        #expect(FileManager.default.createFile(atPath: file, contents: Data("[EW_IOS-98] x\n".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.truncate(atOffset: 100_000_000)  // sparse: the size is there, the disk isn't used
        try handle.close()
        let start = Date()
        let message = try FlowlintBinary.run(["message", file], in: repo, environment: ["LANG": "en_US.UTF-8"])
        #expect(message.status == 0, "\(message)")
        #expect(message.stdout.contains("over 64 MiB: not checked"), "\(message)")
        // The hook is the gate (issue 13, S6): what it can't read, it refuses.
        let hook = try FlowlintBinary.run(["hook", "commit-msg", file], in: repo, environment: ["LANG": "en_US.UTF-8"])
        #expect(hook.status == 1, "\(hook)")
        #expect(hook.stderr.contains("is over 64 MiB and is refused"), "\(hook)")
        #expect(Date().timeIntervalSince(start) < 10, "skipped without reading 100 MB")
    }

    @Test func aHundredMegabyteCommitMessageInHistoryIsSkipped() throws {
        let repo = try TemporaryRepository()
        try repo.commit(Seed.message)
        var huge = Array("[EW_IOS-98] огромный\n\n".utf8)
        huge += [UInt8](repeating: 0x61, count: 100_000_000)
        let big = try repo.commitRaw(huge)
        try repo.git("update-ref", "refs/heads/develop", big)
        try repo.commit("Bad header\n")
        let result = try FlowlintBinary.run(["commits", "--all"], in: repo, environment: ["LANG": "en_US.UTF-8"], timeout: 120)
        #expect(result.status == 1, "\(result)")  // the small bad commit is still found
        #expect(result.stdout.contains("commit \(big.prefix(10)): its message of 95 MiB is over 64 MiB, not checked"), "\(result.stdout)")
        #expect(result.stdout.contains("[commit-header-format]"))
        #expect(result.stdout.contains("1 skipped"), "\(result.stdout)")
    }

    @Test func aFiftyMegabyteSwiftFileIsSkippedUnread() throws {
        let repo = try TemporaryRepository()
        try repo.write("Sources/ProfileProtocols.swift", "protocol ProfileViewProtocol: AnyObject {}\n")
        let big = repo.path + "/Sources/Generated.swift"
        #expect(FileManager.default.createFile(atPath: big, contents: Data("let x = 1\n".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try handle.truncate(atOffset: 50_000_000)
        try handle.close()
        let result = try repo.flowlint("protocols")
        #expect([0, 1].contains(result.status), "\(result)")
        // Swift is capped at 2 MiB since issue 13 (B4: parse memory); other sources at 16 MiB.
        #expect(result.stdout.contains("Generated.swift: over 2 MiB of Swift, too large to parse within memory, skipped"), "\(result.stdout)")
    }

    @Test func deeplyNestedBracketsAreSkippedNotParsedForever() throws {
        let repo = try TemporaryRepository()
        // The fuzzer's input: swift-syntax's lookahead doubles with every level of `[`.
        try repo.write("Sources/Deep.swift", "let x = " + String(repeating: "[", count: 60) + "a\n")
        try repo.write("Sources/ProfileProtocols.swift", "protocol ProfileViewProtocol: class {}\n")
        let result = try FlowlintBinary.run(["protocols"], in: repo, environment: ["LANG": "en_US.UTF-8"], timeout: 60)
        #expect(!result.timedOut)
        #expect(result.stdout.contains("Deep.swift: square brackets nested deeper than 16 levels, not parsed"), "\(result)")
        #expect(result.stdout.contains("[mvp-class-bound]"), "the other files are still checked")
    }
}
