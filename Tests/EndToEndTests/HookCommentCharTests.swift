import Foundation
import Testing
import TestSupport

/// `core.commentChar=auto` and `commit.verbose` as `git commit` applies them to the message:
/// real commits through the installed hooks, then what git stored.
struct HookCommentCharTests {
    static let scissors = "# ------------------------ >8 ------------------------"

    func repository(_ config: [(String, String)]) throws -> TemporaryRepository {
        let repo = try TemporaryRepository.withFeatureBranch("features/EW_IOS-98_Экран_оплаты")
        for (key, value) in config { try repo.git("config", key, value) }
        #expect(try repo.flowlint("hooks", "install").status == 0)
        return repo
    }

    func commit(_ repo: TemporaryRepository, _ message: String, _ arguments: [String] = [], editor: Bool = false) throws -> Shell.Result {
        let path = try repo.messageFile(Array(message.utf8))
        var environment = repo.environment
        if editor { environment["GIT_EDITOR"] = "true" }
        return try Shell.run(
            Shell.which("git") ?? "/usr/bin/git", ["commit", "--allow-empty", "-F", path] + arguments + (editor ? ["-e"] : []),
            in: repo.path, environment: environment)
    }

    func stored(_ repo: TemporaryRepository) throws -> String { try repo.git("log", "-1", "--format=%B") }

    /// With `auto` git picks `;` when a line starts with `#`: the `#` line is the body git keeps,
    /// even where it strips comments.
    @Test(arguments: [nil, "strip"], [false, true])
    func aHashLineUnderAutoIsTheBodyGitKeeps(cleanup: String?, editor: Bool) throws {
        let repo = try repository([("core.commentChar", "auto")] + (cleanup.map { [("commit.cleanup", $0)] } ?? []))
        let message = "[EW_IOS-98] Исправил падение экрана оплаты\n\n# Обновил структуру и настройки проекта\n"
        let result = try commit(repo, message, editor: editor)
        #expect(result.status == 0, "\(result)")
        #expect(try stored(repo) == message.dropLast())
        #expect(try repo.flowlint("commits", "HEAD^..HEAD").status == 0)
    }

    /// A message that is only a `#` line is stored as it is under `auto`: judged as `commits`
    /// would judge the stored commit, it is refused.
    @Test(arguments: [nil, "strip"])
    func aMessageThatIsOnlyAHashLineUnderAutoIsJudgedAsStored(cleanup: String?) throws {
        let repo = try repository([("core.commentChar", "auto")] + (cleanup.map { [("commit.cleanup", $0)] } ?? []))
        let before = try repo.git("rev-parse", "HEAD")
        let refused = try commit(repo, "# только комментарий\n")
        #expect(refused.status != 0, "\(refused)")
        #expect(refused.stderr.contains("[commit-header-format]"), "\(refused)")
        #expect(try repo.git("rev-parse", "HEAD") == before)
        // What git stores without the hook is what `commits` reports.
        #expect(try commit(repo, "# только комментарий\n", ["--no-verify"]).status == 0)
        #expect(try stored(repo) == "# только комментарий")
        #expect(try repo.flowlint("commits", "HEAD^..HEAD").stdout.contains("[commit-header-format]"))
    }

    /// No line starts with `#`: git keeps `#` under `auto`, and a `;` line is text it stores.
    @Test func aSemicolonLineIsTextWhenNoLineStartsWithAHash() throws {
        let repo = try repository([("core.commentChar", "auto"), ("commit.cleanup", "strip")])
        let result = try commit(repo, "[EW_IOS-98] Исправил экран #42\n\n- Обновил экран\n; This English note is kept by git\n")
        #expect(result.status != 0, "\(result)")
        #expect(result.stderr.contains("[commit-language]"), "\(result)")
    }

    /// With `commit.verbose=true` git cuts at the scissors line even with `-F`: the body below
    /// it is not stored, and the hook says so.
    @Test func verboseCutsAtTheScissorsLineWithoutAnEditor() throws {
        let repo = try repository([("commit.verbose", "true")])
        let before = try repo.git("rev-parse", "HEAD")
        let refused = try commit(repo, "[EW_IOS-98] Исправил падение экрана оплаты\n\(Self.scissors)\n\n- Обновил экран\n")
        #expect(refused.status != 0, "\(refused)")
        #expect(refused.stderr.contains("[commit-body]"), "\(refused)")
        #expect(try repo.git("rev-parse", "HEAD") == before)
        let accepted = try commit(repo, "[EW_IOS-98] Исправил падение экрана оплаты\n\n- Обновил экран\n\(Self.scissors)\nThis English text is thrown away by git\n")
        #expect(accepted.status == 0, "\(accepted)")
        #expect(try stored(repo) == "[EW_IOS-98] Исправил падение экрана оплаты\n\n- Обновил экран")
    }

    /// Without `commit.verbose` and without an editor git keeps what follows a scissors line.
    @Test func withoutVerboseTheScissorsLineIsKeptInDefaultMode() throws {
        let repo = try repository([])
        let result = try commit(repo, "[EW_IOS-98] Исправил падение экрана оплаты\n\n- Обновил экран\n\(Self.scissors)\nThis English text is kept by git and judged\nIt says nothing in Russian at all\n")
        #expect(result.status != 0, "\(result)")
        #expect(result.stderr.contains("[commit-language]"), "\(result)")
    }

    /// `git commit -v` with the editor: git writes its own scissors line above the diff, and cuts
    /// there; the English diff is never judged.
    @Test(arguments: ["strip", "scissors"])
    func theDiffBelowGitsScissorsLineIsNotJudged(cleanup: String) throws {
        let repo = try repository([("commit.cleanup", cleanup)])
        try repo.write("Screen.swift", "// English comment written in the diff\nlet value = 1\n")
        try repo.git("add", "Screen.swift")
        let path = try repo.messageFile(Array("[EW_IOS-98] Исправил падение экрана оплаты\n\n- Обновил экран\n".utf8))
        var environment = repo.environment
        environment["GIT_EDITOR"] = "true"
        let result = try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["commit", "-v", "-e", "-F", path], in: repo.path, environment: environment)
        #expect(result.status == 0, "\(result)")
        #expect(try repo.flowlint("commits", "HEAD^..HEAD").status == 0)
    }
}
