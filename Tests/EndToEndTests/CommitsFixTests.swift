import Foundation
import Testing
import TestSupport

/// `flowlint commits --fix [RANGE]`: messages reworded, trees untouched, shared history refused.
struct CommitsFixTests {
    static let loose = "EW_IOS-98: требуется собрать приложение\n\n- Обновил проект\n"
    static let fixed = "[EW_IOS-98] требуется собрать приложение\n\n- Обновил проект\n"

    /// A feature branch with a loose header, a good commit and a header without its ID.
    static func repository() throws -> (TemporaryRepository, [String]) {
        let repo = try TemporaryRepository.withFeatureBranch()
        let ids = [
            try repo.commit(loose, file: "a.txt"),
            try repo.commit(Seed.message, file: "b.txt"),
            try repo.commit("обновил фреймворк MaaS\n\n- Обновил фреймворк\n", file: "c.txt"),
        ]
        return (repo, ids)
    }

    func messages(_ repo: TemporaryRepository, _ range: String = "develop..HEAD") throws -> [String] {
        try repo.git("log", "--reverse", "--format=%B%x00", range).components(separatedBy: "\0")
            .map { $0.trimmingCharacters(in: .newlines) }.filter { !$0.isEmpty }
    }

    @Test func rewordsTheRangeKeepingTreesAuthorsAndTheOldTip() throws {
        let (repo, old) = try Self.repository()
        let authors = try repo.git("log", "--format=%an %ae %ad", "develop..HEAD")
        let result = try repo.flowlint("commits", "--fix")
        #expect(result.status == 0, "\(result)")
        let new = try repo.git("rev-list", "--reverse", "develop..HEAD").split(separator: "\n").map(String.init)
        #expect(new.count == 3)
        for (before, after) in zip(old, new) {
            #expect(before != after)
            #expect(try repo.git("diff-tree", "-r", before, after).isEmpty)
        }
        #expect(try messages(repo) == [
            Self.fixed.trimmingCharacters(in: .newlines), Seed.message.trimmingCharacters(in: .newlines),
            "[EW_IOS-98] обновил фреймворк MaaS\n\n- Обновил фреймворк",
        ])
        #expect(try repo.git("log", "--format=%an %ae %ad", "develop..HEAD") == authors)
        // The committer is the user, at GIT_COMMITTER_DATE when set, as git commit --amend would record.
        #expect(try repo.git("log", "-1", "--format=%cn %ce %cI") == "Тест Тестов test@example.com 2026-01-01T12:00:00+03:00")
        #expect(try repo.git("rev-parse", "ORIG_HEAD") == old[2])
        #expect(try repo.git("reflog", "-1", "--format=%gs", Seed.featureBranch).contains("flowlint commits --fix"))
        #expect(try repo.git("reflog", "-1", "--format=%gs", "HEAD").contains("flowlint commits --fix"))
        #expect(try repo.git("rev-parse", "HEAD@{1}") == old[2])
        #expect(try repo.git("status", "--porcelain").isEmpty)
        #expect(try repo.flowlint("commits").status == 0)
        let tip = try repo.git("rev-parse", "HEAD")
        #expect(try repo.flowlint("commits", "--fix").status == 0)
        #expect(try repo.git("rev-parse", "HEAD") == tip)
    }

    @Test func dryRunPrintsEachMessagesDiffAndWritesNothing() throws {
        let (repo, old) = try Self.repository()
        let before = try repo.gitDirectorySnapshot()
        let result = try repo.flowlint("commits", "--fix", "--dry-run")
        #expect(result.status == 0, "\(result)")
        let first = String(old[0].prefix(8)), third = String(old[2].prefix(8))
        #expect(result.stdout.contains("--- a/\(first)\n+++ b/\(first)\n"), "\(result)")
        #expect(result.stdout.contains("-EW_IOS-98: требуется собрать приложение\n+[EW_IOS-98] требуется собрать приложение\n"))
        #expect(result.stdout.contains("--- a/\(third)\n+++ b/\(third)\n"))
        #expect(!result.stdout.contains(String(old[1].prefix(8))))
        #expect(try repo.gitDirectorySnapshot() == before)
    }

    @Test func pushedCommitsAreRefused() throws {
        let (repo, old) = try Self.repository()
        try repo.git("update-ref", "refs/remotes/origin/x", old[0])
        let before = try repo.gitDirectorySnapshot()
        let result = try repo.flowlint("commits", "--fix")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("remote-tracking"))
        #expect(try repo.gitDirectorySnapshot() == before)
        // Once the remote ref is gone, nothing stands in the way.
        try repo.git("update-ref", "-d", "refs/remotes/origin/x")
        #expect(try repo.flowlint("commits", "--fix").status == 0)
    }

    @Test func commitsPushedToARealRemoteAreRefused() throws {
        let (repo, _) = try Self.repository()
        let server = repo.scratch("server.git")
        try repo.git("init", "-q", "--bare", server)
        try repo.git("remote", "add", "origin", server)
        try repo.git("push", "-q", "origin", "HEAD")
        let tip = try repo.git("rev-parse", "HEAD")
        let result = try repo.flowlint("commits", "--fix")
        #expect(result.status == 2, "\(result)")
        #expect(try repo.git("rev-parse", "HEAD") == tip)
    }

    @Test func aMergeInTheRangeKeepsItsShape() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Self.loose, file: "a.txt")
        try repo.git("checkout", "-q", "-b", "side")
        try repo.commit("ew_ios-98 доработал экран\n\n- Поправил отступы\n", file: "s.txt")
        try repo.git("checkout", "-q", Seed.featureBranch)
        try repo.commit(Seed.message, file: "b.txt")
        try repo.git("merge", "-q", "--no-ff", "-m", "Merge branch 'side'", "side")
        let trees = try repo.git("log", "--format=%T %P", "develop..HEAD").split(separator: "\n").map { $0.split(separator: " ").count }
        let oldTrees = try repo.git("log", "--format=%T", "--topo-order", "develop..HEAD")
        let result = try repo.flowlint("commits", "--fix")
        #expect(result.status == 0, "\(result)")
        #expect(try repo.git("log", "--format=%T", "--topo-order", "develop..HEAD") == oldTrees)
        #expect(try repo.git("log", "--format=%T %P", "develop..HEAD").split(separator: "\n").map { $0.split(separator: " ").count } == trees)
        #expect(try repo.git("rev-list", "--merges", "--count", "develop..HEAD") == "1")
        #expect(try repo.git("log", "-1", "--format=%s", "HEAD^2") == "[EW_IOS-98] доработал экран")
        #expect(try repo.flowlint("commits").status == 0)
    }

    @Test func aDetachedHeadMovesItself() throws {
        let (repo, old) = try Self.repository()
        try repo.git("checkout", "-q", "--detach")
        let result = try repo.flowlint("commits", "--fix", "develop..HEAD")
        #expect(result.status == 1, "\(result)")  // on a detached HEAD the branch's ID is unknown
        #expect(try repo.git("rev-parse", "HEAD") != old[2])
        #expect(try repo.git("rev-parse", "ORIG_HEAD") == old[2])
        #expect(try repo.git("rev-parse", Seed.featureBranch) == old[2])
        #expect(try repo.git("log", "-1", "--format=%s", "HEAD~2") == "[EW_IOS-98] требуется собрать приложение")
    }

    /// A commit whose header could be fixed but whose message would still fail is left as it is
    /// and named: history is not rewritten into messages that fail anyway.
    @Test func unfixableFindingsAreReportedAndOtherRangesRefused() throws {
        let (repo, _) = try Self.repository()
        let english = try repo.commit("EW_IOS-98 Fix the crash\n\n- Fixed it\n")
        let result = try repo.flowlint("commits", "--fix")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("[commit-language]"))
        #expect(result.stdout.contains("left as they are: \(english.prefix(8))"), "\(result)")
        #expect(try repo.git("log", "-1", "--format=%s") == "EW_IOS-98 Fix the crash")
        #expect(try repo.git("rev-parse", "HEAD") != english, "the commits below it are fixed")
        #expect(try messages(repo).first == Self.fixed.trimmingCharacters(in: .newlines))
        for arguments in [["commits", "--fix", "develop..HEAD~1"], ["commits", "--fix", "develop...HEAD"], ["commits", "--fix", "--all"]] {
            let refused = try FlowlintBinary.run(arguments, in: repo)
            #expect(refused.status == 2, "\(arguments): \(refused)")
        }
    }

    @Test func aMessageInAnotherEncodingIsLeftAsItIs() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        // "EW_IOS-98: собрал" in windows-1251: the suggestion would have to be encoded back.
        let cp1251: [UInt8] = Array("EW_IOS-98: ".utf8) + [0xF1, 0xEE, 0xE1, 0xF0, 0xE0, 0xEB] + Array("\n\n- ".utf8)
            + [0xF2, 0xE5, 0xEA, 0xF1, 0xF2] + [0x0A]
        let raw = try repo.commitRaw(cp1251, encoding: "windows-1251")
        try repo.commit(Self.loose, file: "a.txt")
        let result = try repo.flowlint("commits", "--fix")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("[commit-header-format]"))
        #expect(try repo.git("rev-parse", "HEAD~1") == raw)
        #expect(try repo.git("cat-file", "commit", "HEAD~1").contains("encoding windows-1251"))
        #expect(try repo.git("log", "-1", "--format=%s") == "[EW_IOS-98] требуется собрать приложение")
    }

    @Test func withoutACommitterNothingIsWritten() throws {
        let (repo, old) = try Self.repository()
        let before = try repo.gitDirectorySnapshot()
        let result = try repo.flowlint("commits", "--fix", environment: ["GIT_COMMITTER_NAME": "", "GIT_COMMITTER_EMAIL": ""])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("user.name"))
        #expect(try repo.gitDirectorySnapshot() == before)
        try repo.git("config", "user.name", "Другой")
        try repo.git("config", "user.email", "other@example.com")
        let configured = try repo.flowlint("commits", "--fix", environment: ["GIT_COMMITTER_NAME": "", "GIT_COMMITTER_EMAIL": ""])
        #expect(configured.status == 0, "\(configured)")
        #expect(try repo.git("log", "-1", "--format=%cn %ce") == "Другой other@example.com")
        #expect(try repo.git("rev-parse", "ORIG_HEAD") == old[2])
    }

    @Test func aMergeUnderWayIsFinishedFirst() throws {
        let (repo, old) = try Self.repository()
        try repo.git("checkout", "-q", "-b", "side", "develop")
        try repo.commit("[EW_IOS-98] ещё\n\n- Текст\n", file: "s.txt")
        try repo.git("checkout", "-q", Seed.featureBranch)
        try repo.git("merge", "-q", "--no-commit", "--no-ff", "side")
        let result = try repo.flowlint("commits", "--fix")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("finish it"))
        #expect(try repo.git("rev-parse", "HEAD") == old[2])
    }

    @Test func aLinkedWorktreeKeepsItsOwnOrigHead() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let worktreePath = repo.scratch("wt")
        try repo.git("worktree", "add", "-q", "-b", "features/EW_IOS-5_экран", worktreePath, "develop")
        let worktree = TemporaryRepository(existing: worktreePath, root: repo.root)
        let old = try worktree.commit("ew_ios-5 сделал экран\n\n- Сделал\n", file: "w.txt")
        let result = try worktree.flowlint("commits", "--fix")
        #expect(result.status == 0, "\(result)")
        #expect(try worktree.git("log", "-1", "--format=%s") == "[EW_IOS-5] сделал экран")
        #expect(try worktree.git("rev-parse", "ORIG_HEAD") == old)
        #expect(!repo.exists(".git/ORIG_HEAD"))
        #expect(try repo.currentBranch() == Seed.featureBranch)
        #expect(try worktree.git("status", "--porcelain").isEmpty)
    }
}
