import Foundation
import SwiftParser
import SwiftSyntax
import Testing
import TestSupport

/// `protocols --fix --fix-renames` killed (SIGKILL, SIGINT, SIGTERM) at a write, then run again:
/// the project is wholly as before the fix or wholly as after it, so every declaration exists
/// exactly once and every file parses. The writes are counted by the test-only
/// `FLOWLINT_TEST_FAULT_AT_WRITE`. A small project is killed at every write; the 500-module one
/// (2,000 files, about 2,250 writes) at two per signal, as a kill at each of them would cost CI
/// hours (a fix of it takes seconds in a debug build).
@Suite
struct ProtocolsFixFaultTests {
    /// The generated project: the pristine repository, and the files as a fix without a fault
    /// leaves them.
    final class Fixture: @unchecked Sendable {
        let repository: TemporaryRepository
        let names: [String]
        let before: [String: Data]
        let after: [String: Data]
        /// How many writes a whole fix makes, from what it reports: the journal, each new folder,
        /// a temporary per file, the sync, the commit, a rename per file and per move, and the
        /// journal's removal.
        let writes: Int

        init(modules: Int) throws {
            repository = try TemporaryRepository()
            names = try FaultProject.write(modules: modules, into: repository)
            try repository.git("add", "-A")
            try repository.commit(Seed.message)
            before = FaultProject.snapshot(repository.path)
            let copy = try FaultProject.copy(repository, to: "reference")
            let fixed = try FlowlintBinary.run(["protocols", "--fix", "--fix-renames", "--lang", "en"], in: repository, directory: copy, timeout: 600)
            after = FaultProject.snapshot(copy)
            let lines = fixed.stdout.split(separator: "\n")
            let files = lines.filter { $0.hasSuffix(": created") || $0.hasSuffix(": fixed") }.count
            let moves = lines.filter { $0.contains("moved: ") }.count
            let (old, new) = (before, after)
            let folders = new.filter { $0.value == Data("/".utf8) && old[$0.key] == nil }.count
            writes = 4 + folders + 2 * files + moves
            try FaultProject.expectSound(before, names: names)
            try FaultProject.expectSound(after, names: names)
            guard before != after, fixed.status != 3 else { throw FaultProject.Failure(description: "the fix changed nothing: \(fixed)") }
        }
    }

    static let small = Result { try Fixture(modules: 6) }
    static let large = Result { try Fixture(modules: 500) }

    @Test(arguments: ["KILL", "INT", "TERM"])
    func aKillAtEveryWriteOfASmallProjectLosesNothing(signal: String) throws {
        let fixture = try Self.small.get()
        var write = 1
        while try FaultProject.kill(fixture, at: write, signal: signal) {
            write += 1
        }
        #expect(write - 1 == fixture.writes)
        #expect(write > 20, "only \(write - 1) writes")
    }

    /// Writes spread over the temporaries and the renames (the first and last writes, and every
    /// one between, are the small project's); `FLOWLINT_FAULT_SAMPLES=N` kills at N per signal.
    @Test(arguments: ["KILL", "INT", "TERM"])
    func aKillAtSampledWritesOfFiveHundredModulesLosesNothing(signal: String) throws {
        let fixture = try Self.large.get()
        let total = fixture.writes
        let count = ProcessInfo.processInfo.environment["FLOWLINT_FAULT_SAMPLES"].flatMap(Int.init) ?? 2
        // Each signal at its own writes: INT and TERM one past KILL's.
        let shift = ["KILL": 0, "INT": 1, "TERM": 2][signal] ?? 0
        for sample in 1...max(1, count) {
            let write = min(total, total * sample / (count + 1) + shift)
            // The next run checks one module: any `protocols` finishes or undoes the journal first.
            #expect(try FaultProject.kill(fixture, at: write, signal: signal, recheck: ["App/Mvp/EventEvent0"]), "write \(write) of \(total)")
        }
    }

