import Foundation
import Testing
import TestSupport

struct ConfigurationEndToEndTests {
    @Test func aConfigFileChangesTheRules() throws {
        let repo = try TemporaryRepository(initialBranch: "main")
        try repo.write(".flowlint.yml", "branches:\n  protected: [main, develop]\nflow:\n  base: main\ncommits:\n  language: en\n")
        try repo.commit("[APP-1] Add the first screen\n\n- Added it\n")
        try repo.git("checkout", "-q", "-b", "features/APP-2_Login")
        try repo.commit("[APP-2] Add login\n\n- Added the login screen\n")
        let result = try repo.flowlint("lint")
        #expect(result.status == 0, "\(result)")
    }

    @Test func perRuleSeverityAndOff() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit("[EW_IOS-98] только заголовок\n")
        #expect(try repo.flowlint("lint").status == 1)
        try repo.write(".flowlint.yml", "rules:\n  commit-body: warning\n")
        let warning = try repo.flowlint("lint")
        #expect(warning.status == 0)
        #expect(warning.stdout.contains("warning: no description"))
        try repo.write(".flowlint.yml", "rules:\n  commit-body: off\n")
        #expect(try !repo.flowlint("lint").stdout.contains("commit-body"))
    }

    @Test func anInvalidFileIsExit2NamingLineAndKey() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write(".flowlint.yml", "commits:\n  language: ru\ncomits:\n  require-body: false\n")
        let result = try repo.flowlint("lint")
        #expect(result.status == 2)
        #expect(result.stderr.contains(".flowlint.yml:3:1: unknown key 'comits', did you mean 'commits'?"), "\(result)")
    }

    @Test func configOptionPointsElsewhere() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.english)
        let file = repo.scratch("other.yml")
        try "commits:\n  language: any\n  require-body: false\nrules:\n  commit-header-format: off\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        #expect(try repo.flowlint("lint", "--config", file).status == 0)
        #expect(try repo.flowlint("lint", "--config", repo.scratch("missing.yml")).status == 2)
    }

    @Test func initWritesTheDefaultsOnce() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let first = try repo.flowlint("init")
        #expect(first.status == 0)
        #expect(try repo.read(".flowlint.yml").contains("issue-id:"))
        #expect(try repo.flowlint("init").status == 2)
        #expect(try repo.flowlint("init", "--force").status == 0)
        #expect(try repo.flowlint("lint").status == 0)
    }

    @Test func rulesAndExplain() throws {
        let repo = try TemporaryRepository()
        let rules = try repo.flowlint("rules")
        #expect(rules.status == 0)
        for id in ["branch-name", "branch-forbidden-letters", "commit-header-format", "commit-encoding"] {
            #expect(rules.stdout.contains(id))
        }
        let explain = try repo.flowlint("explain", "commit-header-format", "--lang", "ru")
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("[EW_IOS-98] требуется собрать приложение"))
        #expect(explain.stdout.contains("Неправильно:"))
    }

    /// Only the root's `.flowlint.yml` is read: one in a subfolder is named, once, with the one
    /// that is read, instead of being silently ignored.
    @Test func aNestedConfigurationIsSaidNotToBeRead() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write(".flowlint.yml", "commits:\n  language: ru\n")
        try repo.write("App/.flowlint.yml", "commits:\n  language: en\n")
        try repo.write("App/Feed/.flowlint.yml", "commits:\n  language: en\n")
        try repo.write("App/Feed/FeedPresenter.swift", "final class FeedPresenter {}\n")
        try repo.write("Pods/Kit/.flowlint.yml", "commits:\n  language: en\n")
        let protocols = try repo.flowlint("protocols")
        let output = protocols.stdout + protocols.stderr
        #expect(output.contains("App/.flowlint.yml"), "\(protocols)")
        #expect(output.components(separatedBy: "not read").count == 2, "said once: \(protocols)")
        #expect(output.contains("\(repo.path)/.flowlint.yml"), "the file that is read is named: \(protocols)")
        #expect(!output.contains("Pods/Kit"), "an excluded folder is not looked into: \(protocols)")
        try repo.git("add", "-A")
        try repo.commit("[EW_IOS-98] Добавил ленту\n\n- Сделал ленту\n")
        let lint = try repo.flowlint("lint", "--lang", "ru")
        #expect(lint.stdout.contains("App/.flowlint.yml") && lint.stdout.contains("не читается"), "\(lint)")
    }
}

