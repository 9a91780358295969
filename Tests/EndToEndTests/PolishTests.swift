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

    @Test(arguments: [
        ["init", "--strict"], ["rules", "--baseline", "b.json"], ["explain", "commit-body", "--quiet"],
        ["rules", "--format", "sarif"], ["init", "--write-baseline", "b.json"], ["explain", "commit-body", "--color", "always"],
    ])
    func commandsThatCheckNothingRefuseCheckingFlags(arguments: [String]) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let result = try repo.flowlint(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(!repo.exists(".flowlint.yml"), "nothing is written on bad usage")
    }

    @Test func theirOwnOptionsStillWork() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let folder = repo.scratch("elsewhere")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(try repo.flowlint("init", "-C", repo.path, directory: folder).status == 0)
        #expect(repo.exists(".flowlint.yml"))
        let json = try repo.flowlint("rules", "--format", "json", "--lang", "ru")
        #expect(json.status == 0 && json.stdout.hasPrefix("[") && json.stdout.contains("\"id\": \"commit-body\""), "\(json)")
        let explained = try repo.flowlint("explain", "commit-body", "--lang", "ru", "--config", repo.path + "/.flowlint.yml")
        #expect(explained.status == 0, "\(explained)")
    }

    @Test func rulesNameTheSeedStatementsTheyCheck() throws {
        let repo = try TemporaryRepository()
        let text = try repo.flowlint("rules").stdout
        let line = text.split(separator: "\n").first { $0.hasPrefix("branch-name ") }
        #expect(line?.hasSuffix("[G11 G15 G19 G24]") == true, "\(text)")
        let json = try repo.flowlint("rules", "--format", "json").stdout
        #expect(json.contains("\"statements\": [\"G03\"]"), "\(json)")
    }

    @Test func newTellsTheMessagesLanguageFromTheModulesLanguage() throws {
        let repo = try TemporaryRepository()
        let slip = try repo.flowlint("new", "viper", "PostList", "--lang", "objc")
        #expect(slip.status == 2, "\(slip)")
        #expect(slip.stderr.contains("use --language objc"), "\(slip)")
        #expect(!repo.exists("PostList"), "\(slip)")
        #expect(try repo.flowlint("new", "viper", "PostList", "--strict").status == 2, "a generator takes no checking flags")
        let made = try repo.flowlint("new", "viper", "PostList", "--language", "objc", "--lang", "ru")
        #expect(made.status == 0, "\(made)")
        #expect(made.stdout.contains("создан "), "\(made)")
    }
}
