import Foundation
import Testing
import TestSupport

/// A team pins its language once (Russian developers on English macOS, GUI clients without
/// `LANG`), and hooks print only what blocks a commit.
struct TeamLanguageAndQuietTests {
    func messageFile(_ repo: TemporaryRepository, _ text: String) throws -> String {
        let path = repo.scratch("message.txt")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theConfigurationsLanguageBeatsTheLocale() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write(".flowlint.yml", "lang: ru\n")
        let file = try messageFile(repo, Seed.english)
        let result = try repo.flowlint("message", file)
        #expect(result.status == 1)
        #expect(result.stdout.contains("заголовок") || result.stdout.contains("ошиб"), "\(result)")
        // --lang still wins.
        let english = try repo.flowlint("message", file, "--lang", "en")
        #expect(english.stdout.contains("error"), "\(english)")
        #expect(!english.stdout.contains("ошиб"), "\(english)")
    }

    @Test func flowlintLangPinsTheLanguageWithoutAConfiguration() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let file = try messageFile(repo, Seed.english)
        let russian = try repo.flowlint("message", file, environment: ["FLOWLINT_LANG": "ru", "LANG": "en_US.UTF-8"])
        #expect(russian.stdout.contains("ошиб"), "\(russian)")
        // A GUI client with no locale at all.
        let bare = try repo.flowlint("message", file, environment: ["FLOWLINT_LANG": "ru", "LANG": ""])
        #expect(bare.stdout.contains("ошиб"), "\(bare)")
    }

    @Test func aMisspeltLanguageIsAConfigurationError() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write(".flowlint.yml", "lang: russian\n")
        let result = try repo.flowlint("message", try messageFile(repo, Seed.message))
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("'lang' must be one of ru, en"), "\(result)")
    }

    @Test func quietPrintsErrorsOnlyAndHooksAreQuietUnlessVerbose() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        // A warning only: commit-issue-mismatch is a warning by default.
        let warned = try messageFile(repo, "[EW_IOS-97] требуется собрать приложение\n\n- Обновил фреймворк MaaS\n")
        let loud = try repo.flowlint("message", warned)
        #expect(loud.status == 0)
        #expect(loud.stdout.contains("warning"), "\(loud)")
        let quiet = try repo.flowlint("message", warned, "--quiet")
        #expect(quiet.status == 0)
        #expect(!quiet.stdout.contains("warning: "), "\(quiet)")
        let hook = try repo.flowlint("hook", "commit-msg", warned)
        #expect(hook.status == 0)
        #expect(hook.stderr.isEmpty && hook.stdout.isEmpty, "\(hook)")
        let verbose = try repo.flowlint("hook", "commit-msg", warned, "--verbose")
        #expect(verbose.stderr.contains("commit-issue-mismatch"), "\(verbose)")
        // --strict makes warnings block: then they are printed.
        let strict = try repo.flowlint("hook", "commit-msg", warned, "--strict")
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("commit-issue-mismatch"), "\(strict)")
    }
}
