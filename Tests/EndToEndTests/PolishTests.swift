import Foundation
import Testing
import TestSupport

/// Small things a new team notices in its first week.
struct PolishTests {
    @Test(arguments: [(1, "1 прежнее замечание"), (2, "2 прежних замечания"), (5, "5 прежних замечаний")])
    func hiddenFindingsAreCountedInRussianAsRussiansCount(count: Int, words: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        // No description: one finding a commit.
        for index in 0..<count { try repo.commit("[EW_IOS-98] требуется собрать приложение номер \(index)\n") }
        let baseline = repo.scratch("baseline.json")
        _ = try repo.flowlint("commits", "--write-baseline", baseline)
        let result = try repo.flowlint("commits", "--baseline", baseline, "--lang", "ru", "--format", "json")
        #expect(result.status == 0, "\(result)")
        let text = try repo.flowlint("commits", "--baseline", baseline, "--lang", "ru")
        #expect(text.stdout.contains("не показано: \(words) из базы"), "\(text)")
        let english = try repo.flowlint("commits", "--baseline", baseline)
        #expect(english.stdout.contains(count == 1 ? "1 finding recorded" : "\(count) findings recorded"), "\(english)")
    }

    @Test(arguments: ["FORCE_COLOR", "CLICOLOR_FORCE"])
    func aCILogIsColouredWhenTheJobAsks(variable: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.english)
        #expect(!(try repo.flowlint("commits").stdoutBytes.contains(0x1B)), "a pipe is not coloured by default")
        #expect(try repo.flowlint("commits", environment: [variable: "1"]).stdoutBytes.contains(0x1B))
        #expect(!(try repo.flowlint("commits", environment: [variable: "0"]).stdoutBytes.contains(0x1B)))
        #expect(!(try repo.flowlint("commits", environment: [variable: "1", "NO_COLOR": "1"]).stdoutBytes.contains(0x1B)))
        #expect(!(try repo.flowlint("commits", "--color", "never", environment: [variable: "1"]).stdoutBytes.contains(0x1B)))
    }

    @Test func protocolsHelpSaysItChecksVIPERAndObjectiveCToo() throws {
        let repo = try TemporaryRepository()
        let help = try repo.flowlint("protocols", "--help")
        #expect(help.stdout.contains("MVP and VIPER"), "\(help)")
        #expect(help.stdout.contains("Objective-C"), "\(help)")
    }
}
