import Foundation
import Testing
import TestSupport

/// Installed hooks, exercised by real `git commit` and `git push`.
struct HooksTests {
    func install(_ repo: TemporaryRepository, directory: String? = nil) throws {
        let result = try repo.flowlint("hooks", "install", directory: directory)
        #expect(result.status == 0, "\(result)")
    }

    /// `git commit` through the hooks; returns git's result.
    func gitCommit(_ repo: TemporaryRepository, _ arguments: [String], directory: String? = nil) throws -> Shell.Result {
        var environment = repo.environment
        environment["LANG"] = "en_US.UTF-8"
        return try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["commit", "--allow-empty"] + arguments,
                             in: directory ?? repo.path, environment: environment)
    }

    @Test func aBadCommitIsBlockedAndTheMessageKept() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try install(repo)
        let before = try repo.git("rev-parse", "HEAD")
        let result = try gitCommit(repo, ["-m", "Update the framework"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("[commit-header-format]"))
        #expect(result.stderr.contains("git commit -e -F \(repo.path)/.git/COMMIT_EDITMSG"))
        #expect(try repo.git("rev-parse", "HEAD") == before)
        #expect(try repo.read(".git/COMMIT_EDITMSG").contains("Update the framework"))
    }

    @Test func aGoodCommitPassesAndFixupsAreAllowedLocally() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try install(repo)
        let good = try gitCommit(repo, ["-m", "[EW_IOS-98] требуется собрать приложение", "-m", "- Обновил фреймворк MaaS"])
        #expect(good.status == 0, "\(good)")
        let fixup = try gitCommit(repo, ["--fixup", "HEAD"])
        #expect(fixup.status == 0, "\(fixup)")
    }

    @Test func prepareCommitMessagePrefillsNewMessagesOnly() throws {
        let repo = try TemporaryRepository.withFeatureBranch("features/EW_IOS-98_Реализовать_отправку")
        try install(repo)
        // An editor that adds a body under whatever git prepared.
        let editor = repo.scratch("editor.sh")
        try "#!/bin/sh\nprintf '\\n- Сделал отправку\\n' >> \"$1\"\n".write(toFile: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
        var environment = repo.environment
        environment["GIT_EDITOR"] = editor
        let result = try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["commit", "--allow-empty"], in: repo.path, environment: environment)
        #expect(result.status == 0, "\(result)")
        #expect(try repo.git("log", "-1", "--format=%s") == "[EW_IOS-98] Реализовать отправку")
        // -m messages are never touched.
        let explicit = try gitCommit(repo, ["-m", "[EW_IOS-98] своё название", "-m", "- описание"])
        #expect(explicit.status == 0, "\(explicit)")
        #expect(try repo.git("log", "-1", "--format=%s") == "[EW_IOS-98] своё название")
        // Nor are amends.
        environment["GIT_EDITOR"] = "true"
        let amend = try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["commit", "--amend", "--allow-empty"], in: repo.path, environment: environment)
        #expect(amend.status == 0, "\(amend)")
        #expect(try repo.git("log", "-1", "--format=%s") == "[EW_IOS-98] своё название")
    }

    @Test func prepareCommitMessageLeavesOtherBranchesAlone() throws {
        let repo = try TemporaryRepository.withFeatureBranch("refactoring/network_layer")
        let file = repo.scratch("MSG")
        try "# comment\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try repo.flowlint("hook", "prepare-commit-msg", file).status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "# comment\n")
        try repo.git("checkout", "-q", "-b", "features/EW_IOS-3_Экран")
        #expect(try repo.flowlint("hook", "prepare-commit-msg", file, "template").status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "# comment\n")
        #expect(try repo.flowlint("hook", "prepare-commit-msg", file).status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "[EW_IOS-3] Экран\n# comment\n")
    }

    /// A branch that only misses the convention (`feature/` for `features/`) still names its
    /// issue: the message starts right even before the branch is renamed.
    @Test func prepareCommitMessageReadsAMisnamedBranchAsMeant() throws {
        let repo = try TemporaryRepository.withFeatureBranch("feature/EW_IOS-3_Экран_входа")
        let file = repo.scratch("MSG")
        try "# comment\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try repo.flowlint("hook", "prepare-commit-msg", file).status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "[EW_IOS-3] Экран входа\n# comment\n")
    }

    @Test func installChainsAnExistingHookAndUninstallRestoresIt() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let hook = repo.path + "/.git/hooks/commit-msg"
        let original = "#!/bin/sh\necho user-hook-ran >&2\ngrep -q NOPE \"$1\" && exit 7\nexit 0\n"
        try original.write(toFile: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        try install(repo)
        try install(repo)  // idempotent
        #expect(try repo.flowlint("hooks", "status").stdout.contains("commit-msg: flowlint (chaining the previous hook)"))
        let blockedByUser = try gitCommit(repo, ["-m", "[EW_IOS-98] NOPE задача", "-m", "- описание"])
        #expect(blockedByUser.status != 0)
        #expect(blockedByUser.stderr.contains("user-hook-ran"))
        let blockedByUs = try gitCommit(repo, ["-m", "fix"])
        #expect(blockedByUs.status != 0)
        #expect(blockedByUs.stderr.contains("user-hook-ran") && blockedByUs.stderr.contains("[commit-header-format]"))
        let uninstall = try repo.flowlint("hooks", "uninstall")
        #expect(uninstall.status == 0)
        #expect(try String(contentsOfFile: hook, encoding: .utf8) == original)
        #expect(!FileManager.default.fileExists(atPath: hook + ".pre-flowlint"))
        #expect(!FileManager.default.fileExists(atPath: repo.path + "/.git/hooks/pre-push"))
    }

    @Test func installFollowsCoreHooksPath() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.git("config", "core.hooksPath", "githooks")
        try install(repo)
        #expect(repo.exists("githooks/commit-msg"))
        #expect(!repo.exists(".git/hooks/commit-msg"))
        #expect(try gitCommit(repo, ["-m", "fix"]).status != 0)
    }

    @Test func installFromAWorktreeUsesTheSharedHooks() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let worktree = repo.scratch("wt")
        try repo.git("worktree", "add", "-q", "-b", "features/EW_IOS-4_Другое", worktree)
        try install(repo, directory: worktree)
        #expect(repo.exists(".git/hooks/commit-msg"))
        let blocked = try gitCommit(repo, ["-m", "fix"], directory: worktree)
        #expect(blocked.status != 0)
        #expect(blocked.stderr.contains("[commit-header-format]"))
        let passed = try gitCommit(repo, ["-m", "[EW_IOS-4] задача", "-m", "- описание"], directory: worktree)
        #expect(passed.status == 0, "\(passed)")
    }

    @Test func prePushChecksTheBranchAndThePushedCommits() throws {
        let remote = try TemporaryRepository(bare: true)
        let repo = try TemporaryRepository.withFeatureBranch("feature/EW_IOS-98_Экран")
        try repo.git("remote", "add", "origin", remote.path)
        try repo.git("push", "-q", "origin", "develop")
        try install(repo)
        try repo.git(["commit", "-q", "--allow-empty", "--no-verify", "-m", "[EW_IOS-98] задача\n\n- описание"])
        var environment = repo.environment
        environment["LANG"] = "en_US.UTF-8"
        let git = Shell.which("git") ?? "/usr/bin/git"
        let badName = try Shell.run(git, ["push", "origin", "HEAD"], in: repo.path, environment: environment)
        #expect(badName.status != 0)
        #expect(badName.stderr.contains("[branch-name]"))
        try repo.git("branch", "-m", "features/EW_IOS-98_Экран")
        try repo.git(["commit", "-q", "--allow-empty", "--no-verify", "--fixup", "HEAD"])
        let fixup = try Shell.run(git, ["push", "origin", "HEAD"], in: repo.path, environment: environment)
        #expect(fixup.status != 0)
        #expect(fixup.stderr.contains("[commit-fixup]"))
        #expect(!fixup.stderr.contains("начальный"), "commits the remote has are not checked")
        try repo.git("reset", "-q", "--hard", "HEAD~1")
        let good = try Shell.run(git, ["push", "origin", "HEAD"], in: repo.path, environment: environment)
        #expect(good.status == 0, "\(good)")
        let deletion = try Shell.run(git, ["push", "origin", ":features/EW_IOS-98_Экран"], in: repo.path, environment: environment)
        #expect(deletion.status == 0, "\(deletion)")
    }

    @Test func prePushChainsStandardInputToTheUsersHook() throws {
        let remote = try TemporaryRepository(bare: true)
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.git("remote", "add", "origin", remote.path)
        let log = repo.scratch("pushed.txt")
        let hook = repo.path + "/.git/hooks/pre-push"
        try "#!/bin/sh\ncat > '\(log)'\n".write(toFile: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        try install(repo)
        try repo.git("push", "-q", "origin", "HEAD")
        #expect(try String(contentsOfFile: log, encoding: .utf8).contains("refs/heads/\(Seed.featureBranch)"))
    }

    @Test func statusOnAFreshRepository() throws {
        let repo = try TemporaryRepository()
        let status = try repo.flowlint("hooks", "status")
        #expect(status.status == 0)
        #expect(status.stdout.contains("commit-msg: none"))
    }

    @Test func theHookSurvivesFlowlintBeingRemoved() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try install(repo)
        let hook = repo.path + "/.git/hooks/commit-msg"
        let text = try String(contentsOfFile: hook, encoding: .utf8)
        try text.replacingOccurrences(of: FlowlintBinary.path, with: "/no/such/flowlint").write(toFile: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        var environment = repo.environment
        environment["PATH"] = "/usr/bin:/bin"
        let result = try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["commit", "--allow-empty", "-m", "fix"], in: repo.path, environment: environment)
        #expect(result.status == 0)
        #expect(result.stderr.contains("flowlint: not found"))
    }
}

struct HookInstallConcurrencyTests {
    @Test func concurrentInstallsKeepTheUsersHook() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let hook = repo.path + "/.git/hooks/commit-msg"
        let original = "#!/bin/sh\n# the user's own hook\nexit 0\n"
        try original.write(toFile: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        var environment = repo.environment
        environment["LANG"] = "en_US.UTF-8"
        let group = DispatchGroup()
        for _ in 0..<8 {
            group.enter()
            let env = environment
            DispatchQueue.global().async {
                _ = try? Shell.run(FlowlintBinary.path, ["hooks", "install"], in: repo.path, environment: env)
                group.leave()
            }
        }
        group.wait()
        #expect(try repo.flowlint("hooks", "status").stdout.contains("commit-msg: flowlint (chaining the previous hook)"))
        #expect(try String(contentsOfFile: hook + ".pre-flowlint", encoding: .utf8) == original)
        #expect(try repo.flowlint("hooks", "uninstall").status == 0)
        #expect(try String(contentsOfFile: hook, encoding: .utf8) == original)
    }
}
