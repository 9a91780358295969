import FileAccess
@testable import FileTransaction
import Foundation
import Testing

/// A transaction over files: all of it or none of it, whatever point a kill stops it at.
struct FileTransactionTests {
    /// A fresh folder holding `a.swift` (mode 0600) and `b.swift`.
    static func project() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-transaction-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try "old a\n".write(toFile: folder + "/App/a.swift", atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder + "/App/a.swift")
        try "old b\n".write(toFile: folder + "/App/b.swift", atomically: false, encoding: .utf8)
        return folder
    }

    /// Every file under `folder` with its text, the journal's folder left out.
    static func files(_ folder: String) -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder)
            files[relative] = isFolder.boolValue ? "/" : (try? String(contentsOfFile: folder + "/" + relative, encoding: .utf8)) ?? "?"
        }
        return files
    }

    static let before = ["App": "/", "App/a.swift": "old a\n", "App/b.swift": "old b\n"]
    static let after = ["App": "/", "App/a.swift": "new a\n", "App/New": "/", "App/New/Deep": "/", "App/New/Deep/c.swift": "new c\n",
                        "App/Moved": "/", "App/Moved/b2.swift": "old b\n"]

    static func transaction(_ folder: String, fault: FaultInjection? = nil) -> FileTransaction {
        var transaction = FileTransaction(journal: folder + ".journal", fault: fault)
        transaction.replace(folder + "/App/a.swift", with: Array("new a\n".utf8))
        transaction.create(folder + "/App/New/Deep/c.swift", with: Array("new c\n".utf8))
        transaction.move(folder + "/App/b.swift", to: folder + "/App/Moved/b2.swift")
        return transaction
    }

    @Test func aCommitReplacesCreatesAndMovesAndKeepsTheMode() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Self.transaction(folder).commit().isEmpty)
        #expect(Self.files(folder) == Self.after)
        #expect(!FileManager.default.fileExists(atPath: folder + ".journal"))
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/App/a.swift")[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// The unit tests' kill (`halt`) at each operation in turn, then the next run's recovery:
    /// the project is wholly as before or wholly as after, with no temporary left.
    @Test func aKillAtAnyOperationIsFinishedOrUndoneByTheNextRun() throws {
        var operation = 1, outcomes: Set<String> = []
        while operation < 100 {
            let folder = try Self.project()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try Self.transaction(folder, fault: FaultInjection(operation: operation, action: .halt)).commit()
            guard FileManager.default.fileExists(atPath: folder + ".journal") else {
                // Killed before the journal was written, or never killed: the whole commit ran.
                let files = Self.files(folder)
                #expect(files == Self.before || files == Self.after, "killed at operation \(operation)")
                if files == Self.after { break }
                operation += 1
                continue
            }
            let outcome = try #require(JournalRecovery.run(journal: folder + ".journal"))
            switch outcome {
            case .finished(_, let conflicts):
                #expect(conflicts.isEmpty)
                #expect(Self.files(folder) == Self.after, "killed at operation \(operation)")
                outcomes.insert("finished")
            case .undone:
                #expect(Self.files(folder) == Self.before, "killed at operation \(operation)")
                outcomes.insert("undone")
            default:
                Issue.record("killed at operation \(operation): \(outcome)")
            }
            #expect(!FileManager.default.fileExists(atPath: folder + ".journal"))
            #expect(JournalRecovery.run(journal: folder + ".journal") == nil)
            operation += 1
        }
        // The plan, 3 folders, 2 temporaries, the sync, the commit, 3 steps and the removal.
        #expect(operation == 13)
        #expect(outcomes == ["finished", "undone"])
    }

    /// A write that fails before the commit (here a name too long for the file system) leaves
    /// nothing: no temporary, no folder, no journal, every file as it was.
    @Test func aFailedWriteChangesNothing() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var transaction = Self.transaction(folder)
        transaction.create(folder + "/App/Other/" + String(repeating: "x", count: 250) + ".swift", with: Array("new\n".utf8))
        #expect(throws: FileTransaction.Failure.self) { try transaction.commit() }
        #expect(Self.files(folder) == Self.before)
        #expect(!FileManager.default.fileExists(atPath: folder + ".journal"))
    }

    /// A new file's name taken after it was checked: nothing is overwritten, the new text is
    /// left beside it.
    @Test func aNameTakenMeanwhileIsNeverOverwritten() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var transaction = FileTransaction(journal: folder + ".journal")
        transaction.create(folder + "/App/c.swift", with: Array("new c\n".utf8))
        try "someone else's\n".write(toFile: folder + "/App/c.swift", atomically: false, encoding: .utf8)
        let conflicts = try transaction.commit()
        #expect(conflicts.map(\.target) == [folder + "/App/c.swift"])
        #expect(try String(contentsOfFile: folder + "/App/c.swift", encoding: .utf8) == "someone else's\n")
        #expect(try String(contentsOfFile: try #require(conflicts.first).left, encoding: .utf8) == "new c\n")
    }

    @Test func aJournalAnotherRunHoldsIsLeftAlone() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = folder + ".journal"
        try "flowlint-journal 1\nplanned 0\n".write(toFile: journal, atomically: false, encoding: .utf8)
        let held = open(journal, O_RDONLY)
        defer { close(held) }
        #expect(flock(held, LOCK_EX) == 0)
        #expect(throws: FileTransaction.Failure.busy(journal: journal)) { try Self.transaction(folder).commit() }
        #expect(Self.files(folder) == Self.before)
        // flock belongs to the open file: another descriptor in this process is refused too.
        #expect(JournalRecovery.run(journal: journal) == .busy)
    }

    @Test func aFileThatIsNoJournalIsLeftAlone() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "something else\n".write(toFile: folder + ".journal", atomically: false, encoding: .utf8)
        #expect(JournalRecovery.run(journal: folder + ".journal") == .unreadable)
        #expect(FileManager.default.fileExists(atPath: folder + ".journal"))
    }

    @Test(arguments: ["plain", "with space", "new\nline", "100%", "tab\there", "Модуль/файл.swift", "%41"])
    func aJournalRecordsAnyPath(name: String) throws {
        let journal = Journal(steps: [.create(temporary: "/p/" + name + ".tmp", target: "/p/" + name), .move(from: "/a " + name, to: "/b"),
                                      .folder("/f/" + name), .replace(temporary: "/t", target: "/r/" + name)])
        var parsed = try #require(Journal(parsing: journal.plan))
        #expect(parsed.steps == journal.steps)
        #expect(parsed.planned && !parsed.committed)
        parsed = try #require(Journal(parsing: journal.plan + Journal.commitLine))
        #expect(parsed.committed)
        // Cut short anywhere, a plan is never taken for a whole one.
        for length in 0..<journal.plan.count - 1 {
            #expect(Journal(parsing: Array(journal.plan.prefix(length)) + Journal.commitLine)?.committed != true)
        }
    }
}
