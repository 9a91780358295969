import Foundation
import Testing
import TestSupport

/// `commits --fix` carries notes to the reworded commits where git's settings ask `git rebase`
/// to (`notes.rewriteRef`, `notes.rewrite.rebase`, `notes.rewriteMode`, `GIT_NOTES_REWRITE_REF`).
struct CommitsFixNotesTests {
    /// The feature branch with a note on its first and last commits, in the default notes ref
    /// and in `refs/notes/review`.
    static func repository() throws -> (TemporaryRepository, [String]) {
        let (repo, old) = try CommitsFixTests.repository()
        try repo.git("notes", "add", "-m", "Проверено на стенде", old[0])
        try repo.git("notes", "--ref=review", "add", "-m", "LGTM", old[2])
        return (repo, old)
    }

    func note(_ repo: TemporaryRepository, _ revision: String, ref: String = "commits") -> String? {
        try? repo.git("notes", "--ref=\(ref)", "show", revision)
    }

    @Test func notesFollowTheRewordedCommitsWhereRewriteRefSaysSo() throws {
        let (repo, old) = try Self.repository()
        try repo.git("config", "notes.rewriteRef", "refs/notes/commits")
        let result = try repo.flowlint("commits", "--fix")
        #expect(result.status == 0, "\(result)")
        #expect(try repo.git("rev-parse", "HEAD~2") != old[0])
        #expect(note(repo, "HEAD~2") == "Проверено на стенде")
        #expect(note(repo, old[0]) == "Проверено на стенде")  // the old commit keeps its own, as with git rebase
        #expect(note(repo, "HEAD", ref: "review") == nil)  // refs/notes/review is not named
        #expect(note(repo, old[2], ref: "review") == "LGTM")
    }

    @Test func aGlobAndSeveralValuesNameEveryRef() throws {
        let (repo, _) = try Self.repository()
        try repo.git("config", "--add", "notes.rewriteRef", "refs/notes/commits")
        try repo.git("config", "--add", "notes.rewriteRef", "refs/notes/rev*")
        #expect(try repo.flowlint("commits", "--fix").status == 0)
        #expect(note(repo, "HEAD~2") == "Проверено на стенде")
        #expect(note(repo, "HEAD", ref: "review") == "LGTM")
    }

    @Test func theVariableOverridesTheConfiguration() throws {
        let (repo, _) = try Self.repository()
        try repo.git("config", "notes.rewriteRef", "refs/notes/commits")
        let result = try repo.flowlint("commits", "--fix", environment: ["GIT_NOTES_REWRITE_REF": "refs/notes/review"])
        #expect(result.status == 0, "\(result)")
        #expect(note(repo, "HEAD", ref: "review") == "LGTM")
        #expect(note(repo, "HEAD~2") == nil)
    }

    @Test func withoutRewriteRefOrWithRewriteRebaseOffNotesStayBehind() throws {
        let (repo, old) = try Self.repository()
        #expect(try repo.flowlint("commits", "--fix").status == 0)
        #expect(note(repo, "HEAD~2") == nil)
        #expect(note(repo, old[0]) == "Проверено на стенде")

        let (off, _) = try Self.repository()
        try off.git("config", "notes.rewriteRef", "refs/notes/commits")
        try off.git("config", "notes.rewrite.rebase", "false")
        #expect(try off.flowlint("commits", "--fix").status == 0)
        #expect(note(off, "HEAD~2") == nil)
    }

    @Test func withoutGitToCarryThemNothingIsRewritten() throws {
        let (repo, old) = try Self.repository()
        try repo.git("config", "notes.rewriteRef", "refs/notes/commits")
        let result = try repo.flowlint("commits", "--fix", environment: ["PATH": repo.scratch("no-git-here")])
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("could not be carried to the rewritten commits"), "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
        #expect(try repo.git("rev-parse", "HEAD") == old[2])
        #expect(!repo.exists(".git/ORIG_HEAD"))
    }

    @Test func anUnchangedCommitAboveARewordKeepsItsNoteToo() throws {
        // The second commit is not reworded, but it is written again on its new parent.
        let (repo, old) = try CommitsFixTests.repository()
        try repo.git("notes", "add", "-m", "Середина", old[1])
        try repo.git("config", "notes.rewriteRef", "refs/notes/*")
        #expect(try repo.flowlint("commits", "--fix").status == 0)
        #expect(try repo.git("rev-parse", "HEAD~1") != old[1])
        #expect(note(repo, "HEAD~1") == "Середина")
    }

    @Test(arguments: [
        ("concatenate", "Уже есть\n\nПроверено на стенде"), ("overwrite", "Проверено на стенде"), ("ignore", "Уже есть"),
        ("cat_sort_uniq", "Проверено на стенде\nУже есть"),
    ])
    func theModeDecidesWhenTheNewCommitHasANoteAlready(mode: String, expected: String) throws {
        // The same fix gives the same commits (same committer and date): the first run's new
        // commit gets a note of its own, then the branch goes back and is fixed again.
        let (repo, old) = try Self.repository()
        #expect(try repo.flowlint("commits", "--fix").status == 0)
        let new = try repo.git("rev-parse", "HEAD~2")
        try repo.git("notes", "add", "-m", "Уже есть", new)
        try repo.git("reset", "-q", "--hard", old[2])
        try repo.git("config", "notes.rewriteRef", "refs/notes/commits")
        try repo.git("config", "notes.rewriteMode", mode == "ignore" ? "overwrite" : mode)
        let result = try repo.flowlint("commits", "--fix", environment: mode == "ignore" ? ["GIT_NOTES_REWRITE_MODE": "ignore"] : [:])
        #expect(result.status == 0, "\(result)")
        #expect(try repo.git("rev-parse", "HEAD~2") == new)
        #expect(note(repo, new) == expected)
    }
}
