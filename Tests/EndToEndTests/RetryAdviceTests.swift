import Foundation
import Testing
import TestSupport

/// Every refusal ends with a retry that fits how the commit was made or pushed, and following
/// it as written, with real git, gives the commit that was meant.
struct RetryAdviceTests {
    static let good = "[EW_IOS-98] Обновил фреймворк\n\n- Обновил MaaS\n"

    static func git(_ repo: TemporaryRepository, _ arguments: [String], environment: [String: String] = [:]) throws -> Shell.Result {
        let merged = repo.environment.merging(["LANG": "en_US.UTF-8"].merging(environment) { $1 }) { $1 }
        return try Shell.run(Shell.which("git") ?? "/usr/bin/git", arguments, in: repo.path, environment: merged)
    }

    /// The command after "retry: ", run by the shell from a subfolder (where a developer may
    /// well be), with the message file fixed first as the advice says.
    static func follow(_ refusal: Shell.Result, in repo: TemporaryRepository, editor: String = "true") throws -> Shell.Result {
        let line = try #require(refusal.stderr.split(separator: "\n").first { $0.contains("Fix it and retry: ") }, "\(refusal)")
        let command = String(try #require(line.range(of: "Fix it and retry: ").map { line[$0.upperBound...] }))
        let file = try #require(command.split(separator: " ").first { $0.hasSuffix("COMMIT_EDITMSG") })
        try good.write(toFile: String(file), atomically: true, encoding: .utf8)
        let folder = repo.path + "/Sources"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let environment = repo.environment.merging(["GIT_EDITOR": editor, "LANG": "en_US.UTF-8"]) { $1 }
        return try Shell.run("/bin/sh", ["-c", command], in: folder, environment: environment)
    }

    static func installed() throws -> TemporaryRepository {
        let repo = try TemporaryRepository.withFeatureBranch()
        let result = try repo.flowlint("hooks", "install")
        #expect(result.status == 0, "\(result)")
        return repo
    }

    @Test func aRefusedNewCommitIsMadeByTheAdvice() throws {
        let repo = try Self.installed()
        let before = try repo.git("rev-parse", "HEAD")
        try repo.write("Podfile", "pod 'MaaS'\n")
        try repo.git("add", "Podfile")
        let refused = try Self.git(repo, ["commit", "-m", "Update the framework"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("retry: git commit -e -F \(repo.path)/.git/COMMIT_EDITMSG"), "\(refused)")
        let followed = try Self.follow(refused, in: repo)
        #expect(followed.status == 0, "\(followed)")
        #expect(try repo.git("rev-parse", "HEAD~1") == before)
        #expect(try repo.git("log", "-1", "--format=%s") == "[EW_IOS-98] Обновил фреймворк")
    }

    @Test(arguments: [["--amend", "-m", "Update the framework"], ["--amend"]])
    func aRefusedAmendIsAmendedByTheAdvice(arguments: [String]) throws {
        let repo = try Self.installed()
        try repo.commit("[EW_IOS-98] Первая версия\n\n- Сделал\n", file: "Podfile")
        let parent = try repo.git("rev-parse", "HEAD~1")
        let refused = try Self.git(repo, ["commit"] + arguments, environment: ["GIT_EDITOR": "sed -i 1s/^/Bad/"])
        #expect(refused.status != 0, "\(refused)")
        #expect(refused.stderr.contains("retry: git commit --amend -e -F "), "\(refused)")
        let followed = try Self.follow(refused, in: repo)
        #expect(followed.status == 0, "\(followed)")
        #expect(try repo.git("rev-parse", "HEAD~1") == parent, "amended, not a new commit on top")
        #expect(try repo.git("log", "-1", "--format=%s") == "[EW_IOS-98] Обновил фреймворк")
    }

    @Test func aRefusedRewordDuringRebaseIsFinishedByTheAdvice() throws {
        let repo = try Self.installed()
        try repo.commit("[EW_IOS-98] Первый шаг\n\n- Сделал\n", file: "one.txt")
        try repo.commit("[EW_IOS-98] Второй шаг\n\n- Сделал\n", file: "two.txt")
        let base = try repo.git("rev-parse", "HEAD~2")
        let refused = try Self.git(repo, ["rebase", "-i", "HEAD~2"], environment: [
            "GIT_SEQUENCE_EDITOR": "sed -i 1s/^pick/reword/", "GIT_EDITOR": "sed -i 1s/.*/Bad/",
        ])
        #expect(refused.status != 0, "\(refused)")
        #expect(refused.stderr.contains("&& git rebase --continue"), "\(refused)")
        let followed = try Self.follow(refused, in: repo)
        #expect(followed.status == 0, "\(followed)")
        #expect(!FileManager.default.fileExists(atPath: repo.path + "/.git/rebase-merge"), "the rebase is finished")
        #expect(try repo.git("rev-parse", "HEAD~2") == base)
        #expect(try repo.git("log", "-1", "--format=%s", "HEAD~1") == "[EW_IOS-98] Обновил фреймворк")
        #expect(try repo.git("log", "-1", "--format=%s") == "[EW_IOS-98] Второй шаг")
    }

    @Test func aRefusedPushSaysHowToRewordAndPushAgain() throws {
        let remote = try TemporaryRepository(bare: true)
        let repo = try Self.installed()
        try repo.git("remote", "add", "origin", remote.path)
        try repo.git("push", "-q", "origin", "develop")
        try repo.write("Podfile", "pod 'MaaS'\n")
        try repo.git("add", "Podfile")
        try repo.git("commit", "-q", "--no-verify", "-m", "english commit")
        let bad = try repo.git("rev-parse", "HEAD")
        try repo.commit(Self.good, file: "Cartfile")
        let refused = try Self.git(repo, ["push", "-q", "origin", "HEAD"])
        #expect(refused.status != 0, "\(refused)")
        #expect(refused.stderr.contains("git rebase -i \(bad.prefix(12))~1 (reword)"), "\(refused)")
        #expect(refused.stderr.contains("then run git push again"), "\(refused)")
        try Self.rewordFirstAndPush(repo, rebasing: "\(bad.prefix(12))~1", branch: "HEAD")
    }

    /// Follows a push refusal's advice: `rebase -i START`, the first commit reworded to a good
    /// message, then the push again, which must go through.
    static func rewordFirstAndPush(_ repo: TemporaryRepository, rebasing start: String, branch: String) throws {
        let reworded = try git(repo, ["rebase", "-i", start], environment: [
            "GIT_SEQUENCE_EDITOR": "sed -i 1s/^pick/reword/", "GIT_EDITOR": "sh -c 'printf \"[EW_IOS-98] Шаг\\n\\n- Сделал\\n\" > \"$1\"' -",
        ])
        #expect(reworded.status == 0, "\(reworded.stdout) \(reworded.stderr)")
        let pushed = try git(repo, ["push", "-q", "origin", branch])
        #expect(pushed.status == 0, "\(pushed.stdout) \(pushed.stderr)")
    }

    /// A root commit has no `~1`: `rebase -i --root` is what reaches it.
    @Test func aRefusedPushOfARootCommitSaysRebaseRoot() throws {
        let remote = try TemporaryRepository(bare: true)
        let repo = try TemporaryRepository()
        #expect(try repo.flowlint("hooks", "install", "--no-pre-commit").status == 0)
        try repo.git("remote", "add", "origin", remote.path)
        try repo.write("Podfile", "pod 'MaaS'\n")
        try repo.git("add", "Podfile")
        try repo.git("commit", "-q", "--no-verify", "-m", "english commit")
        let refused = try Self.git(repo, ["push", "-q", "origin", "develop"])
        #expect(refused.status != 0, "\(refused)")
        #expect(refused.stderr.contains("git rebase -i --root (reword)"), "\(refused)")
        #expect(!refused.stderr.contains("~1"), "\(refused)")
        try Self.rewordFirstAndPush(repo, rebasing: "--root", branch: "develop")
    }

    /// The amend note prepare-commit-msg leaves in the git folder goes with the hooks.
    @Test func uninstallRemovesTheAmendNote() throws {
        let repo = try Self.installed()
        try repo.commit(Self.good, file: "Podfile")
        let amended = try Self.git(repo, ["commit", "--amend", "--no-edit"])
        #expect(amended.status == 0, "\(amended)")
        #expect(repo.exists(".git/flowlint-amend"), "the note is written on an amend")
        #expect(try repo.flowlint("hooks", "uninstall").status == 0)
        #expect(!repo.exists(".git/flowlint-amend"))
    }

    @Test func aRefusedPreCommitSaysToStageAndCommitAgain() throws {
        let repo = try PreCommitTests.project()
        try repo.write("App/Other/AViewProtocol.swift", PreCommitTests.bad)
        try repo.git("add", "App/Other/AViewProtocol.swift")
        let refused = try PreCommitTests.commit(repo)
        #expect(refused.status != 0, "\(refused)")
        #expect(refused.stderr.contains("stage them (git add) and run the same git commit again"), "\(refused)")
    }
}
