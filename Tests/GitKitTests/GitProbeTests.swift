import Foundation
import Testing
import TestSupport
@testable import GitKit

/// The libgit2-free probe must agree with git itself wherever it answers at all.
struct GitProbeTests {
    func probe(_ directory: String, _ environment: [String: String] = [:], repo: TemporaryRepository) -> GitProbe? {
        var env = repo.environment
        env.merge(environment) { $1 }
        return GitProbe.discover(from: directory) { env[$0] }
    }

    @Test func findsTheRepositoryHeadAndConfig() throws {
        let repo = try TemporaryRepository.withBranch("features/A-1_экран")
        try repo.git("config", "core.commentChar", ";")
        try repo.write("sub/dir/x.txt", "x")
        let found = try #require(probe(repo.path + "/sub/dir", repo: repo))
        #expect(found.workTree == repo.path)
        #expect(found.branchName == "features/A-1_экран")
        #expect(found.configValue("core.commentChar") == ";")
        #expect(found.configValue("CORE.COMMENTCHAR") == ";")
        #expect(found.configValue("i18n.commitEncoding") == nil)
    }

    @Test func followsGitFilesOfWorktrees() throws {
        let repo = try TemporaryRepository.withBranch("develop")
        let worktree = repo.scratch("wt")
        try repo.git("worktree", "add", "-q", "-b", "bugs/A-2_падение", worktree)
        try repo.git("config", "i18n.commitEncoding", "windows-1251")
        let found = try #require(probe(worktree, repo: repo))
        #expect(found.branchName == "bugs/A-2_падение")
        #expect(found.workTree == worktree)
        #expect(found.commonDirectory == repo.path + "/.git")
        #expect(found.configValue("i18n.commitEncoding") == "windows-1251")
    }

    @Test func detachedHeadHasNoBranch() throws {
        let repo = try TemporaryRepository.withBranch("develop")
        try repo.git("checkout", "-q", "--detach")
        #expect(try #require(probe(repo.path, repo: repo)).branchName == nil)
    }

    @Test func bareRepositoryAndGitDir() throws {
        let repo = try TemporaryRepository(bare: true)
        let found = try #require(probe(repo.path, repo: repo))
        #expect(found.workTree == nil)
        #expect(found.branchName == "develop")
        let viaEnvironment = try #require(probe("/", ["GIT_DIR": repo.path], repo: repo))
        #expect(viaEnvironment.gitDirectory == repo.path)
    }

    /// Since issue 13 (B3) the probe answers for `GIT_WORK_TREE` itself, as git reads it;
    /// `core.worktree` and includes stay libgit2's.
    @Test func declinesWhatOnlyLibgit2Knows() throws {
        let repo = try TemporaryRepository.withBranch("develop")
        try repo.git("config", "core.worktree", repo.path)
        #expect(probe(repo.path, repo: repo) == nil)
        try repo.git("config", "--unset", "core.worktree")
        try repo.git("config", "include.path", "other.config")
        #expect(probe(repo.path, repo: repo) == nil)
    }

    @Test func gitWorkTreeAndGitDirAreHonouredAsGitDoes() throws {
        let repo = try TemporaryRepository.withBranch("develop")
        let elsewhere = repo.scratch("elsewhere")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        // GIT_WORK_TREE, relative to the current folder as git exports it (`--work-tree=.`).
        let relative = try #require(probe(elsewhere, ["GIT_DIR": repo.path + "/.git", "GIT_WORK_TREE": "."], repo: repo))
        #expect(relative.workTree == elsewhere)
        let discovered = try #require(probe(repo.path, ["GIT_WORK_TREE": elsewhere], repo: repo))
        #expect(discovered.gitDirectory == repo.path + "/.git")
        #expect(discovered.workTree == elsewhere)
        // GIT_DIR alone: the current folder is the work tree, unless the repository is bare.
        let gitDir = try #require(probe(elsewhere, ["GIT_DIR": repo.path + "/.git"], repo: repo))
        #expect(gitDir.workTree == elsewhere)
        #expect(gitDir.branchName == "develop")
        let bare = try TemporaryRepository(bare: true)
        #expect(try #require(probe(elsewhere, ["GIT_DIR": bare.path], repo: bare)).workTree == nil)
    }