struct SinceTests {
    @Test func sinceARevisionLeavesOlderHistoryAlone() throws {
        let repo = try TemporaryRepository()
        try repo.commit(Seed.english)
        try repo.git("tag", "adopted")
        try repo.commit(Seed.message)
        #expect(try repo.flowlint("commits", "--all").status == 1)
        try repo.write(".flowlint.yml", "commits:\n  since: adopted\n")
        let result = try repo.flowlint("commits", "--all", "--format", "json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\"commits\": 1"))
    }

    @Test func sinceADateComparesTheCommitterDate() throws {
        let repo = try TemporaryRepository()
        repo.environment["GIT_COMMITTER_DATE"] = "2020-01-01T00:00:00Z"
        try repo.commit(Seed.english)
        repo.environment["GIT_COMMITTER_DATE"] = "2026-01-01T00:00:00Z"
        try repo.commit(Seed.message)
        try repo.write(".flowlint.yml", "commits:\n  since: 2025-06-01\n")
        #expect(try repo.flowlint("commits", "--all").status == 0)
        try repo.write(".flowlint.yml", "commits:\n  since: 2019-06-01\n")
        #expect(try repo.flowlint("commits", "--all").status == 1)
    }

    @Test func sinceNeitherRevisionNorDateIsExit2() throws {
        let repo = try TemporaryRepository()
        try repo.commit(Seed.message)
        try repo.write(".flowlint.yml", "commits:\n  since: no-such-tag\n")
        let result = try repo.flowlint("commits", "--all")
        #expect(result.status == 2)
        #expect(result.stderr.contains("neither a revision"))
    }
}

struct ArgumentParserFeaturesTests {
    @Test func versionHelpAndCompletions() throws {
        let repo = try TemporaryRepository()
        let version = try repo.flowlint("--version")
        #expect(version.status == 0)
        #expect(version.stdout.split(separator: ".").count == 3)
        // The commit it was built from when `make dist` built it (FLOWLINT_BIN), else "built from source".
        #expect(version.stdout.contains("(commit ") || version.stdout.contains("(built from source)"), "\(version.stdout)")
        let help = try repo.flowlint("--help")
        #expect(help.status == 0)
        #expect(help.stdout.contains("commits"))
        #expect(try repo.flowlint("hook", "commit-msg", "--help").status == 0)
        for shell in ["bash", "zsh", "fish"] {
            let script = try repo.flowlint("--generate-completion-script", shell)
            #expect(script.status == 0)
            #expect(script.stdout.contains("flowlint"))
        }
    }
}

struct BaselineEndToEndTests {
    @Test func oldFindingsStayQuietNewOnesFail() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit("legacy one\n")
        try repo.commit("legacy two\n")
        try repo.write("App/APresenter.swift", "final class APresenter: APresenterProtocol {\n    // MARK: - Properties\n    var view: AViewProtocol!\n}\n")
        let baseline = repo.scratch("baseline.json")
        let first = try repo.flowlint("lint", "--write-baseline", baseline)
        #expect(first.status == 1, "writing a baseline still reports")
        let quiet = try repo.flowlint("lint", "--baseline", baseline)
        #expect(quiet.status == 0, "\(quiet)")
        #expect(quiet.stdout.contains("not shown"))
        // Moving the Swift code doesn't wake its finding; a new bad commit does fail.
        try repo.write("App/APresenter.swift", "import UIKit\n\n\nfinal class APresenter: APresenterProtocol {\n    // MARK: - Properties\n    var view: AViewProtocol!\n}\n")
        #expect(try repo.flowlint("lint", "--baseline", baseline).status == 0)
        let fresh = try repo.commit("new english commit\n")
        let failing = try repo.flowlint("lint", "--baseline", baseline, "--format", "json")
        #expect(failing.status == 1)
        #expect(failing.stdout.contains(fresh))
        #expect(!failing.stdout.contains("legacy"))
    }

    @Test func aBrokenBaselineIsExit2() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let file = repo.scratch("bad.json")
        try "{\"version\": 7}".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try repo.flowlint("lint", "--baseline", file).status == 2)
        #expect(try repo.flowlint("lint", "--baseline", repo.scratch("missing.json")).status == 2)
    }
}
