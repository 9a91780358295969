import Foundation
import Testing
import TestSupport

/// flowlint beside the hook managers teams already have. husky can't be installed here (npm is
/// not reachable): `HuskyLayout` writes exactly what husky v9's index.js and its `husky` script
/// write. The pre-commit framework's layout is rebuilt the same way here; the real tool is run by
/// scripts/check-hook-managers.sh.
struct HookManagerTests {
    /// husky v9's install: `core.hooksPath=.husky/_`, `_/h` (its runner), one stub per hook.
    enum HuskyLayout {
        static let hooks = ["pre-commit", "prepare-commit-msg", "commit-msg", "post-commit", "applypatch-msg", "pre-applypatch",
                            "post-applypatch", "pre-rebase", "post-rewrite", "post-checkout", "post-merge", "pre-push", "pre-auto-gc"]
        static let runner = """
            #!/usr/bin/env sh
            [ "$HUSKY" = "2" ] && set -x
            n=$(basename "$0")
            s=$(dirname "$(dirname "$0")")/$n

            [ ! -f "$s" ] && exit 0

            if [ -f "$HOME/.huskyrc" ]; then
            \techo "husky - '~/.huskyrc' is DEPRECATED, please move your code to ~/.config/husky/init.sh"
            fi
            i="${XDG_CONFIG_HOME:-$HOME/.config}/husky/init.sh"
            [ -f "$i" ] && . "$i" "$n"

            [ "${HUSKY-}" = "0" ] && exit 0

            export PATH="node_modules/.bin:$PATH"
            sh -e "$s" "$@"
            c=$?

            [ $c != 0 ] && echo "husky - $n script failed (code $c)"
            [ $c = 127 ] && echo "husky - command not found in PATH=$PATH"
            exit $c

            """
        static let stub = "#!/usr/bin/env sh\n. \"${0%/*}/h\""

