import Foundation
import Testing
import TestSupport

/// `GIT_DIR` and `GIT_WORK_TREE`, which git exports to hooks for `--git-dir` and `--work-tree`,
/// are honoured as git honours them (issue 13, B3).
struct GitEnvironmentTests {
    static let englishRules = "commits:\n  language: en\n"

    func git(_ repo: TemporaryRepository, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> Shell.Result {
        var env = repo.environment
        env["LANG"] = "en_US.UTF-8"
        env.merge(environment) { $1 }
        return try Shell.run(Shell.which("git") ?? "/usr/bin/git", arguments, in: directory ?? repo.path, environment: env)
    }

    /// A repository whose `.flowlint.yml` allows English, with the hooks installed.
    func englishRepository() throws -> TemporaryRepository {
        let repo = try TemporaryRepository.withFeatureBranch("features/EW_IOS-7_Screen")
        try repo.write(".flowlint.yml", Self.englishRules)
        #expect(try repo.flowlint("hooks", "install").status == 0)
        return repo
    }

    @Test(arguments: [false, true])
    func theConfigurationIsReadWithGitDirAndWorkTree(workTree: Bool) throws {
        let repo = try englishRepository()
        let options = ["--git-dir=" + repo.path + "/.git"] + (workTree ? ["--work-tree=" + repo.path] : [])
        let english = try git(repo, options + ["commit", "--allow-empty", "-m", "[EW_IOS-7] Add the screen", "-m", "- Added it"])
        #expect(english.status == 0, "\(english)")
        let bad = try git(repo, options + ["commit", "--allow-empty", "-m", "add the screen"])
        #expect(bad.status != 0, "\(bad)")
        #expect(bad.stderr.contains("[commit-header-format]"), "\(bad)")
    }

    /// A git directory kept apart from its work tree (the "dotfiles" layout).
    @Test func aSeparateGitDirectoryAndWorkTree() throws {
        let repo = try TemporaryRepository(bare: true)
        try repo.git("config", "core.bare", "false")
        let home = repo.scratch("home")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try Self.englishRules.write(toFile: home + "/.flowlint.yml", atomically: true, encoding: .utf8)
        let environment = ["GIT_DIR": repo.path, "GIT_WORK_TREE": home]
        let message = "[EW_IOS-7] Add the screen\n\n- Added it\n"
        let result = try FlowlintBinary.run(["message", "-"], in: repo, directory: home, environment: environment, stdin: Array(message.utf8))
        #expect(result.status == 0, "\(result)")
        let branch = try FlowlintBinary.run(["branch", "features/EW_IOS-7_Screen"], in: repo, directory: home, environment: environment)
        #expect(branch.status == 0, "\(branch)")
    }

    @Test func commandsRunWithGitWorkTreeSet() throws {
        let repo = try englishRepository()
        let environment = ["GIT_WORK_TREE": repo.path, "LANG": "en_US.UTF-8"]
        let lint = try FlowlintBinary.run(["branch"], in: repo, environment: environment)
        #expect(lint.status == 0, "\(lint)")
        let bad = try FlowlintBinary.run(["branch", "feature/x"], in: repo, environment: environment)
        #expect(bad.status == 1, "\(bad)")
    }

    @Test func prePushAcceptsACleanPushWithGitWorkTreeSet() throws {
        let remote = try TemporaryRepository(bare: true)
        let repo = try TemporaryRepository.withFeatureBranch("features/EW_IOS-7_Экран")
        #expect(try repo.flowlint("hooks", "install").status == 0)
        try repo.git("remote", "add", "origin", remote.path)
        try repo.git(["commit", "-q", "--allow-empty", "--no-verify", "-m", "[EW_IOS-7] Сделал экран\n\n- Добавил экран"])
        let environment = ["GIT_WORK_TREE": repo.path, "GIT_DIR": repo.path + "/.git"]
        let push = try git(repo, ["push", "origin", "HEAD"], environment: environment)
        #expect(push.status == 0, "\(push)")
        try repo.git(["commit", "-q", "--allow-empty", "--no-verify", "-m", "add more"])
        let bad = try git(repo, ["push", "origin", "HEAD"], environment: environment)
        #expect(bad.status != 0, "\(bad)")
        #expect(bad.stderr.contains("[commit-header-format]"), "\(bad)")
    }

    /// With `GIT_DIR` and no work tree named, git's work tree is the current folder.
    @Test func gitDirWithoutAWorkTreeMeansTheCurrentFolder() throws {
        let repo = try TemporaryRepository.withFeatureBranch("features/EW_IOS-7_Screen")
        let elsewhere = repo.scratch("elsewhere")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try Self.englishRules.write(toFile: elsewhere + "/.flowlint.yml", atomically: true, encoding: .utf8)
        let message = Array("[EW_IOS-7] Add the screen\n\n- Added it\n".utf8)
        let result = try FlowlintBinary.run(
            ["message", "-"], in: repo, directory: elsewhere, environment: ["GIT_DIR": repo.path + "/.git"], stdin: message)
        #expect(result.status == 0, "\(result)")
        let lint = try FlowlintBinary.run(["lint"], in: repo, directory: elsewhere, environment: ["GIT_DIR": repo.path + "/.git"])
        #expect(lint.status != 3, "\(lint)")
    }
}
