import Foundation
import Testing
import TestSupport

/// The commands end to end: the built binary on real repositories made with the git CLI.
struct CommandsTests {
    @Test func lintPassesTheSeedsConventions() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.message)
        let result = try repo.flowlint("lint")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("0 errors, 0 warnings; checked: 1 branch, 1 commit"))
    }

    @Test func lintReportsTheBranchAndTheCommitsSinceTheBase() throws {
        let repo = try TemporaryRepository.withFeatureBranch("feature/EW_IOS-98_Экран")
        let bad = try repo.commit(Seed.english)
        let result = try repo.flowlint("lint")
        #expect(result.status == 1)
        #expect(result.stdout.contains("feature/EW_IOS-98_Экран: error: a feature branch must be named features/{id}_{name} [branch-name]"))
        #expect(result.stdout.contains("→ suggestion: features/EW_IOS-98_Экран"))
        #expect(result.stdout.contains("\(bad.prefix(8)):1: error:"))
        #expect(result.stdout.contains("[commit-header-format]"))
        #expect(result.stdout.contains("[commit-language]"))
        #expect(!result.stdout.contains("начальный"), "the base's commits are not checked")
    }

    @Test func lintUsesOriginBaseWhenOnlyThatExists() throws {
        let origin = try TemporaryRepository()
        try origin.commit("[EW_IOS-1] начальный коммит\n\n- Создал проект\n")
        let clonePath = origin.scratch("clone")
        try origin.git("clone", "-q", origin.path, clonePath)
        let clone = TemporaryRepository(existing: clonePath, root: origin.root)
        try clone.git("checkout", "-q", "-b", Seed.featureBranch)
        try clone.git("branch", "-q", "-D", "develop")
        try clone.commit(Seed.message)
        let result = try clone.flowlint("lint", "--format", "json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\"commits\": 1"))
    }

    @Test func jsonHasTheSpecShape() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let bad = try repo.commit("[EW_IOS-98] требуется собрать\n")
        let result = try repo.flowlint("commits", "--format", "json")
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        let findings = try #require(json["findings"] as? [[String: Any]])
        let finding = try #require(findings.first)
        #expect(finding["rule"] as? String == "commit-body")
        #expect(finding["severity"] as? String == "error")
        let location = try #require(finding["location"] as? [String: Any])
        #expect(location["kind"] as? String == "commit")
        #expect(location["sha"] as? String == bad)
        #expect(location["line"] as? Int == 2)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1)
        let checked = try #require(summary["checked"] as? [String: Int])
        #expect(checked == ["branches": 0, "commits": 1, "skipped_commits": 0, "files": 0])
    }

    @Test func commitsTakesRangesAndAll() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.english)
        try repo.commit(Seed.message)
        try repo.git("checkout", "-q", "develop")
        try repo.git("merge", "-q", "--no-ff", "-m", "Merge branch 'x' into 'develop'", Seed.featureBranch)
        let range = try repo.flowlint("commits", "develop~1..\(Seed.featureBranch)", "--format", "json")
        #expect(range.stdout.contains("\"commits\": 2"), "\(range)")
        let symmetric = try repo.flowlint("commits", "develop~1...\(Seed.featureBranch)", "--format", "json")
        #expect(symmetric.stdout.contains("\"commits\": 2"), "\(symmetric)")
        let all = try repo.flowlint("commits", "--all", "--format", "json")
        #expect(all.stdout.contains("\"commits\": 3, \"skipped_commits\": 1"), "\(all)")
        #expect(all.status == 1)
    }

    @Test func unknownRevisionIsExit3WithOneSentence() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let result = try repo.flowlint("commits", "nope..HEAD")
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("flowlint: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func notARepositoryIsExit3() throws {
        let repo = try TemporaryRepository()
        let outside = repo.scratch("outside")
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let result = try repo.flowlint("lint", environment: ["GIT_CEILING_DIRECTORIES": repo.root.path], directory: outside)
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("not a git repository"))
    }

    @Test func badUsageIsExit2() throws {
        let repo = try TemporaryRepository()
        #expect(try repo.flowlint("no-such-command").status == 2)
        #expect(try repo.flowlint("commits", "--all", "HEAD").status == 2)
        #expect(try repo.flowlint("lint", "--format", "xml").status == 2)
        #expect(try repo.flowlint("explain", "commit-bdy").status == 2)
    }

    @Test func branchChecksNamesTheCurrentOneAndAll() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        #expect(try repo.flowlint("branch").status == 0)
        let named = try repo.flowlint("branch", "release/1.2", "--lang", "ru")
        #expect(named.status == 1)
        #expect(named.stdout.contains("→ предлагается: releases/release-1.2"))
        try repo.git("branch", "wip")
        let all = try repo.flowlint("branch", "--all", "--format", "json")
        #expect(all.status == 1)
        #expect(all.stdout.contains("\"branches\": 3"))
        #expect(all.stdout.contains("\"name\": \"wip\""))
    }

    @Test func detachedHeadUsesTheCIBranchName() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.message)
        try repo.git("checkout", "-q", "--detach")
        #expect(try repo.flowlint("branch").status == 3)
        let ci = try repo.flowlint("branch", environment: ["CI_COMMIT_REF_NAME": "feature/x"])
        #expect(ci.status == 1)
        #expect(ci.stdout.contains("feature/x"))
        let lint = try repo.flowlint("lint", "--base", "develop")
        #expect(lint.status == 0, "\(lint)")
        #expect(lint.stdout.contains("HEAD is detached"))
    }

    @Test func anEmptyRepositoryIsFine() throws {
        let repo = try TemporaryRepository()
        let result = try repo.flowlint("lint")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("no commits yet"))
        #expect(try repo.flowlint("commits", "--all").status == 0)
        #expect(try repo.flowlint("branch").status == 0)
    }

    @Test func aBareRepositoryCanBeChecked() throws {
        let origin = try TemporaryRepository.withFeatureBranch()
        try origin.commit(Seed.english)
        let bare = origin.scratch("bare.git")
        try origin.git("clone", "-q", "--bare", origin.path, bare)
        let result = try origin.flowlint("commits", "--all", "--format", "json", directory: bare)
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"commits\": 2"))
    }

    @Test func aWorktreeIsCheckedOnItsOwnBranch() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.git("checkout", "-q", "develop")
        let worktree = repo.scratch("wt")
        try repo.git("worktree", "add", "-q", "-b", "bugfix/EW_IOS-5-падение", worktree)
        let result = try repo.flowlint("branch", directory: worktree)
        #expect(result.status == 1)
        #expect(result.stdout.contains("bugs/EW_IOS-5_падение"))
    }

    @Test func shallowCloneMissingTheBaseSaysHowToFix() throws {
        let origin = try TemporaryRepository.withFeatureBranch()
        for index in 1...3 { try origin.commit("[EW_IOS-98] шаг \(index)\n\n- сделал\n") }
        let clonePath = origin.scratch("shallow")
        try origin.git("clone", "-q", "--depth", "1", "-b", Seed.featureBranch, "file://" + origin.path, clonePath)
        let clone = TemporaryRepository(existing: clonePath, root: origin.root)
        let result = try clone.flowlint("commits", "develop..HEAD")
        #expect(result.status == 3, "\(result)")
    }

    @Test func controlCharactersNeverReachTheTerminal() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit("\u{1B}[2J\u{1B}]0;pwned\u{07}Hello \u{202E}evil\n")
        let result = try repo.flowlint("commits", "--color", "never")
        #expect(result.status == 1)
        #expect(!result.stdoutBytes.contains(0x1B))
        #expect(!result.stdoutBytes.contains(0x07))
        #expect(result.stdout.contains("\\x1B[2J"))
        #expect(!result.stdout.contains("\u{202E}"))
    }

    @Test func colorAlwaysColoursAndNeverDoesNot() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.english)
        #expect(try repo.flowlint("lint", "--color", "always").stdoutBytes.contains(0x1B))
        #expect(try !repo.flowlint("lint", "--color", "never").stdoutBytes.contains(0x1B))
    }

    @Test func strictFailsOnWarnings() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit("[EW_IOS-99] другая задача\n\n- сделал\n")
        #expect(try repo.flowlint("lint").status == 0)
        #expect(try repo.flowlint("lint", "--strict").status == 1)
    }

    @Test func languageComesFromLangOrTheFlag() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.english)
        #expect(try repo.flowlint("lint", environment: ["LANG": "ru_RU.UTF-8"]).stdout.contains("ошибки"))
        #expect(try repo.flowlint("lint", "--lang", "en", environment: ["LANG": "ru_RU.UTF-8"]).stdout.contains("errors"))
    }

    @Test func minusCRunsElsewhere() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let result = try repo.flowlint("-C", repo.path, "branch", directory: "/")
        #expect(result.status == 0, "\(result)")
        #expect(try repo.flowlint("branch", "-C", "/no/such/folder").status == 2)
    }
}

