import Foundation
import Testing
import TestSupport

/// The pre-commit hook through real `git commit` on the indexes libgit2 can't read, a split one
/// (`core.splitIndex`) and a sparse one (`sparse-checkout --sparse-index`): git's own reading of
/// the index gives the verdict a plain index gives.
struct PreCommitIndexFormatTests {
    /// The exit status and the findings of a commit staging a bad file and a presenter whose
    /// protocols live in a file that is not staged.
    static func verdict(_ prepare: (TemporaryRepository) throws -> Void) throws -> (Int32, [String]) {
        let repo = try PreCommitTests.project()
        try repo.write("App/Other/Other.swift", PreCommitTests.good)
        try repo.git("add", "-A")
        #expect(try PreCommitTests.commit(repo, ["--no-verify"]).status == 0)
        try prepare(repo)
        try repo.write("App/Other/AViewProtocol.swift", PreCommitTests.bad)
        try repo.write("App/EventList/EventListPresenter.swift", """
            final class EventListPresenter {
                // MARK: - Properties
                weak var view: EventListViewProtocol!
            }

            // MARK: - EventListPresenterProtocol
            extension EventListPresenter: EventListPresenterProtocol {}

            """)
        try repo.git("add", "--sparse", "App/Other/AViewProtocol.swift", "App/EventList/EventListPresenter.swift")
        let before = try repo.git("rev-parse", "HEAD")
        let result = try PreCommitTests.commit(repo)
        #expect(try repo.git("rev-parse", "HEAD") == before)
        let findings = result.stderr.split(separator: "\n").filter { $0.contains(": error:") || $0.contains(": warning:") }.map(String.init)
        return (result.status, findings)
    }

    @Test func aSplitIndexGetsThePlainIndexsVerdict() throws {
        let plain = try Self.verdict { _ in }
        #expect(plain.0 == 1 && !plain.1.isEmpty, "\(plain)")
        let split = try Self.verdict { repo in
            try repo.git("config", "core.splitIndex", "true")
            try repo.git("update-index", "--split-index")
            let files = try FileManager.default.contentsOfDirectory(atPath: repo.path + "/.git")
            #expect(files.contains { $0.hasPrefix("sharedindex.") })
        }
        #expect(split.0 == plain.0 && split.1 == plain.1, "split: \(split)\nplain: \(plain)")
    }

    @Test func aSparseIndexGetsThePlainIndexsVerdict() throws {
        let plain = try Self.verdict { _ in }
        let sparse = try Self.verdict { repo in
            try repo.git("sparse-checkout", "init", "--cone", "--sparse-index")
            try repo.git("sparse-checkout", "set", "App/Other")
            #expect(!repo.exists("App/EventList/EventListProtocols.swift"))
        }
        #expect(sparse.0 == plain.0 && sparse.1 == plain.1, "sparse: \(sparse)\nplain: \(plain)")
    }

    @Test func theHookIsInstalledAndAGoodCommitPassesOnBoth() throws {
        for prepare in [{ (repo: TemporaryRepository) in
            try repo.git("config", "core.splitIndex", "true")
            try repo.git("update-index", "--split-index")
        }, { (repo: TemporaryRepository) in
            try repo.git("sparse-checkout", "init", "--cone", "--sparse-index")
            try repo.git("sparse-checkout", "set", "App/Other")
        }] {
            let repo = try PreCommitTests.project(install: false)
            try prepare(repo)
            // Installed on such an index: it holds Swift files, so the pre-commit hook is added.
            #expect(try repo.flowlint("hooks", "install").status == 0)
            #expect(try repo.read(".git/hooks/pre-commit").contains("hook pre-commit"))
            try repo.write("App/Other/AService.swift", PreCommitTests.good)
            try repo.git("add", "App/Other/AService.swift")
            let result = try PreCommitTests.commit(repo)
            #expect(result.status == 0, "\(result)")
            #expect(try repo.git("log", "-1", "--format=%s") == "[EW_IOS-98] требуется собрать приложение с использованием IBM Maas 360 SDK 2.95")
        }
    }
}