    /// Outside a repository the journal lies at the project's root: the next run undoes a fix
    /// killed before its commit and finishes one killed after it.
    @Test func aKillOutsideARepositoryIsUndoneOrFinished() throws {
        let fixture = try Self.small.get()
        for write in [3, fixture.writes - 1] {
            let copy = try FaultProject.copy(fixture.repository, to: "unversioned-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(atPath: copy) }
            try FileManager.default.removeItem(atPath: copy + "/.git")
            let killed = try FlowlintBinary.run(["protocols", "--fix", "--fix-renames"], in: fixture.repository, directory: copy,
                                                environment: FaultProject.environment(write: write, signal: "KILL"))
            #expect(killed.signal == SIGKILL, "\(killed)")
            #expect(FileManager.default.fileExists(atPath: copy + "/.flowlint-fix.journal"))
            let again = try FlowlintBinary.run(["protocols", "--lang", "en"], in: fixture.repository, directory: copy)
            #expect(again.stderr.contains(write == 3 ? "undid an interrupted fix" : "finished an interrupted fix"), "\(again)")
            #expect(FaultProject.snapshot(copy) == (write == 3 ? fixture.before : fixture.after), "killed at write \(write)")
        }
    }
}

enum FaultProject {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let words = ["Event", "Profile", "Settings", "Order", "Basket", "Catalog", "Search", "Chat", "News", "Payment"]

    /// Half MVP modules whose view controller declares the protocols (moved into a new
    /// `<Module>Protocols.swift`) and whose presenter holds its view strongly; half VIPER modules
    /// with a misnamed interactor file (renamed) and the router outside `Router/` (moved into a
    /// new folder). Returns every type and protocol name declared.
    static func write(modules: Int, into repository: TemporaryRepository) throws -> [String] {
        var names: [String] = []
        for index in 0..<modules {
            let name = words[index % words.count] + words[(index / words.count) % words.count] + "\(index)"
            if index % 2 == 0 {
                let folder = "App/Mvp/\(name)/"
                try repository.write(folder + "\(name)ViewController.swift", """
                    import UIKit

                    final class \(name)ViewController: UIViewController, \(name)ViewProtocol {
                        // MARK: - Properties
                        var presenter: \(name)PresenterProtocol!
                    }

                    protocol \(name)ViewProtocol: AnyObject {
                        func showTitle(_ title: String)
                    }

                    protocol \(name)PresenterProtocol: AnyObject {
                        // MARK: - Methods
                        func viewDidLoad()
                    }

                    """)
                try repository.write(folder + "\(name)Presenter.swift", """
                    final class \(name)Presenter: \(name)PresenterProtocol {
                        // MARK: - Properties
                        var view: \(name)ViewProtocol!

                        // MARK: - Methods
                        func viewDidLoad() {}
                    }

                    """)
                names += ["\(name)ViewController", "\(name)ViewProtocol", "\(name)PresenterProtocol", "\(name)Presenter"]
            } else {
                let folder = "App/Viper/\(name)/"
                try repository.write(folder + "Interactor/\(name)sInteractor.swift", "final class \(name)Interactor {}\n")
                try repository.write(folder + "Interactor/\(name)InteractorInput.swift", "protocol \(name)InteractorInput {}\n")
                try repository.write(folder + "Presenter/\(name)Presenter.swift", "final class \(name)Presenter {}\n")
                try repository.write(folder + "\(name)Router.swift", "final class \(name)Router {}\n")
                names += ["\(name)Interactor", "\(name)InteractorInput", "\(name)Presenter", "\(name)Router"]
            }
        }
        return names
    }

    /// A copy of the pristine repository (work tree and git folder) beside it.
    static func copy(_ repository: TemporaryRepository, to name: String) throws -> String {
        let target = repository.scratch(name)
        try? FileManager.default.removeItem(atPath: target)
        let result = try Shell.run("/bin/cp", ["-a", repository.path, target], in: repository.root.path, environment: [:])
        guard result.status == 0 else { throw Failure(description: "cp: \(result)") }
        return target
    }

