import Foundation
import Testing
import TestSupport

/// `flowlint hook pre-commit` through real `git commit` with installed hooks: the staged
/// content is checked (never the work tree's), against the rest of the project.
struct PreCommitTests {
    static let bad = "protocol AViewProtocol {}\n"
    static let good = """
        final class AService {
            func load() {}
        }

        """

    /// The seed's module on develop, hooks installed.
    static func project(install: Bool = true) throws -> TemporaryRepository {
        let repo = try ProtocolsCommandTests.tree()
        try repo.git("add", "-A")
        try repo.commit(Seed.message)
        if install {
            let result = try repo.flowlint("hooks", "install")
            #expect(result.status == 0, "\(result)")
        }
        return repo
    }

    static func commit(_ repo: TemporaryRepository, _ extra: [String] = []) throws -> Shell.Result {
        var environment = repo.environment
        environment["LANG"] = "en_US.UTF-8"
        return try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["commit", "-q", "-m", Seed.message] + extra, in: repo.path, environment: environment)
    }

    @Test func installAddsTheHookWhereThereIsSwiftOrObjectiveC() throws {
        let repo = try Self.project(install: false)
        let installed = try repo.flowlint("hooks", "install")
        #expect(installed.stdout.contains(".git/hooks/pre-commit: installed"), "\(installed)")
        #expect(try repo.read(".git/hooks/pre-commit").contains("hook pre-commit"))
        #expect(try repo.flowlint("hooks", "status").stdout.contains("pre-commit: flowlint"))
        #expect(try repo.flowlint("hooks", "uninstall").status == 0)
        #expect(!repo.exists(".git/hooks/pre-commit"))

        let left = try repo.flowlint("hooks", "install", "--no-pre-commit")
        #expect(left.status == 0 && !left.stdout.contains("pre-commit"), "\(left)")
        #expect(!repo.exists(".git/hooks/pre-commit") && repo.exists(".git/hooks/commit-msg"))

        let plain = try TemporaryRepository.withFeatureBranch()
        #expect(try plain.flowlint("hooks", "install").status == 0)
        #expect(!plain.exists(".git/hooks/pre-commit") && plain.exists(".git/hooks/commit-msg"))
    }

    @Test func aStagedBadFileBlocksTheCommit() throws {
        let repo = try Self.project()
        let before = try repo.git("rev-parse", "HEAD")
        try repo.write("App/Other/AViewProtocol.swift", Self.bad)
        try repo.git("add", "App/Other/AViewProtocol.swift")
        let result = try Self.commit(repo)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("App/Other/AViewProtocol.swift:1:10: error:"), "\(result)")
        #expect(result.stderr.contains("[mvp-protocols-file]"))
        #expect(try repo.git("rev-parse", "HEAD") == before)
        // Fixed and staged again, it passes.
        try repo.write("App/Other/AViewProtocol.swift", Self.good)
        try repo.git("add", "App/Other/AViewProtocol.swift")
        let fixed = try Self.commit(repo)
        #expect(fixed.status == 0, "\(fixed)")
        #expect(try repo.git("rev-parse", "HEAD") != before)
    }

    @Test func theIndexIsCheckedNotTheWorkTree() throws {
        let repo = try Self.project()
        // Good in the index, broken in the work tree: passes.
        try repo.write("App/Other/AService.swift", Self.good)
        try repo.git("add", "App/Other/AService.swift")
        try repo.write("App/Other/AService.swift", Self.bad)
        let passes = try Self.commit(repo)
        #expect(passes.status == 0, "\(passes)")

        // Partly staged (`git add -p`): bad in the index, good in the work tree: blocked.
        let blob = try repo.git(["hash-object", "-w", "--stdin"], stdin: Self.bad)
        try repo.git("update-index", "--add", "--cacheinfo", "100644,\(blob),App/Other/BViewProtocol.swift")
        try repo.write("App/Other/BViewProtocol.swift", Self.good)
        let blocked = try Self.commit(repo)
        #expect(blocked.status == 1, "\(blocked)")
        #expect(blocked.stderr.contains("App/Other/BViewProtocol.swift:1:10: error:"), "\(blocked)")
    }

    @Test func onlyStagedFilesAreReported() throws {
        let repo = try Self.project()
        try repo.write("App/Old/AViewProtocol.swift", Self.bad)
        try repo.git("add", "-A")
        #expect(try Self.commit(repo, ["--no-verify"]).status == 0)
        try repo.write("App/Other/AService.swift", Self.good)
        try repo.git("add", "App/Other/AService.swift")
        let result = try Self.commit(repo)
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("App/Old/"))
        // The hook on its own, with nothing staged, has nothing to say.
        let idle = try repo.flowlint("hook", "pre-commit")
        #expect(idle.status == 0 && idle.stdout.isEmpty && idle.stderr.isEmpty, "\(idle)")
    }

    @Test func theRestOfTheProjectIsTheContext() throws {
        let repo = try Self.project()
        // A presenter protocol staged alone: its view protocol lives in another file of the tree.
        try repo.write("App/EventList/EventListPresenter.swift", """
            final class EventListPresenter {
                // MARK: - Properties
                weak var view: EventListViewProtocol!
            }

            // MARK: - EventListPresenterProtocol
            extension EventListPresenter: EventListPresenterProtocol {}

            """)
        try repo.git("add", "-A")
        let result = try Self.commit(repo)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("[mvp-presenter-conformance]"), "\(result)")
        #expect(!result.stderr.contains("EventListProtocols.swift"))
    }

    @Test func anExistingPreCommitHookIsChained() throws {
        let repo = try Self.project(install: false)
        let marker = repo.scratch("user-hook-ran")
        let hook = repo.path + "/.git/hooks/pre-commit"
        try "#!/bin/sh\ntouch '\(marker)'\n[ -e NOPE ] && exit 7\nexit 0\n".write(toFile: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        let installed = try repo.flowlint("hooks", "install")
        #expect(installed.stdout.contains("pre-commit: installed; the existing hook is kept"), "\(installed)")
        try repo.write("App/Other/AService.swift", Self.good)
        try repo.git("add", "App/Other/AService.swift")
        #expect(try Self.commit(repo).status == 0)
        #expect(FileManager.default.fileExists(atPath: marker))
        // The user's hook still decides first.
        try repo.write("NOPE", "")
        try repo.write("App/Other/BService.swift", Self.good)
        try repo.git("add", "App/Other/BService.swift")
        #expect(try Self.commit(repo).status != 0)
        #expect(try repo.flowlint("hooks", "uninstall").status == 0)
        #expect(try repo.read(".git/hooks/pre-commit").contains("user-hook-ran"))
    }

    @Test func noCacheGivesTheSameAnswer() throws {
        let repo = try Self.project(install: false)
        try repo.write("App/Other/AViewProtocol.swift", Self.bad)
        try repo.git("add", "-A")
        let cached = try repo.flowlint("hook", "pre-commit")
        let warm = try repo.flowlint("hook", "pre-commit", environment: SourceCacheTests.stats)
        let uncached = try repo.flowlint("hook", "pre-commit", "--no-cache")
        #expect(cached.status == 1 && warm.status == 1 && uncached.status == 1)
        // The project's facts come from the first run's snapshot: only the staged file is looked up.
        #expect(warm.stderr.contains("flowlint cache: hits 1, misses 0, project reused"), "\(warm)")
        #expect(cached.stderr == uncached.stderr)
    }

    /// A file that can't be read (its blob missing for a while) leaves no snapshot behind: once
    /// it can be read, its declarations count again.
    @Test func aFileThatCouldNotBeReadLeavesNoSnapshot() throws {
        let repo = try Self.project(install: false)
        let blob = try repo.git("rev-parse", ":App/EventList/EventListProtocols.swift").trimmingCharacters(in: .whitespacesAndNewlines)
        let object = repo.path + "/.git/objects/" + blob.prefix(2) + "/" + blob.dropFirst(2)
        #expect(FileManager.default.fileExists(atPath: object))
        try repo.write("App/EventList/EventListPresenter.swift", ProtocolsCommandTests.presenter + "\n// Заметка\n")
        try repo.git("add", "-A")
        try FileManager.default.moveItem(atPath: object, toPath: object + ".away")
        let unread = try repo.flowlint("hook", "pre-commit", "--format", "json")
        #expect(unread.status == 0, "\(unread)")
        try FileManager.default.moveItem(atPath: object + ".away", toPath: object)
        #expect(try !Self.hookMatchesNoCache(repo, "the blob back"))
        #expect(try Self.hookMatchesNoCache(repo, "again"))
    }

    /// Excluded sources (a committed `Pods/`) stay out whether the globs or the snapshot decide.
    @Test func excludedSourcesStayOutWithTheSnapshot() throws {
        let repo = try Self.project(install: false)
        try repo.write("Pods/Lib/LibViewProtocol.swift", Self.bad)
        try repo.git("add", "-A")
        #expect(try Self.commit(repo, ["--no-verify"]).status == 0)
        for round in 0..<3 {
            try repo.write("Pods/Lib/LibViewProtocol.swift", Self.bad + "// \(round)\n")
            try repo.write("App/Other/AViewProtocol.swift", Self.bad + "// \(round)\n")
            try repo.git("add", "-A")
            let reused = try Self.hookMatchesNoCache(repo, "round \(round)")
            #expect(reused == (round > 0), "round \(round)")
            let result = try repo.flowlint("hook", "pre-commit")
            #expect(result.status == 1 && !result.stderr.contains("Pods/"), "\(result)")
        }
    }

    /// `protocols` and the hook keep what they reuse in the same pack, each without spoiling the other's.
    @Test func protocolsAndTheHookShareThePack() throws {
        let repo = try Self.project(install: false)
        try repo.write("App/Other/AViewProtocol.swift", Self.bad)
        try repo.git("add", "-A")
        for _ in 0..<2 {
            _ = try repo.flowlint("hook", "pre-commit")
            _ = try repo.flowlint("protocols")
        }
        let hook = try repo.flowlint("hook", "pre-commit", environment: SourceCacheTests.stats)
        #expect(hook.status == 1 && hook.stderr.contains("project reused"), "\(hook)")
        let protocols = try repo.flowlint("protocols", environment: SourceCacheTests.stats)
        #expect(protocols.status == 1 && protocols.stderr.contains("outcome reused"), "\(protocols.stderr)")
    }

    /// The hook with the cache against `--no-cache`, and whether the project's snapshot was reused.
    static func hookMatchesNoCache(_ repo: TemporaryRepository, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let cached = try repo.flowlint("hook", "pre-commit", "--format", "json", environment: SourceCacheTests.stats)
        let uncached = try repo.flowlint("hook", "pre-commit", "--format", "json", "--no-cache")
        #expect(cached.status == uncached.status && cached.stdout == uncached.stdout, "\(what): \(cached) \(uncached)", sourceLocation: sourceLocation)
        return cached.stderr.contains("project reused")
    }

    /// The snapshot of the project's facts stands in only while every file declares what it did:
    /// lines moved are reported where they now are; a declaration changed, staged or committed
    /// without the hook, a file added or deleted, builds the project again.
    @Test func theProjectsSnapshotStandsInOnlyWhileTheDeclarationsHold() throws {
        let repo = try Self.project(install: false)
        try repo.write("App/Other/AViewProtocol.swift", Self.bad)
        try repo.git("add", "-A")
        #expect(try !Self.hookMatchesNoCache(repo, "first run"))
        #expect(try Self.hookMatchesNoCache(repo, "again"))

        try repo.write("App/Other/AViewProtocol.swift", "\n\n// Заметка\n" + Self.bad)
        try repo.git("add", "-A")
        #expect(try Self.hookMatchesNoCache(repo, "lines moved"))
        #expect(try repo.flowlint("hook", "pre-commit").stderr.contains("App/Other/AViewProtocol.swift:4:10: error:"))

        try repo.write("App/EventList/EventListProtocols.swift", ProtocolsCommandTests.protocols.replacingOccurrences(
            of: "func reloadEventList()", with: "func reloadEventList()\n    func showError()"))
        try repo.git("add", "-A")
        #expect(try !Self.hookMatchesNoCache(repo, "a requirement staged"))
        #expect(try Self.hookMatchesNoCache(repo, "kept again"))

        // Committed without the hook: the next commit's check sees the new presenter all the same.
        try repo.write("App/EventList/EventListPresenter.swift", "final class EventListPresenter {\n    weak var view: EventListViewProtocol!\n}\n"
                       + "extension EventListPresenter: EventListPresenterProtocol {}\n")
        try repo.git("add", "-A")
        #expect(try Self.commit(repo, ["--no-verify"]).status == 0)
        try repo.write("App/EventList/EventListPresenter.swift", "final class EventListPresenter {\n    weak var view: EventListViewProtocol!\n}\n"
                       + "\n// MARK: - EventListPresenterProtocol\nextension EventListPresenter: EventListPresenterProtocol {}\n")
        try repo.git("add", "-A")
        #expect(try !Self.hookMatchesNoCache(repo, "a declaration committed without the hook"))
        #expect(try repo.flowlint("hook", "pre-commit").stderr.contains("[mvp-presenter-conformance]"))

        try repo.write("App/Other/BService.swift", Self.good)
        try repo.git("add", "-A")
        #expect(try !Self.hookMatchesNoCache(repo, "a file added"))
        try repo.git("rm", "-q", "--cached", "App/Other/BService.swift")
        #expect(try !Self.hookMatchesNoCache(repo, "a file taken out"))
    }
}
