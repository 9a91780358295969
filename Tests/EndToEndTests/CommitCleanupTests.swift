import Foundation
import Testing
import TestSupport

/// The commit-msg hook judges what git will store, whatever `commit.cleanup` says (issue 13, B17):
/// real `git commit` through the installed hook, then what git kept.
struct CommitCleanupTests {
    func repository(cleanup: String?) throws -> TemporaryRepository {
        let repo = try TemporaryRepository.withFeatureBranch("features/EW_IOS-42_Экран")
        if let cleanup { try repo.git("config", "commit.cleanup", cleanup) }
        #expect(try repo.flowlint("hooks", "install").status == 0)
        return repo
    }

    func gitCommit(_ repo: TemporaryRepository, _ arguments: [String], editor: Bool) throws -> Shell.Result {
        var environment = repo.environment
        environment["LANG"] = "en_US.UTF-8"
        if editor { environment["GIT_EDITOR"] = "true" }
        return try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["commit", "--allow-empty"] + arguments + (editor ? ["-e"] : []),
                             in: repo.path, environment: environment)
    }

    /// `-m "#42 fixed"`: without an editor git keeps the `#` line in `default` mode, and in
    /// `whitespace`/`verbatim` mode always.
    @Test(arguments: [(nil, false), ("default", false), ("whitespace", false), ("whitespace", true), ("verbatim", true), ("scissors", false)])
    func aCommentLikeHeaderGitWouldStoreIsRefused(cleanup: String?, editor: Bool) throws {
        let repo = try repository(cleanup: cleanup)
        let before = try repo.git("rev-parse", "HEAD")
        let result = try gitCommit(repo, ["-m", "#42 fixed"], editor: editor)
        #expect(result.status != 0, "\(result)")
        #expect(result.stderr.contains("[commit-header-format]"), "\(result)")
        #expect(try repo.git("rev-parse", "HEAD") == before)
    }

    /// Where git strips comment lines, a comment is not part of the message, either way round.
    @Test(arguments: [(nil, true), ("strip", false), ("strip", true)])
    func commentLinesGitStripsAreNotChecked(cleanup: String?, editor: Bool) throws {
        let repo = try repository(cleanup: cleanup)
        let result = try gitCommit(repo, ["-m", "[EW_IOS-42] Сделал экран\n\n- Добавил экран\n# english note, stripped"], editor: editor)
        #expect(result.status == 0, "\(result)")
        #expect(try !repo.git("log", "-1", "--format=%B").contains("english note"))
        // And a message that is only a comment stores nothing: git aborts it, not the hook.
        let empty = try gitCommit(repo, ["-m", "#42 fixed"], editor: editor)
        #expect(!empty.stderr.contains("[commit-header-format]"), "\(empty)")
    }

    @Test func verbatimKeepsACommentAsTheBody() throws {
        let repo = try repository(cleanup: "verbatim")
        let result = try gitCommit(repo, ["-m", "[EW_IOS-42] Сделал экран\n\n# Добавил экран"], editor: false)
        #expect(result.status == 0, "\(result)")
        #expect(try repo.git("log", "-1", "--format=%B").contains("# Добавил экран"))
    }

    /// A byte that is not UTF-8 (`é` in Latin-1) only in lines git's clean-up drops: a comment,
    /// or what follows the scissors line. git stores a valid message; the hook lets it through.
    @Test(arguments: [
        (nil, true, "# Changes: caf\u{E9}\n"), ("strip", false, "# Changes: caf\u{E9}\n"),
        ("scissors", true, "# ------------------------ >8 ------------------------\ncaf\u{E9}\n"),
    ])
    func aBadByteOnlyInLinesGitDropsIsNotJudged(cleanup: String?, editor: Bool, dropped: String) throws {
        let repo = try repository(cleanup: cleanup)
        let path = try repo.messageFile(Self.latin1("[EW_IOS-42] Сделал экран\n\n- Добавил экран\n" + dropped))
        let result = try gitCommit(repo, ["-F", path], editor: editor)
        #expect(result.status == 0, "\(result)")
        #expect(try repo.git("log", "-1", "--format=%B") == "[EW_IOS-42] Сделал экран\n\n- Добавил экран")
    }

    /// Where git keeps the line (no editor: `default` keeps comments), the byte is stored and refused.
    @Test func aBadByteGitKeepsIsStillRefused() throws {
        let repo = try repository(cleanup: nil)
        let before = try repo.git("rev-parse", "HEAD")
        let path = try repo.messageFile(Self.latin1("[EW_IOS-42] Сделал экран\n\n- Добавил экран\n# Changes: caf\u{E9}\n"))
        let result = try gitCommit(repo, ["-F", path], editor: false)
        #expect(result.status != 0, "\(result)")
        #expect(result.stderr.contains("4:1: error:") && result.stderr.contains("[commit-encoding]"), "\(result)")
        #expect(try repo.git("rev-parse", "HEAD") == before)
    }

    /// UTF-8, except that U+00E9 is written as the single Latin-1 byte 0xE9.
    static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.flatMap { $0.value == 0xE9 ? [0xE9] : Array(String($0).utf8) }
    }
}