    /// Every file of the work tree (not `.git`) by path, with its bytes; a link as its target.
    static func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            if relative == ".git" { enumerator?.skipDescendants(); continue }
            let path = folder + "/" + relative
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            files[relative] = isFolder.boolValue ? Data("/".utf8) : FileManager.default.contents(atPath: path) ?? Data()
        }
        return files
    }

    /// Every Swift file parses, and every generated name is declared exactly once.
    static func expectSound(_ files: [String: Data], names: [String]) throws {
        var declared: [String: Int] = [:]
        for (path, bytes) in files where path.hasSuffix(".swift") {
            let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
            #expect(!tree.hasError, "\(path) does not parse")
            for statement in tree.statements {
                if let type = statement.item.as(ClassDeclSyntax.self) { declared[type.name.text, default: 0] += 1 }
                if let type = statement.item.as(ProtocolDeclSyntax.self) { declared[type.name.text, default: 0] += 1 }
            }
        }
        #expect(declared == Dictionary(uniqueKeysWithValues: names.map { ($0, 1) }))
    }

    static func environment(write: Int, signal: String) -> [String: String] {
        ["FLOWLINT_TEST_FAULT_AT_WRITE": "\(write)", "FLOWLINT_TEST_FAULT_SIGNAL": signal]
    }

    /// Kills a fix at `write`, then runs `protocols` (which finishes or undoes what the killed
    /// run left) and compares the work tree with the pristine and the fixed ones. False when the
    /// fix made fewer writes (nothing was killed). `disk`: the copy is on a small disk left with
    /// `free` pages, for both runs.
    static func kill(_ fixture: ProtocolsFixFaultTests.Fixture, at write: Int, signal: String, recheck paths: [String] = [],
                     on disk: (SmallDisk, free: Int)? = nil) throws -> Bool {
        let copy = try disk.map { try $0.0.copy(fixture.repository, leaving: $0.free) } ?? copy(fixture.repository, to: "killed-\(UUID().uuidString)")
        defer { if let disk { disk.0.empty() } else { try? FileManager.default.removeItem(atPath: copy) } }
        let killed = try FlowlintBinary.run(["protocols", "--fix", "--fix-renames", "--lang", "en"], in: fixture.repository, directory: copy,
                                            environment: environment(write: write, signal: signal), timeout: 600)
        let number: Int32 = ["KILL": SIGKILL, "INT": SIGINT, "TERM": SIGTERM][signal] ?? SIGKILL
        guard killed.signal == number else {
            // Fewer writes than `write`: the fix went through, or found the disk full and changed nothing.
            let full = disk != nil && killed.stderr.hasPrefix("flowlint: no space left on the disk")
            #expect(killed.status != 3 || full, "write \(write): \(killed)")
            #expect(snapshot(copy) == (full ? fixture.before : fixture.after), "write \(write): \(killed)")
            return false
        }
        let again = try FlowlintBinary.run(["protocols", "--lang", "en"] + paths, in: fixture.repository, directory: copy, timeout: 600)
        #expect(again.status != 3, "killed at write \(write) by SIG\(signal), then: \(again)")
        let files = snapshot(copy)
        let state = files == fixture.before ? "before" : files == fixture.after ? "after" : "neither"
        #expect(state != "neither", "killed at write \(write) by SIG\(signal): \(difference(files, fixture)) \(again.stderr)")
        if state == "neither" { try expectSound(files, names: fixture.names) }
        #expect(FileManager.default.fileExists(atPath: copy + "/.git/flowlint-fix.journal") == false)
        // SIGINT and SIGTERM wait: undone before the commit, finished after it, nothing for the next run.
        if signal != "KILL" { #expect(!again.stderr.contains("interrupted fix"), "\(again)") }
        return true
    }

    private static func difference(_ files: [String: Data], _ fixture: ProtocolsFixFaultTests.Fixture) -> String {
        let changed = Set(files.keys).union(fixture.after.keys).filter { files[$0] != fixture.after[$0] }.sorted().prefix(5)
        return "differs from the fixed tree at \(changed.joined(separator: ", "))"
    }
}
