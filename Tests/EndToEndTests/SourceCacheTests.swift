import Foundation
import Testing
import TestSupport

/// The cache of per-file facts (SPEC 6) through the built binary: what a run reuses, what makes
/// it parse again, and that findings never depend on it.
struct SourceCacheTests {
    static let stats = ["FLOWLINT_CACHE_STATS": "1"]
    static let bad = "protocol AViewProtocol {}\n"

    /// The seed's module and one bad file, committed.
    static func project() throws -> TemporaryRepository {
        let repo = try ProtocolsCommandTests.tree()
        try repo.write("App/Other/AViewProtocol.swift", bad)
        return repo
    }

    /// Runs `protocols` with the cache's counts on stderr; returns them and the result.
    static func run(_ repo: TemporaryRepository, _ arguments: [String] = [], environment: [String: String] = [:]) throws
        -> (hits: Int, misses: Int, result: Shell.Result) {
        let result = try FlowlintBinary.run(["protocols"] + arguments, in: repo,
                                            environment: ["LANG": "en_US.UTF-8"].merging(stats.merging(environment) { $1 }) { $1 })
        let numbers = result.stderr.split(separator: "\n").first { $0.hasPrefix("flowlint cache: ") }?
            .split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) } ?? []
        return (numbers.first ?? -1, numbers.dropFirst().first ?? -1, result)
    }

    static func packs(_ repo: TemporaryRepository) -> [String] {
        let folder = repo.root.path + "/.cache/flowlint/facts"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".pack") }.map { folder + "/" + $0 }
    }

    @Test func aSecondRunParsesNothingAndReportsTheSame() throws {
        let repo = try Self.project()
        let cold = try Self.run(repo)
        #expect(cold.hits == 0 && cold.misses == 4, "\(cold.result)")
        #expect(cold.result.status == 1)
        let warm = try Self.run(repo)
        #expect(warm.hits == 4 && warm.misses == 0, "\(warm.result)")
        #expect(warm.result.stdout == cold.result.stdout)
        #expect(Self.packs(repo).count == 1)
    }

    @Test func aChangedFileIsParsedAgain() throws {
        let repo = try Self.project()
        _ = try Self.run(repo)
        try repo.write("App/Other/AViewProtocol.swift", "protocol AViewProtocol: AnyObject {}\nprotocol APresenterProtocol: AnyObject {}\n")
        let changed = try Self.run(repo)
        #expect(changed.hits == 3 && changed.misses == 1, "\(changed.result)")
        let fresh = try Self.run(repo, ["--no-cache"])
        #expect(changed.result.stdout == fresh.result.stdout)
        #expect(!changed.result.stdout.contains("mvp-class-bound"))
    }

    @Test func aChangedConfigurationOrVersionParsesEverythingAgain() throws {
        let repo = try Self.project()
        _ = try Self.run(repo)
        try repo.write(".flowlint.yml", "rules:\n  mvp-implementation-marks: off\n")
        let configured = try Self.run(repo)
        #expect(configured.hits == 0 && configured.misses == 4, "\(configured.result)")
        #expect(try Self.run(repo).hits == 4)
        let upgraded = try Self.run(repo, environment: ["FLOWLINT_TEST_VERSION": "9.9.9"])
        #expect(upgraded.hits == 0 && upgraded.misses == 4, "\(upgraded.result)")
        #expect(try Self.run(repo, environment: ["FLOWLINT_TEST_VERSION": "9.9.9"]).hits == 4)
    }

    @Test func aRenamedFileIsReusedUnderItsNewNameAndADeletedOneForgotten() throws {
        let repo = try Self.project()
        _ = try Self.run(repo)
        try repo.git("add", "-A")
        try FileManager.default.createDirectory(atPath: repo.path + "/App/Moved", withIntermediateDirectories: true)
        try repo.git("mv", "App/Other/AViewProtocol.swift", "App/Moved/AViewProtocol.swift")
        let renamed = try Self.run(repo, ["--format", "json"])
        #expect(renamed.hits == 4 && renamed.misses == 0, "\(renamed.result)")
        #expect(renamed.result.stdout.contains("\"App/Moved/AViewProtocol.swift\""))
        #expect(!renamed.result.stdout.contains("App/Other/"))
        try FileManager.default.removeItem(atPath: repo.path + "/App/Moved/AViewProtocol.swift")
        let deleted = try Self.run(repo)
        #expect(deleted.result.status == 0, "\(deleted.result)")
        #expect(deleted.hits == 3 && deleted.misses == 0)
    }

    /// The memo of the last outcome: an unchanged tree's run repeats it without decoding or
    /// judging anything; any change to content, names, the file set or the configuration judges
    /// again, and every run's output equals a run without the cache.
    @Test func anUnchangedTreeReusesTheOutcomeAndAnyChangeJudgesAgain() throws {
        let repo = try Self.project()
        try repo.write("App/Other/Broken.swift", "func broken( {\n")
        func expectSameAsWithoutCache(reused: Bool, _ step: String) throws {
            let warm = try Self.run(repo, ["--format", "json"])
            let fresh = try Self.run(repo, ["--format", "json", "--no-cache"])
            #expect(warm.result.stdout == fresh.result.stdout && warm.result.status == fresh.result.status, "\(step): \(warm.result)")
            #expect(warm.result.stderr.contains("outcome reused") == reused, "\(step): \(warm.result.stderr)")
        }
        _ = try Self.run(repo)
        try expectSameAsWithoutCache(reused: true, "unchanged")
        let text = try Self.run(repo)
        #expect(text.result.stdout.contains("Broken.swift: syntax errors"), "the note is kept with the outcome: \(text.result)")
        #expect(text.result.stdout.contains("checked: 5 files"), "\(text.result)")
        try repo.write("App/Other/AViewProtocol.swift", "protocol AViewProtocol: AnyObject {}\n")
        try expectSameAsWithoutCache(reused: false, "content")
        try expectSameAsWithoutCache(reused: true, "content, again")
        try repo.git("add", "-A")
        try FileManager.default.createDirectory(atPath: repo.path + "/App/Moved", withIntermediateDirectories: true)
        try repo.git("mv", "App/Other/AViewProtocol.swift", "App/Moved/AViewProtocol.swift")
        try expectSameAsWithoutCache(reused: false, "renamed")
        try repo.write("App/Other/BViewProtocol.swift", Self.bad.replacingOccurrences(of: "A", with: "B"))
        try expectSameAsWithoutCache(reused: false, "added")
        try FileManager.default.removeItem(atPath: repo.path + "/App/Other/BViewProtocol.swift")
        try expectSameAsWithoutCache(reused: false, "deleted")
        try repo.write(".flowlint.yml", "rules:\n  mvp-class-bound: warning\n")
        try expectSameAsWithoutCache(reused: false, "configured")
        try expectSameAsWithoutCache(reused: true, "configured, again")
    }

    /// Files whose `lstat` is what the last run recorded (and settled then) are not even read;
    /// a same-size write whose modification time is set back is still seen (its status-change
    /// time moved), and so is every write within the second the stamps were recorded.
    @Test func unchangedStampsSkipReadingAndAnyWriteIsSeen() throws {
        let repo = try Self.project()
        func filesRead(_ run: (hits: Int, misses: Int, result: Shell.Result)) -> Int? {
            run.result.stderr.split(separator: "\n").first { $0.contains("files read ") }
                .flatMap { Int($0.split(separator: " ").last ?? "") }
        }
        let cold = try Self.run(repo)
        #expect(filesRead(cold) == 4, "\(cold.result)")
        // Just written, the files are too fresh to trust by their stamps: read until they settle.
        Thread.sleep(forTimeInterval: 3.2)
        _ = try Self.run(repo)
        let warm = try Self.run(repo)
        #expect(filesRead(warm) == 0 && warm.result.stderr.contains("outcome reused"), "\(warm.result)")
        let path = repo.path + "/App/Other/AViewProtocol.swift"
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        try repo.write("App/Other/AViewProtocol.swift", Self.bad.replacingOccurrences(of: "protocol A", with: "protocol B"))
        try FileManager.default.setAttributes([.modificationDate: try #require(before)], ofItemAtPath: path)
        let written = try Self.run(repo, ["--format", "json"])
        #expect(filesRead(written) == 1 && !written.result.stderr.contains("outcome reused"), "\(written.result)")
        #expect(written.result.stdout.contains("BViewProtocol"), "\(written.result)")
        #expect(written.result.stdout == (try Self.run(repo, ["--format", "json", "--no-cache"])).result.stdout)
    }

    /// `--fix` needs every file's facts: it never takes the memo, even right after a check kept one.
    @Test func fixAfterAWarmCheckStillFixes() throws {
        let repo = try Self.project()
        _ = try Self.run(repo)
        #expect(try Self.run(repo).result.stderr.contains("outcome reused"))
        let fixed = try Self.run(repo, ["--fix"])
        #expect(!fixed.result.stderr.contains("outcome reused"), "\(fixed.result)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: repo.path + "/App").filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOfFile: repo.path + "/App/" + $0, encoding: .utf8) }
        #expect(written.contains { $0.contains("protocol AViewProtocol: AnyObject") }, "\(fixed.result)")
        let after = try Self.run(repo, ["--format", "json"])
        #expect(!after.result.stdout.contains("mvp-class-bound"), "\(after.result)")
    }

    @Test func concurrentRunsShareTheFolder() throws {
        let repo = try Self.project()
        let expected = try Self.run(repo, ["--no-cache"]).result.stdout
        let group = DispatchGroup()
        let results = Locked<[Shell.Result]>([])
        for _ in 0..<4 {
            DispatchQueue.global().async(group: group) {
                if let result = try? Self.run(repo).result { results.mutate { $0.append(result) } }
            }
        }
        group.wait()
        #expect(results.value.count == 4)
        for result in results.value { #expect(result.stdout == expected && result.status == 1, "\(result)") }
        let after = try Self.run(repo)
        #expect(after.hits == 4 && after.result.stdout == expected, "\(after.result)")
    }

    @Test(arguments: ["truncated", "corrupt"])
    func aDamagedPackIsIgnoredAndRewritten(damage: String) throws {
        let repo = try Self.project()
        let expected = try Self.run(repo).result.stdout
        let pack = try #require(Self.packs(repo).first)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: pack)))
        if damage == "truncated" {
            // Cut to the pack's first bytes: which entries a cut at half loses depends on the
            // order the last run used them in (under load, only the memo at the pack's tail).
            bytes.removeLast(bytes.count - min(bytes.count, 24))
        } else {
            for offset in stride(from: bytes.count / 3, to: bytes.count, by: 13) { bytes[offset] ^= 0xff }
        }
        try Data(bytes).write(to: URL(fileURLWithPath: pack))
        let damaged = try Self.run(repo)
        #expect(damaged.result.stdout == expected, "\(damaged.result)")
        // The outcome's memo may have survived the damage (it is checked like every entry).
        #expect(damaged.misses > 0 || damaged.result.stderr.contains("outcome reused"), "\(damaged.result)")
        let repaired = try Self.run(repo)
        #expect(repaired.hits == 4 && repaired.misses == 0, "\(repaired.result)")
        // A change that needs the facts again parses what the damage lost (the memo stood in for
        // it), and from then on only what changes.
        try repo.write("App/Other/AViewProtocol.swift", "protocol AViewProtocol: AnyObject {}\n")
        let changed = try Self.run(repo)
        let fresh = try Self.run(repo, ["--no-cache"]).result.stdout
        #expect(changed.misses >= 1 && changed.result.stdout == fresh, "\(changed.result)")
        try repo.write("App/Other/AViewProtocol.swift", "protocol AViewProtocol: class {}\n")
        let again = try Self.run(repo)
        #expect(again.hits == 3 && again.misses == 1, "\(again.result)")
    }

    @Test func noCacheNeitherReadsNorWrites() throws {
        let repo = try Self.project()
        let result = try Self.run(repo, ["--no-cache"])
        #expect(result.result.status == 1)
        #expect(!result.result.stderr.contains("flowlint cache"))
        #expect(Self.packs(repo).isEmpty)
        let lint = try FlowlintBinary.run(["lint", "--no-cache"], in: repo, environment: Self.stats)
        #expect(!lint.stderr.contains("flowlint cache"), "\(lint)")
        #expect(Self.packs(repo).isEmpty)
    }

    @Test func aFolderWritableByOthersIsNotUsed() throws {
        let repo = try Self.project()
        let folder = repo.root.path + "/shared-cache"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder)
        let result = try Self.run(repo, environment: ["FLOWLINT_CACHE_DIR": folder])
        #expect(result.result.status == 1)
        #expect(result.result.stdout.contains("writable by others: the facts cache is not used; run chmod go-w \(folder)"), "\(result.result)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/facts"))
        // FLOWLINT_CACHE_DIR is honoured as for the tracker.
        let own = repo.root.path + "/own-cache"
        _ = try Self.run(repo, environment: ["FLOWLINT_CACHE_DIR": own])
        #expect(try Self.run(repo, environment: ["FLOWLINT_CACHE_DIR": own]).hits == 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: own + "/facts").count == 1)
    }

    /// A misspelt rule in a `flowlint:disable` comment silences nothing, and is said to: on a cold
    /// run, a warm one over an unchanged project (its outcome kept whole) and one where another
    /// file changed (this file's facts from the cache).
    @Test func aMisspeltRuleInADisableCommentIsReportedColdAndWarm() throws {
        let repo = try Self.project()
        try repo.write("App/Other/BViewProtocol.swift", "// flowlint:disable mvp-clas-bound\nprotocol BViewProtocol: AnyObject {}\n")
        let expected = "App/Other/BViewProtocol.swift:1:1: warning: unknown rule 'mvp-clas-bound' in a flowlint comment"
        let cold = try Self.run(repo)
        #expect(cold.result.stdout.contains(expected) && cold.result.stdout.contains("did you mean 'mvp-class-bound'?"), "\(cold.result)")
        let warm = try Self.run(repo)
        #expect(warm.misses == 0, "\(warm.result)")
        #expect(warm.result.stdout == cold.result.stdout, "\(warm.result)")
        try repo.write("App/Other/AViewProtocol.swift", Self.bad + "\n")
        let other = try Self.run(repo)
        #expect(other.misses == 1, "\(other.result)")
        #expect(other.result.stdout.contains(expected), "\(other.result)")
        let known = try repo.flowlint("protocols", "App/Other/AViewProtocol.swift")
        #expect(!known.stdout.contains("unknown rule"), "\(known)")
    }
}

extension SourceCacheTests {
    /// `/tmp` is shared by all users and `/dev/null` is not a folder: neither is the user's to
    /// `chmod go-w`, so the note says to point FLOWLINT_CACHE_DIR elsewhere.
    @Test(arguments: ["/tmp", "/dev/null"])
    func aSystemFolderOrDeviceIsNotUsedAndTheNoteSaysWhereToPointIt(base: String) throws {
        let repo = try Self.project()
        let hadFacts = FileManager.default.fileExists(atPath: base + "/facts")
        let result = try Self.run(repo, environment: ["FLOWLINT_CACHE_DIR": base])
        #expect(result.result.status == 1, "\(result.result)")
        #expect(result.hits == -1, "no cache: \(result.result)")
        #expect(!result.result.stdout.contains("chmod"), "\(result.result)")
        #expect(result.result.stdout.contains("the facts cache is not used; set FLOWLINT_CACHE_DIR to a private folder of yours"),
                "\(result.result)")
        #expect(hadFacts || !FileManager.default.fileExists(atPath: base + "/facts"), "nothing written there")
    }
}

