import Foundation
import Testing
import TestSupport

/// The commit-msg hook skips a commit git is making as a merge exactly as `commits` skips the
/// merge commit it becomes: real `git merge` and `git commit` through the installed hooks.
struct HookMergeTests {
    /// develop with the hooks installed and two side branches, `oa` and `ob`, one commit each.
    func repository(configuration: String? = nil) throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.commit("[EW_IOS-1] начальный коммит\n\n- Создал проект\n")
        if let configuration {
            try repo.write(".flowlint.yml", configuration)
            try repo.git("add", ".flowlint.yml")
            try repo.git("commit", "-q", "-m", "[EW_IOS-1] Настроил flowlint\n\n- Добавил настройки")
        }
        for branch in ["oa", "ob"] {
            try repo.git("checkout", "-q", "-b", branch, "develop")
            try repo.commit("[EW_IOS-2] Доработал ветку \(branch)\n\n- Изменил файл\n", file: branch + ".txt")
        }
        try repo.git("checkout", "-q", "develop")
        #expect(try repo.flowlint("hooks", "install").status == 0)
        return repo
    }

    func git(_ repo: TemporaryRepository, _ arguments: [String], in directory: String? = nil) throws -> Shell.Result {
        try Shell.run(Shell.which("git") ?? "/usr/bin/git", arguments, in: directory ?? repo.path, environment: repo.environment)
    }

    func parents(_ repo: TemporaryRepository, in directory: String? = nil) throws -> Int {
        try repo.git(["log", "-1", "--format=%P"], in: directory).split(separator: " ").count
    }

    @Test func aMergeWithTheTeamsOwnMessageCommits() throws {
        let repo = try repository()
        let result = try git(repo, ["merge", "--no-ff", "oa", "-m", "Сливаю ветку oa"])
        #expect(result.status == 0, "\(result)")
        #expect(try parents(repo) == 2)
        #expect(try repo.git("log", "-1", "--format=%s") == "Сливаю ветку oa")
    }

    @Test func anOctopusMergeCommits() throws {
        let repo = try repository()
        let result = try git(repo, ["merge", "--no-ff", "oa", "ob"])
        #expect(result.status == 0, "\(result)")
        #expect(try parents(repo) == 3)
        #expect(try repo.git("log", "-1", "--format=%s") == "Merge branches 'oa' and 'ob' into develop")
    }

    /// A conflicted merge is concluded by `git commit`: `MERGE_HEAD` says it is a merge.
    @Test func aMergeConcludedAfterAConflictCommits() throws {
        let repo = try repository()
        try repo.write("oa.txt", "develop\n")
        try repo.git("add", "oa.txt")
        try repo.git("commit", "-q", "--no-verify", "-m", "[EW_IOS-3] Изменил файл\n\n- Конфликт")
        #expect(try git(repo, ["merge", "--no-ff", "oa"]).status != 0)
        try repo.write("oa.txt", "разрешено\n")
        try repo.git("add", "oa.txt")
        let result = try git(repo, ["commit", "-m", "Resolved the conflict"])
        #expect(result.status == 0, "\(result)")
        #expect(try parents(repo) == 2)
    }

    /// In a linked worktree git keeps `MERGE_HEAD` in the worktree's own git folder.
    @Test func aMergeInALinkedWorktreeCommits() throws {
        let repo = try repository()
        let worktree = repo.scratch("linked")
        try repo.git("worktree", "add", "-q", "-b", "integration", worktree, "develop")
        let result = try git(repo, ["merge", "--no-ff", "oa", "-m", "Сливаю ветку oa"], in: worktree)
        #expect(result.status == 0, "\(result)")
        #expect(try parents(repo, in: worktree) == 2)
    }

    /// The hook still judges a normal commit made on the same repository.
    @Test func aNormalCommitWithABadMessageIsStillRefused() throws {
        let repo = try repository()
        try repo.git("merge", "-q", "--no-ff", "--no-verify", "oa", "-m", "Сливаю ветку oa")
        let before = try repo.git("rev-parse", "HEAD")
        let result = try git(repo, ["commit", "--allow-empty", "-m", "Сливаю ветку oa"])
        #expect(result.status != 0, "\(result)")
        #expect(result.stderr.contains("[commit-header-format]"), "\(result)")
        #expect(try repo.git("rev-parse", "HEAD") == before)
    }

    /// Where merges are not skipped (`commits.skip` without `merge`), `commits` judges the merge
    /// commit, and so does the hook: refused, with the rule `commits` reports.
    @Test func mergesAreJudgedWhenCommitsSkipDoesNotNameThem() throws {
        let repo = try repository(configuration: "commits:\n  skip: [revert]\n")
        let before = try repo.git("rev-parse", "HEAD")
        let refused = try git(repo, ["merge", "--no-ff", "oa", "-m", "Сливаю ветку oa"])
        #expect(refused.status != 0, "\(refused)")
        #expect(refused.stderr.contains("[commit-header-format]"), "\(refused)")
        #expect(try git(repo, ["merge", "--abort"]).status == 0)
        #expect(try repo.git("rev-parse", "HEAD") == before)
        let accepted = try git(repo, ["merge", "--no-ff", "oa", "-m", "[EW_IOS-2] Слил ветку oa\n\n- Доработки ветки"])
        #expect(accepted.status == 0, "\(accepted)")
        let stored = try repo.flowlint("commits", "HEAD^..HEAD")
        #expect(stored.status == 0, "\(stored)")
    }

    /// A merge of `oa` made without the hooks, then `git rebase -i --rebase-merges` over it, its
    /// todo list changed by `script` (a shell command on the list's file, `$1`).
    func rebaseOverAMerge(_ repo: TemporaryRepository, todo script: String, editor: String? = nil) throws -> Shell.Result {
        try repo.git("merge", "-q", "--no-ff", "--no-verify", "oa", "-m", "Сливаю ветку oa")
        let sequenceEditor = repo.scratch("sequence-editor.sh")
        try "#!/bin/sh\n\(script)\n".write(toFile: sequenceEditor, atomically: true, encoding: .utf8)
        #expect(chmod(sequenceEditor, 0o755) == 0)
        var environment = repo.environment
        environment["GIT_SEQUENCE_EDITOR"] = sequenceEditor
        if let editor { environment["GIT_EDITOR"] = editor }
        return try Shell.run(
            Shell.which("git") ?? "/usr/bin/git", ["rebase", "-q", "-i", "--rebase-merges", "--force-rebase", "HEAD^"],
            in: repo.path, environment: environment)
    }

    /// `rebase -i --rebase-merges` with `merge -c`: git makes the merge, then amends it through
    /// `git commit --amend`, which runs the hook; the amended commit is still the merge.
    @Test func aMergeRecreatedByRebaseWithItsMessageEditedCommits() throws {
        let repo = try repository()
        let result = try rebaseOverAMerge(repo, todo: "sed -i -e 's/^merge -C/merge -c/' \"$1\"", editor: "true")
        #expect(result.status == 0, "\(result)")
        #expect(!repo.exists(".git/rebase-merge"))
        #expect(try parents(repo) == 2)
    }

    /// A new commit the user makes during a rebase right after a merge is no merge: judged.
    @Test func aCommitMadeDuringARebaseAfterAMergeIsJudged() throws {
        let repo = try repository()
        let rebase = try rebaseOverAMerge(repo, todo: "printf 'break\\n' >> \"$1\"")
        #expect(rebase.status == 0, "\(rebase)")
        #expect(repo.exists(".git/rebase-merge"))
        let result = try git(repo, ["commit", "--allow-empty", "-m", "Сливаю ветку oa"])
        #expect(result.status != 0, "\(result)")
        #expect(result.stderr.contains("[commit-header-format]"), "\(result)")
        #expect(try git(repo, ["rebase", "--abort"]).status == 0)
    }
}