        /// What `npx husky` does (also on every `npm install` through the `prepare` script).
        static func install(_ repo: TemporaryRepository) throws {
            try repo.git("config", "core.hooksPath", ".husky/_")
            try repo.write(".husky/_/.gitignore", "*")
            try repo.write(".husky/_/h", runner)
            try repo.write(".husky/_/husky.sh", "")
            for hook in hooks {
                try repo.write(".husky/_/\(hook)", stub)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.path + "/.husky/_/\(hook)")
            }
        }
    }

    /// The repository's environment with the built flowlint on PATH, as a team installs it.
    func environment(_ repo: TemporaryRepository) -> [String: String] {
        var environment = repo.environment
        let folder = (FlowlintBinary.path as NSString).deletingLastPathComponent
        environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["LANG"] = "en_US.UTF-8"
        return environment
    }

    func gitCommit(_ repo: TemporaryRepository, _ message: String) throws -> Shell.Result {
        try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["commit", "--allow-empty", "-m", message], in: repo.path,
                      environment: environment(repo))
    }

    func huskyFiles(_ repo: TemporaryRepository) throws -> [String: String] {
        let folder = repo.path + "/.husky/_"
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return files
    }

    @Test func huskyKeepsRunningTheTeamsHooksAndFlowlintRunsFromTheTeamsFile() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try HuskyLayout.install(repo)
        let team = "echo commitlint >> \"$(git rev-parse --git-dir)/team-hook-ran\"\n"
        try repo.write(".husky/commit-msg", team)
        let before = try huskyFiles(repo)
        let installed = try repo.flowlint("hooks", "install", "--no-pre-commit")
        #expect(installed.status == 0, "\(installed)")
        #expect(installed.stdout.contains(".husky/commit-msg: flowlint's call added (husky runs it)"), "\(installed)")
        // husky's own files are untouched: its next install can't drop flowlint.
        #expect(try huskyFiles(repo) == before)
        let bad = try gitCommit(repo, "Update the framework")
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("[commit-header-format]") || bad.stdout.contains("[commit-header-format]"), "\(bad)")
        #expect(repo.exists(".git/team-hook-ran"))
        // `npm install` runs husky again: flowlint still runs.
        try HuskyLayout.install(repo)
        #expect(try gitCommit(repo, "Update the framework").status != 0)
        let good = try gitCommit(repo, "[EW_IOS-98] Обновил фреймворк\n\n- Обновил фреймворк MaaS")
        #expect(good.status == 0, "\(good)")
        let status = try repo.flowlint("hooks", "status")
        #expect(status.stdout.contains("commit-msg: husky (runs flowlint: "), "\(status)")
        #expect(status.stdout.contains("pre-push: husky (runs flowlint: "), "\(status)")
        let again = try repo.flowlint("hooks", "install", "--no-pre-commit")
        #expect(again.stdout.contains("husky already runs flowlint"), "\(again)")
        #expect(try repo.flowlint("hooks", "uninstall").status == 0)
        #expect(try repo.read(".husky/commit-msg") == team)
        #expect(!repo.exists(".husky/pre-push"), "a file flowlint created goes with it")
        #expect(try gitCommit(repo, "Update the framework").status == 0)
    }

    @Test func anEarlierFlowlintInsideHuskysFolderIsUndone() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try HuskyLayout.install(repo)
        // What flowlint did before it knew husky: husky's stub kept aside, its own script in place.
        let hook = repo.path + "/.husky/_/commit-msg"
        try FileManager.default.moveItem(atPath: hook, toPath: hook + ".pre-flowlint")
        try repo.write(".husky/_/commit-msg", "#!/bin/sh\n# flowlint-managed-hook: old\nexit 0\n")
        let status = try repo.flowlint("hooks", "status")
        #expect(status.stdout.contains("commit-msg: flowlint"), "\(status)")
        #expect(try repo.flowlint("hooks", "install", "--no-pre-commit").status == 0)
        #expect(try String(contentsOfFile: hook, encoding: .utf8) == HuskyLayout.stub)
        #expect(!FileManager.default.fileExists(atPath: hook + ".pre-flowlint"))
        #expect(try repo.read(".husky/commit-msg").contains("flowlint hook commit-msg"))
    }

    @Test func huskyRewritingItsFilesAfterAnEarlierFlowlintIsReported() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try HuskyLayout.install(repo)
        let hook = repo.path + "/.husky/_/commit-msg"
        try FileManager.default.copyItem(atPath: hook, toPath: hook + ".pre-flowlint")
        // npm install rewrote husky's stub over flowlint's script: flowlint no longer runs.
        let status = try repo.flowlint("hooks", "status")
        #expect(status.stdout.contains("commit-msg: husky, flowlint not called (flowlint hooks install)"), "\(status)")
        #expect(try repo.flowlint("hooks", "install", "--no-pre-commit").status == 0)
        #expect(!FileManager.default.fileExists(atPath: hook + ".pre-flowlint"))
        #expect(try gitCommit(repo, "Update the framework").status != 0)
    }

    @Test func flowlintMissingFromATeammatesPathWarnsAndLetsTheCommitThrough() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try HuskyLayout.install(repo)
        #expect(try repo.flowlint("hooks", "install", "--no-pre-commit").status == 0)
        var environment = repo.environment
        environment["PATH"] = "/usr/bin:/bin"
        let result = try Shell.run(Shell.which("git") ?? "/usr/bin/git", ["commit", "--allow-empty", "-m", "fix"], in: repo.path,
                                   environment: environment)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("flowlint: not on PATH; commit-msg not checked"), "\(result)")
    }

    /// The pre-commit framework's script (its resources/hook-tmpl) and what `pre-commit install`
    /// does with a hook that is not its own: moves it to `NAME.legacy`, which it runs first.
    static func preCommitInstall(_ repo: TemporaryRepository, _ hook: String) throws {
        let path = repo.path + "/.git/hooks/" + hook
        if FileManager.default.fileExists(atPath: path),
            !(try String(contentsOfFile: path, encoding: .utf8)).contains("File generated by pre-commit")
        {
            try? FileManager.default.removeItem(atPath: path + ".legacy")
            try FileManager.default.moveItem(atPath: path, toPath: path + ".legacy")
        }
        let script = """
            #!/usr/bin/env bash
            # File generated by pre-commit: https://pre-commit.com
            # ID: 138fd403232d2ddd5efb44317e38bf03
            HERE="$(cd "$(dirname "$0")" && pwd)"
            if [ -x "$HERE/\(hook).legacy" ]; then "$HERE/\(hook).legacy" "$@" || exit $?; fi
            exit 0

            """
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    @Test func preCommitInstalledAgainKeepsFlowlintAndStatusSaysSo() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let own = "#!/bin/sh\n# the team's old hook\necho old >> \"$(git rev-parse --git-dir)/old-hook-ran\"\n"
        let hook = repo.path + "/.git/hooks/commit-msg"
        try own.write(toFile: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        #expect(try repo.flowlint("hooks", "install", "--no-pre-commit").status == 0)
        try Self.preCommitInstall(repo, "commit-msg")  // an onboarding script runs it again
        let status = try repo.flowlint("hooks", "status")
        #expect(status.stdout.contains("commit-msg: pre-commit (runs flowlint: "), "\(status)")
        let installed = try repo.flowlint("hooks", "install", "--no-pre-commit")
        #expect(installed.status == 0, "\(installed)")
        #expect(installed.stdout.contains("commit-msg.legacy: pre-commit already runs flowlint")
            || installed.stdout.contains("commit-msg.legacy: flowlint's call added"), "\(installed)")
        let bad = try gitCommit(repo, "Update the framework")
        #expect(bad.status != 0)
        #expect(repo.exists(".git/old-hook-ran"), "the team's old hook still runs first")
        #expect(try repo.flowlint("hooks", "uninstall").status == 0)
        #expect(try String(contentsOfFile: hook + ".legacy", encoding: .utf8) == own)
        #expect(try gitCommit(repo, "Update the framework").status == 0)
    }

    @Test func flowlintInstalledAfterPreCommitGoesWhereItRunsLegacyHooks() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try Self.preCommitInstall(repo, "commit-msg")
        let script = try String(contentsOfFile: repo.path + "/.git/hooks/commit-msg", encoding: .utf8)
        let installed = try repo.flowlint("hooks", "install", "--no-pre-commit")
        #expect(installed.status == 0, "\(installed)")
        #expect(try String(contentsOfFile: repo.path + "/.git/hooks/commit-msg", encoding: .utf8) == script)
        #expect(try gitCommit(repo, "Update the framework").status != 0)
        #expect(try repo.flowlint("hooks", "uninstall").status == 0)
        #expect(!FileManager.default.fileExists(atPath: repo.path + "/.git/hooks/commit-msg.legacy"))
    }

    @Test func lefthookIsToldTheLinesToAdd() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let hook = repo.path + "/.git/hooks/commit-msg"
        let script = "#!/bin/sh\n\nif [ \"$LEFTHOOK\" = \"0\" ]; then\n  exit 0\nfi\n\ncall_lefthook()\n{\n  lefthook \"$@\"\n}\n\ncall_lefthook run \"commit-msg\" \"$@\"\n"
        try script.write(toFile: hook, atomically: true, encoding: .utf8)
        let refused = try repo.flowlint("hooks", "install", "--no-pre-commit")
        #expect(refused.status == 2, "\(refused)")
        #expect(refused.stdout.contains("commit-msg: {commands: {flowlint: {run: flowlint hook commit-msg {1}}}}"), "\(refused)")
        #expect(try String(contentsOfFile: hook, encoding: .utf8) == script)
        try repo.write("lefthook.yml", "commit-msg:\n  commands:\n    flowlint:\n      run: flowlint hook commit-msg {1}\n")
        #expect(try repo.flowlint("hooks", "status").stdout.contains("commit-msg: lefthook (runs flowlint: lefthook.yml)"))
        #expect(try repo.flowlint("hooks", "install", "--no-pre-commit").status == 0)
    }

    @Test func installingTwiceSaysAlreadyInstalled() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        #expect(try repo.flowlint("hooks", "install", "--no-pre-commit").status == 0)
        let again = try repo.flowlint("hooks", "install", "--no-pre-commit")
        #expect(again.stdout.contains("commit-msg: already installed"), "\(again)")
        #expect(!again.stdout.contains("updated"))
    }

    /// `install` is idempotent whoever else runs hooks: a second run changes nothing and says so.
    @Test(arguments: ["chained", "husky", "pre-commit", "sources"])
    func installingTwiceBesideAnotherHookSaysNothingChanged(setup: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        switch setup {
        case "chained":
            try repo.write(".git/hooks/commit-msg", "#!/bin/sh\nexit 0\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.path + "/.git/hooks/commit-msg")
        case "husky": try HuskyLayout.install(repo)
        case "pre-commit": try Self.preCommitInstall(repo, "commit-msg")
        default:
            try repo.write("App/Feed/FeedPresenter.swift", "final class FeedPresenter {}\n")
            try repo.git("add", "-A")
        }
        #expect(try repo.flowlint("hooks", "install").status == 0)
        for language in ["en", "ru"] {
            let again = try repo.flowlint("hooks", "install", "--lang", language)
            #expect(again.status == 0, "\(again)")
            #expect(!again.stdout.contains("updated") && !again.stdout.contains("обновлён") && !again.stdout.contains("added")
                && !again.stdout.contains("добавлен") && !again.stdout.contains(": installed") && !again.stdout.contains(": установлен"),
                "\(again)")
        }
    }

    /// husky v8 points `core.hooksPath` at `.husky` itself: the file flowlint adds its call to is
    /// also where git runs hooks from, and a second install or an uninstall must not take it for
    /// flowlint's own script.
    @Test func huskyEightKeepsTheTeamsHookThroughASecondInstallAndUninstall() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.git("config", "core.hooksPath", ".husky")
        try repo.write(".husky/_/husky.sh", "")
        let team = "#!/usr/bin/env sh\n. \"$(dirname -- \"$0\")/_/husky.sh\"\n\nnpx --no -- commitlint --edit ${1}\n"
        try repo.write(".husky/commit-msg", team)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.path + "/.husky/commit-msg")
        #expect(try repo.flowlint("hooks", "install", "--no-pre-commit").status == 0)
        let again = try repo.flowlint("hooks", "install", "--no-pre-commit")
        #expect(again.stdout.contains("commit-msg: husky already runs flowlint"), "\(again)")
        #expect(try repo.read(".husky/commit-msg").hasPrefix(team), "the team's lines are kept")
        #expect(try repo.flowlint("hooks", "status").stdout.contains("commit-msg: husky (runs flowlint: "))
        #expect(try repo.flowlint("hooks", "uninstall").status == 0)
        #expect(try repo.read(".husky/commit-msg") == team)
        #expect(!repo.exists(".husky/pre-push"), "a file flowlint created goes with it")
    }
}