extension SourceCacheTests {
    /// Another process empties and rewrites the pack in place, over and over, while runs read it:
    /// no run crashes (a mapped pack faulted, SIGBUS, exit 135) and each reports what a run
    /// without the cache does.
    @Test func aPackTruncatedInPlaceWhileRunsReadItNeverCrashesThem() throws {
        let repo = try Self.project()
        for index in 0..<300 {
            try repo.write("App/Many/Many\(index)ViewController.swift", "final class Many\(index)ViewController: UIViewController {\n    func viewDidLoad() {}\n}\n")
        }
        let expected = try Self.run(repo, ["--no-cache"]).result
        _ = try Self.run(repo)
        let pack = try #require(Self.packs(repo).first)
        let saved = repo.scratch("saved.pack")
        try FileManager.default.copyItem(atPath: pack, toPath: saved)
        let truncating = Process()
        truncating.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Whole for a moment, then empty for a moment: a run that opened it whole reads on while it is empty.
        truncating.arguments = ["-c", "while :; do cat \"$1\" > \"$2\"; sleep 0.02; : > \"$2\"; sleep 0.02; done", "sh", saved, pack]
        try truncating.run()
        defer {
            truncating.terminate()
            truncating.waitUntilExit()
        }
        for _ in 0..<10 {
            let run = try Self.run(repo)
            #expect(run.result.status == expected.status, "\(run.result)")
            #expect(run.result.stdout == expected.stdout)
        }
    }
}

/// A value shared by test threads.
final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()

    init(_ value: Value) { stored = value }

    var value: Value { lock.withLock { stored } }

    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
