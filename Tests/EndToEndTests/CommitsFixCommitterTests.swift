import Foundation
import Testing
import TestSupport

/// The committer line `commits --fix` writes: the one `git commit-tree` writes with the same
/// variables and configuration, and a refusal where git refuses, with nothing written.
struct CommitsFixCommitterTests {
    /// The committer line of a commit `git commit-tree` makes with these variables (nil values
    /// unset them); nil when git refuses.
    static func gitCommitter(_ repo: TemporaryRepository, _ changes: [String: String?]) throws -> String? {
        let result = try Shell.run(
            Shell.which("git") ?? "/usr/bin/git", ["commit-tree", "HEAD^{tree}", "-m", "x"], in: repo.path,
            environment: environment(repo, changes))
        guard result.status == 0 else { return nil }
        return try committer(repo, result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static func committer(_ repo: TemporaryRepository, _ revision: String) throws -> String? {
        try repo.git("cat-file", "commit", revision).split(separator: "\n").first { $0.hasPrefix("committer ") }.map(String.init)
    }

    static func environment(_ repo: TemporaryRepository, _ changes: [String: String?]) -> [String: String] {
        var environment = repo.environment
        for (key, value) in changes { environment[key] = value }
        return environment
    }

    /// Runs `commits --fix` with these variables; the repository's own are changed for good.
    static func fix(_ repo: TemporaryRepository, _ changes: [String: String?]) throws -> Shell.Result {
        repo.environment = environment(repo, changes)
        return try repo.flowlint("commits", "--fix")
    }

    @Test(arguments: [
        // A newline would start a header of its own; `<` and `>` end the fields early.
        ["GIT_COMMITTER_NAME": "Иван\nauthor Злоумышленник <evil@example.com> 1 +0000"],
        ["GIT_COMMITTER_NAME": "Иван <ivan@example.com> Петров", "GIT_COMMITTER_EMAIL": "a>b\n<c@example.com"],
        ["GIT_COMMITTER_NAME": " .Иван Петров; ", "GIT_COMMITTER_EMAIL": "<ivan@example.com>."],
        ["GIT_COMMITTER_NAME": "Tab\there \"quoted\"", "GIT_COMMITTER_EMAIL": "<>"],
    ])
    func hostileIdentitiesAreWrittenAsGitWritesThem(_ changes: [String: String]) throws {
        let (repo, _) = try CommitsFixTests.repository()
        let expected = try #require(try Self.gitCommitter(repo, changes))
        let result = try Self.fix(repo, changes)
        #expect(result.status == 0, "\(result)")
        #expect(try Self.committer(repo, "HEAD") == expected)
        #expect(try repo.git("fsck", "--strict", "--no-dangling").isEmpty)
        #expect(try repo.git("log", "-1", "--format=%an").contains("Тест Тестов"))
    }

    @Test func anIdentityFromTheConfigurationIsCleanedToo() throws {
        let (repo, _) = try CommitsFixTests.repository()
        try repo.git("config", "user.name", "Иван\n<Петров>")
        try repo.git("config", "user.email", "ivan@example.com>\nfoo")
        let unset: [String: String?] = ["GIT_COMMITTER_NAME": nil, "GIT_COMMITTER_EMAIL": nil]
        let expected = try #require(try Self.gitCommitter(repo, unset))
        let result = try Self.fix(repo, unset)
        #expect(result.status == 0, "\(result)")
        #expect(try Self.committer(repo, "HEAD") == expected)
        #expect(try repo.git("fsck", "--strict", "--no-dangling").isEmpty)
        // committer.name comes before user.name, as in git.
        try repo.commit(CommitsFixTests.loose, file: "d.txt")
        try repo.git("config", "committer.name", "Комитет")
        let overridden = try #require(try Self.gitCommitter(repo, [:]))
        #expect(overridden.hasPrefix("committer Комитет <"))
        #expect(try repo.flowlint("commits", "--fix").status == 0)
        #expect(try Self.committer(repo, "HEAD") == overridden)
    }

    /// What git refuses (`git commit-tree` fails) is refused: exit 2, the one sentence, nothing written.
    static func expectRefusal(_ changes: [String: String], saying sentence: String) throws {
        let (repo, _) = try CommitsFixTests.repository()
        #expect(try gitCommitter(repo, changes) == nil)
        let before = try repo.gitDirectorySnapshot()
        let result = try fix(repo, changes)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(sentence), "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
        #expect(try repo.gitDirectorySnapshot() == before)
    }

    @Test(arguments: ["<>", "...", "\n", " ; "])
    func aNameOfNothingButCrudIsRefusedAsGitRefusesIt(_ name: String) throws {
        try Self.expectRefusal(["GIT_COMMITTER_NAME": name], saying: "the committer's name consists only of characters git leaves out")
    }

    @Test(arguments: [
        "Thu, 07 Apr 2005 22:13:13 +0200", "2005-04-07 22:13:13 +0200", "2005-04-07T22:13:13",
        "@1112911993 +0200", "1112911993 +0200", "2005-04-07T22:13:13.250+02:00", "Apr 7 2005 10:13pm CEST",
    ])
    func theCommitterDateIsTheOneGitWrites(_ date: String) throws {
        let (repo, _) = try CommitsFixTests.repository()
        let expected = try #require(try Self.gitCommitter(repo, ["GIT_COMMITTER_DATE": date]))
        let result = try Self.fix(repo, ["GIT_COMMITTER_DATE": date])
        #expect(result.status == 0, "\(result)")
        #expect(try Self.committer(repo, "HEAD") == expected)
        #expect(try Self.committer(repo, "HEAD~2") == expected)
    }

    @Test(arguments: ["yesterday", "not a date", "2005-13-45", "2100-01-01"])
    func aDateGitRefusesIsRefusedWithNothingWritten(_ date: String) throws {
        try Self.expectRefusal(["GIT_COMMITTER_DATE": date], saying: "is not a date git reads (invalid date format)")
    }
}