    @Test func stopsAtCeilingDirectories() throws {
        let repo = try TemporaryRepository.withBranch("develop")
        try repo.write("a/b.txt", "x")
        #expect(probe(repo.path + "/a", ["GIT_CEILING_DIRECTORIES": repo.path], repo: repo) == nil)
    }

    @Test func commandLineConfigWins() throws {
        let repo = try TemporaryRepository.withBranch("develop")
        try repo.git("config", "core.commentChar", ";")
        let found = try #require(probe(repo.path, [
            "GIT_CONFIG_PARAMETERS": "'core.commentchar'='@' 'i18n.commitencoding'='koi8-r'",
        ], repo: repo))
        #expect(found.configValue("core.commentChar") == "@")
        #expect(found.configValue("i18n.commitEncoding") == "koi8-r")
        let counted = try #require(probe(repo.path, [
            "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.commentChar", "GIT_CONFIG_VALUE_0": "%",
        ], repo: repo))
        #expect(counted.configValue("core.commentchar") == "%")
    }
}

struct ConfigFileParserTests {
    @Test(arguments: [
        ("[core]\n\tcommentChar = ;\n", "core.commentchar", ""),  // as git: an unquoted ; starts a comment
        ("[core]\n\tcommentChar = \";\"\n", "core.commentchar", ";"),
        ("[core]\ncommentChar = \"#\" ; comment\n", "core.commentchar", "#"),
        ("[CORE]\n  CommentChar=%\n", "core.commentchar", "%"),
        ("[core] commentChar = !\n", "core.commentchar", "!"),
        ("[branch \"Feature/X\"]\n\tremote = origin\n", "branch.Feature/X.remote", "origin"),
        ("[branch.Feature]\n\tremote = up\n", "branch.Feature.remote", "up"),
        ("[core]\n\tbare\n", "core.bare", "true"),
        ("[i18n]\r\n\tcommitEncoding = windows-1251\r\n", "i18n.commitencoding", "windows-1251"),
        ("[a]\n\tb = one \\\ntwo\n", "a.b", "one two"),
        ("[a]\n\tb = \"x\\ty\\\"z\"\n", "a.b", "x\ty\"z"),
        ("[a]\n\tb = x   y  # tail\n", "a.b", "x   y"),
    ])
    func parsesGitSyntax(text: String, key: String, value: String) {
        let parsed = ConfigFileParser.parse(Substring(text))
        #expect(parsed.entries.last == ConfigFileParser.Entry(key: key, value: value))
    }

    @Test func laterValuesWinAndIncludesAreNoticed() {
        let parsed = ConfigFileParser.parse("[core]\n\tx = 1\n\tx = 2\n[includeIf \"gitdir:~/w/\"]\n\tpath = a\n")
        #expect(parsed.entries.filter { $0.key == "core.x" }.last?.value == "2")
        #expect(parsed.usesIncludes)
    }

    @Test func agreesWithGitConfigGet() throws {
        let repo = try TemporaryRepository.withBranch("develop")
        let values = ["a b", "  lead", "tab\there", "quote\"d", "semi;colon", "hash#tag", "back\\slash", "тест"]
        for (index, value) in values.enumerated() { try repo.git("config", "test.k\(index)", value) }
        let text = try String(contentsOfFile: repo.path + "/.git/config", encoding: .utf8)
        let parsed = ConfigFileParser.parse(Substring(text))
        for index in values.indices {
            let expected = try repo.git(["config", "--get", "test.k\(index)"])
            #expect(parsed.entries.first { $0.key == "test.k\(index)" }?.value.trimmingCharacters(in: .whitespaces) == expected)
        }
    }
}

extension TemporaryRepository {
    static func withBranch(_ name: String) throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.commit("[A-1] первый\n\n- текст")
        if name != "develop" { try repo.git("checkout", "-q", "-b", name) }
        return repo
    }
}

struct ConfigMentionTests {
    @Test func findsWordsIgnoringASCIICase() {
        #expect(GitProbe.mentions("[core]\n\tCommentChar = ;\n", ["commentchar"]))
        #expect(GitProbe.mentions("[INCLUDEIF \"x\"]", ["include"]))
        #expect(!GitProbe.mentions("[core]\n\tbare = false\n", ["commentchar", "include"]))
        #expect(!GitProbe.mentions("", ["include"]))
        #expect(!GitProbe.mentions("comment", ["commentchar"]))
    }
}