/// History that git itself would write differently: other encodings, corrupt objects.
struct HostileHistoryTests {
    @Test func windows1251WithAndWithoutItsHeader() throws {
        let repo = try TemporaryRepository()
        // "[EW_IOS-98] Тест\n\n- Тест\n" in Windows-1251.
        let cp1251 = Array("[EW_IOS-98] ".utf8) + [0xD2, 0xE5, 0xF1, 0xF2] + Array("\n\n- ".utf8) + [0xD2, 0xE5, 0xF1, 0xF2, 0x0A]
        try repo.commitRaw(cp1251, encoding: "windows-1251")
        #expect(try repo.flowlint("commits", "--all").status == 0)
        let undeclared = try repo.commitRaw(cp1251)
        let result = try repo.flowlint("commits", "--all", "--format", "json")
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"rule\": \"commit-encoding\""))
        #expect(result.stdout.contains(undeclared))
    }

    @Test func aCorruptObjectIsExit3WithOneSentence() throws {
        let repo = try TemporaryRepository()
        try repo.commit(Seed.message)
        let middle = try repo.commit(Seed.message)
        try repo.commit(Seed.message)
        let object = repo.path + "/.git/objects/" + middle.prefix(2) + "/" + middle.dropFirst(2)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: object)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: object))
        let before = try repo.git("status", "--porcelain")
        let result = try repo.flowlint("commits", "--all")
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.hasPrefix("flowlint: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try repo.git("status", "--porcelain") == before)
    }

    @Test func aDotGitFilePointingNowhereIsExit3() throws {
        let repo = try TemporaryRepository()
        let folder = repo.scratch("broken")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "gitdir: /no/such/place\n".write(toFile: folder + "/.git", atomically: true, encoding: .utf8)
        let result = try repo.flowlint("lint", environment: ["GIT_CEILING_DIRECTORIES": repo.root.path], directory: folder)
        #expect(result.status == 3, "\(result)")
        let message = try repo.flowlint("message", "-", environment: ["GIT_CEILING_DIRECTORIES": repo.root.path],
                                        stdin: Seed.message, directory: folder)
        #expect(!message.timedOut)
    }

    @Test func shellMetacharactersInBranchNamesAreJustText() throws {
        let repo = try TemporaryRepository()
        try repo.commit(Seed.message)
        try repo.git("checkout", "-q", "-b", "features/EW_IOS-1_$(touch_pwned)_`x`;rm")
        let result = try repo.flowlint("branch", "--all")
        #expect(result.status == 1)
        #expect(!repo.exists("touch_pwned"))
        _ = try repo.flowlint("hooks", "install")
        let commit = try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["commit", "--allow-empty", "-m", "[EW_IOS-1] задача\n\n- сделал"],
                                   in: repo.path, environment: repo.environment)
        #expect(commit.status == 0, "\(commit)")
    }
}

