import Foundation
import Testing
import TestSupport

/// A `.flowlint.yml` is the repository's, so a merge request can change it: whatever it is
/// (a link to the job's secrets, a FIFO, an alias bomb, a pattern that backtracks forever, a
/// key made of escape sequences), the run ends quickly with exit 2 and a sentence that shows
/// none of the file's content raw.
struct HostileConfigurationTests {
    static let secret = "job-SECRET-\(UUID().uuidString)"

    func expectExit2(_ result: Shell.Result, mentioning text: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!result.timedOut, "timed out", sourceLocation: sourceLocation)
        #expect(result.status == 2, "\(result)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("flowlint: "), "\(result)", sourceLocation: sourceLocation)
        if let text { #expect(result.stderr.contains(text), "\(result)", sourceLocation: sourceLocation) }
    }

    @Test func aLinkToTheEnvironmentIsRefusedAndNothingOfItIsPrinted() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/.flowlint.yml", withDestinationPath: "/proc/self/environ")
        repo.environment["CI_JOB_TOKEN"] = Self.secret
        let result = try repo.flowlint("lint")
        expectExit2(result, mentioning: ".flowlint.yml: is a symbolic link out of the work tree")
        #expect(!result.stderr.contains(Self.secret) && !result.stdout.contains(Self.secret))
    }

    @Test func aLinkInsideTheWorkTreeIsRead() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write("config/flowlint.yml", "commits:\n  language: any\n  require-body: false\n")
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/.flowlint.yml", withDestinationPath: "config/flowlint.yml")
        try repo.commit("[EW_IOS-98] Add the screen\n")
        #expect(try repo.flowlint("lint").status == 0)
    }

    @Test func aYAMLErrorNeverQuotesTheFile() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let file = repo.scratch("environ")
        // What /proc/self/environ looks like: NUL-separated variables.
        try Data("PATH=/usr/bin\u{0}CI_JOB_TOKEN=\(Self.secret)\u{0}".utf8).write(to: URL(fileURLWithPath: file))
        expectExit2(try repo.flowlint("lint", "--config", file), mentioning: "invalid YAML")
        try "commits: [\n  \(Self.secret)\n".write(toFile: file, atomically: true, encoding: .utf8)
        let syntax = try repo.flowlint("lint", "--config", file)
        expectExit2(syntax, mentioning: "invalid YAML")
        try "commits:\n  language: \(Self.secret)\n".write(toFile: file, atomically: true, encoding: .utf8)
        let value = try repo.flowlint("lint", "--config", file)
        expectExit2(value, mentioning: "'commits.language' must be one of")
        for result in [syntax, value] { #expect(!result.stderr.contains(Self.secret), "\(result)") }
    }

    @Test func aDanglingOrLoopingLinkIsExit2() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let link = repo.path + "/.flowlint.yml"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "missing.yml")
        expectExit2(try repo.flowlint("lint"), mentioning: "points nowhere or loops")
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: ".flowlint.yml")
        expectExit2(try repo.flowlint("lint"), mentioning: "points nowhere or loops")
    }

    @Test func aFileOverOneMebibyteIsExit2NotCut() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.commit(Seed.english)
        let padding = String(repeating: "# padding\n", count: 110_000)
        try repo.write(".flowlint.yml", padding + "commits:\n  language: any\n")
        expectExit2(try repo.flowlint("lint"), mentioning: "over 1 MiB")
        try repo.write(".flowlint.yml", "commits:\n  language: any\n")
        #expect(try repo.flowlint("lint").status != 2)
    }

    @Test(arguments: ["work tree", "--config"])
    func aFIFOIsExit2NotAHang(place: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        let path = place == "--config" ? repo.scratch("fifo.yml") : repo.path + "/.flowlint.yml"
        #expect(mkfifo(path, 0o644) == 0)
        let result = place == "--config"
            ? try FlowlintBinary.run(["lint", "--config", path], in: repo, environment: ["LANG": "en_US.UTF-8"], timeout: 20)
            : try FlowlintBinary.run(["lint"], in: repo, environment: ["LANG": "en_US.UTF-8"], timeout: 20)
        expectExit2(result, mentioning: "not a regular file")
    }

    /// 485 bytes that expand to 9^9 nodes when hashed as a mapping key.
    static let aliasBomb: String = {
        var text = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            let previous = "*" + String(Character(Unicode.Scalar(UInt8(96 + level))))
            let name = String(Character(Unicode.Scalar(UInt8(97 + level))))
            text += "\(name): &\(name) [\(Array(repeating: previous, count: 9).joined(separator: ", "))]\n"
        }
        return text + "? *i\n: 1\n? *i\n: 2\n"
    }()

    @Test func anAliasBombIsRefusedBeforeItExpands() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write(".flowlint.yml", Self.aliasBomb)
        let result = try FlowlintBinary.run(["message", "-"], in: repo, environment: ["LANG": "en_US.UTF-8"],
                                            stdin: Array(Seed.message.utf8), timeout: 30)
        expectExit2(result, mentioning: "aliases ('*name') are not allowed")
        #expect(result.stderr.contains(".flowlint.yml:2:"), "\(result)")
    }

    @Test(arguments: ["([A-Z][A-Z0-9]*_?)+-[0-9]+", "(A+)+-[0-9]+"])
    func aBacktrackingPatternStaysLinear(pattern: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch("features/EWIOSPROJECTMOBILEAPP-98_Экран")
        try repo.write(".flowlint.yml", "issue-id:\n  pattern: '\(pattern)'\n")
        let key = pattern.hasPrefix("(A") ? String(repeating: "A", count: 40) : "EWIOSPROJECTMOBILEAPPEWIOSPROJECTMOBILEAPP"
        let header = "[\(key) 98] задача"
        let message = try FlowlintBinary.run(["message", "-"], in: repo, environment: ["LANG": "en_US.UTF-8"],
                                             stdin: Array("\(header)\n\n- Сделал\n".utf8), timeout: 30)
        #expect(!message.timedOut)
        #expect(message.status == 1 && message.stdout.contains("[commit-header-format]"), "\(message)")
        let hostile = try repo.commit("\(header)\n\n- Сделал\n")
        let good = try repo.commit("[\(pattern.hasPrefix("(A") ? "AAA" : "EW_IOS")-98] задача\n\n- Сделал\n")
        let history = try FlowlintBinary.run(["commits", "--all"], in: repo, environment: ["LANG": "en_US.UTF-8"], timeout: 30)
        #expect(!history.timedOut)
        #expect(history.status == 1, "\(history)")
        #expect(history.stdout.contains("\(hostile.prefix(8)):1: error: the header must start"), "\(history)")
        let goodLines = history.stdout.split(separator: "\n").filter { $0.hasPrefix(good.prefix(8)) }
        #expect(!goodLines.contains { $0.contains("[commit-header-format]") }, "\(history)")
    }

    @Test(arguments: ["[A-Z]*", "(EW-[0-9]+)?", "x|", "(?=A)A-[0-9]+", "(A)\\1-[0-9]+"])
    func aPatternThatMatchesNothingOrBacktracksIsExit2(pattern: String) throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write(".flowlint.yml", "issue-id:\n  pattern: '\(pattern)'\n")
        expectExit2(try repo.flowlint("message", "-", stdin: Seed.message), mentioning: "'issue-id.pattern' is not a valid regular expression")
    }

    @Test func escapeSequencesInAKeyNeverReachTheTerminal() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write(".flowlint.yml", "\"\\e]0;PWNED\\a\\e[2J\": 1\n")
        let result = try repo.flowlint("lint")
        expectExit2(result, mentioning: "unknown key '\\x1B]0;PWNED\\x07\\x1B[2J'")
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"))
    }

    @Test func noStandardErrorLineStartsAWorkflowCommand() throws {
        let repo = try TemporaryRepository.withFeatureBranch()
        try repo.write(".flowlint.yml", "\"x\\n::error file=README.md::forged\": 1\n")
        let key = try repo.flowlint("lint")
        expectExit2(key)
        let link = repo.scratch("x\n::error file=README.md::forged")
        let option = try repo.flowlint("lint", "--config", link)
        expectExit2(option)
        let argument = try repo.flowlint("lint", "--frmat\n::error file=README.md::forged")
        #expect(argument.status == 2, "\(argument)")
        for result in [key, option, argument] {
            for line in result.stderr.split(separator: "\n") { #expect(!line.hasPrefix("::"), "\(result)") }
        }
    }
}