struct OwnershipTests {
    static let canSwitchUser = getuid() == 0 && Shell.which("setpriv") != nil

    /// git (and libgit2) refuse a repository owned by someone else; say how git lets it in.
    @Test(.enabled(if: canSwitchUser))
    func aRepositoryOwnedBySomeoneElseSaysSafeDirectory() throws {
        let repo = try TemporaryRepository()
        try repo.commit(Seed.message)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.root.path)
        let result = try Shell.run(
            Shell.which("setpriv") ?? "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", FlowlintBinary.path, "lint"],
            in: repo.path, environment: repo.environment.merging(["HOME": "/nonexistent", "LANG": "en_US.UTF-8"]) { $1 })
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("safe.directory \(repo.path)"))
    }
}

struct FormatsEndToEndTests {
    @Test(arguments: ["text", "json", "sarif", "junit", "gitlab", "github"])
    func everyFormatThroughTheBinary(format: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch("feature/EW_IOS-98_Экран")
        try repo.commit(Seed.english)
        let result = try repo.flowlint("lint", "--format", format)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("branch-name"))
        #expect(result.stdout.contains("commit-language"))
        if ["json", "sarif", "gitlab"].contains(format) {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) }
        }
    }
}

struct LargeAndLockedRepositoryTests {
    @Test func twoHundredThousandRefs() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let tip = try repo.git("rev-parse", "HEAD")
        // Large repositories keep their refs packed; writing packed-refs directly is instant.
        var packed = "# pack-refs with: peeled fully-peeled sorted \n"
        for index in 0..<200_000 {
            packed += "\(tip) refs/heads/features/EW_IOS-\(100_000 + index)_Задача\n"
        }
        try packed.write(toFile: repo.path + "/.git/packed-refs", atomically: true, encoding: .utf8)
        let start = Date()
        let branches = try FlowlintBinary.run(["branch", "--all", "--format", "json"], in: repo, timeout: 120)
        #expect(!branches.timedOut)
        #expect(branches.status == 0, "\(branches.stderr)")
        #expect(branches.stdout.contains("\"branches\": 200002"))
        let commits = try FlowlintBinary.run(["commits", "--all"], in: repo, timeout: 120)
        #expect(commits.status == 0)
        #expect(Date().timeIntervalSince(start) < 110)
    }

    @Test(.enabled(if: OwnershipTests.canSwitchUser))
    func anUnwritableHooksFolderIsExit3() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: repo.root.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: repo.path + "/.git/hooks")
        // libgit2 reads safe.directory from $HOME/.gitconfig (GIT_CONFIG_GLOBAL is git's alone).
        let home = repo.scratch("home")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try "[safe]\n\tdirectory = \(repo.path)\n".write(toFile: home + "/.gitconfig", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: home)
        var environment = repo.environment
        environment["HOME"] = home
        environment["GIT_CONFIG_GLOBAL"] = nil
        environment["LANG"] = "en_US.UTF-8"
        let result = try Shell.run(
            Shell.which("setpriv") ?? "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", FlowlintBinary.path, "hooks", "install"],
            in: repo.path, environment: environment)
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("cannot write"))
        #expect(!FileManager.default.fileExists(atPath: repo.path + "/.git/hooks/commit-msg"))
    }
}
