import Testing
import FlowlintCore
@testable import FlowlintConfig

struct ConfigurationLoaderTests {
    let loader = ConfigurationLoader(file: ".flowlint.yml")

    @Test func theInitFileIsTheDefaults() throws {
        let loaded = try loader.load(DefaultConfigurationFile.text)
        let defaults = Configuration()
        #expect(loaded.issueIDPattern == defaults.issueIDPattern)
        #expect(loaded.branchTemplates == defaults.branchTemplates)
        #expect(loaded.forbiddenLetters == defaults.forbiddenLetters)
        #expect(loaded.versionPattern == defaults.versionPattern)
        #expect(loaded.mergeMessages == defaults.mergeMessages)
        #expect(loaded.flow == defaults.flow)
        #expect(loaded.skippedCommits == defaults.skippedCommits)
        #expect(loaded.ruleLevels == defaults.ruleLevels)
        #expect(loaded.includeGlobs == defaults.includeGlobs)
        #expect(loaded.since == nil)
        #expect(loaded.tracker == nil)
    }

    @Test(arguments: ["", "# only a comment\n", "---\n"])
    func anEmptyFileIsTheDefaults(text: String) throws {
        #expect(try loader.load(text).commitLanguage == .ru)
    }

    @Test func readsEveryBranchAndCommitKey() throws {
        let loaded = try loader.load("""
            issue-id: {pattern: 'APP-[0-9]+', projects: [APP]}
            branches:
              protected: [main, develop]
              kinds: {feature: 'feature/{id}-{name}'}
              forbidden-letters: [ё]
            flow: {base: main, bug: {from: any, into: [origin]}}
            commits:
              language: en
              language-threshold: 0.7
              require-body: false
              max-header-length: 72
              skip: [merge]
              since: v1.0
            rules: {commit-body: off, branch-name: warning}
            tracker: {kind: youtrack, url: https://yt.example.com, timeout: 2}
            """)
        #expect(loaded.issueProjects == ["APP"])
        #expect(loaded.protectedBranches == ["main", "develop"])
        #expect(loaded.branchTemplates[.feature] == "feature/{id}-{name}")
        #expect(loaded.branchTemplates[.bug] == "bugs/{id}_{name}")
        #expect(loaded.flowBase == "main")
        #expect(loaded.commitLanguage == .en && loaded.languageThreshold == 0.7)
        #expect(!loaded.requireBody && loaded.maxHeaderLength == 72)
        #expect(loaded.skippedCommits == [.merge] && loaded.since == "v1.0")
        #expect(loaded.ruleLevels["commit-body"] == .off && loaded.ruleLevels["branch-name"] == .warning)
        #expect(loaded.tracker == TrackerConfiguration(kind: .youtrack, url: "https://yt.example.com", timeout: 2))
    }

    @Test(arguments: [
        ("comits:\n  language: ru\n", 1, "unknown key 'comits', did you mean 'commits'?"),
        ("commits:\n  langauge: ru\n", 2, "unknown key 'commits.langauge', did you mean 'commits.language'?"),
        ("rules:\n  commit-bdy: off\n", 2, "unknown key 'rules.commit-bdy', did you mean 'rules.commit-body'?"),
        ("commits:\n  language: fr\n", 2, "'commits.language' must be one of ru, en, any"),
        ("rules:\n  branch-name: erorr\n", 2, "'rules.branch-name' must be one of off, warning, error; did you mean 'error'?"),
        ("commits:\n  require-body: sometimes\n", 2, "'commits.require-body' must be true or false"),
        ("commits:\n  language-threshold: 2\n", 2, "'commits.language-threshold' must be a number from 0.0 to 1.0"),
        ("branches:\n  kinds:\n    feature: 'features/{ticket}'\n", 3, "'branches.kinds.feature' is not a valid template: unknown placeholder '{ticket}' (use {id}, {name}, {version})"),
    ])
    func errorsNameTheLineAndTheNearestKey(text: String, line: Int, problem: String) {
        do {
            _ = try loader.load(text)
            Issue.record("expected an error for \(text)")
        } catch let error as ConfigurationError {
            #expect(error.line == line)
            #expect(error.problem == problem)
            #expect(error.description.hasPrefix(".flowlint.yml:\(line)"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func theVersionPatternIsReadAndMustBeAPattern() throws {
        let loaded = try loader.load("branches:\n  version-pattern: '[0-9]+\\.[0-9]+'\n")
        #expect(loaded.versionPattern == #"[0-9]+\.[0-9]+"#)
        #expect(throws: ConfigurationError.self) { try loader.load("branches:\n  version-pattern: '(['\n") }
        #expect(throws: ConfigurationError.self) { try loader.load("branches:\n  version-pattern: '[0-9]*'\n") }
    }

    @Test func theTeamsMergeMessagesAreReadAndMustHaveOnePlaceholder() throws {
        let loaded = try loader.load("flow:\n  merge-messages: ['Finish {version}', 'Релиз {version}']\n")
        #expect(loaded.mergeMessages == ["Finish {version}", "Релиз {version}"])
        for bad in ["'Релиз'", "'{version}'", "'Релиз {ticket}'", "'{branch} {version}'"] {
            #expect(throws: ConfigurationError.self) { try loader.load("flow:\n  merge-messages: [\(bad)]\n") }
        }
    }

    @Test func unknownRuleWithNothingCloseListsTheValidOnes() {
        #expect(throws: ConfigurationError.self) { try loader.load("rules:\n  zzzzzzzzzzzz: off\n") }
    }

    @Test(arguments: ["commits: [\n", "a: b: c\n", "\tcommits: {}\n", "commits:\n  language: ru\n  language: en\n"])
    func invalidYAMLIsAnErrorWithALocation(text: String) {
        #expect(throws: ConfigurationError.self) { try loader.load(text) }
    }

    @Test func nonUTF8IsAnError() {
        #expect(throws: ConfigurationError.self) { try loader.load(bytes: [0x63, 0x3A, 0xFF, 0xFE]) }
    }

    @Test func badIssuePatternIsAnError() {
        #expect(throws: ConfigurationError.self) { try loader.load("issue-id:\n  pattern: '[A-Z'\n") }
    }

    @Test func aliasesAreRefusedBeforeComposing() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            let previous = String(Character(Unicode.Scalar(UInt8(96 + level))))
            let name = String(Character(Unicode.Scalar(UInt8(97 + level))))
            text += "\(name): &\(name) [" + Array(repeating: "*" + previous, count: 9).joined(separator: ", ") + "]\n"
        }
        text += "? *i\n: 1\n? *i\n: 2\n"
        do {
            _ = try loader.load(text)
            Issue.record("an alias bomb was accepted")
        } catch let error as ConfigurationError {
            #expect(error.line == 2 && error.problem.contains("aliases"), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(throws: ConfigurationError.self) { try loader.load("rules: &r {}\nbranches: *r\n") }
        #expect(throws: Never.self) { try loader.load("rules: &r {}\n") }
    }

    @Test func deepNestingIsRefused() {
        let deep = "rules: " + String(repeating: "[", count: 100_000)
        #expect(throws: ConfigurationError.self) { try loader.load(deep) }
    }

    /// Yams' own description quotes the offending line; the errors never do.
    @Test(arguments: ["commits: [\n  SECRET-VALUE\n", "SECRET-VALUE\u{0}x: 1\n", "commits:\n\tlanguage: SECRET-VALUE\n",
                      "commits:\n  language: SECRET-VALUE\n", "x: 'SECRET-VALUE\n"])
    func errorsNeverQuoteTheFile(text: String) {
        do {
            _ = try loader.load(text)
            Issue.record("accepted")
        } catch {
            #expect(!"\(error)".contains("SECRET"), "\(error)")
        }
    }

    @Test func keySuggestionDistance() {
        #expect(NearestName.distance("comits", "commits") == 1)
        #expect(KeySuggestion.nearest(to: "xyz", in: ["commits", "branches"]) == nil)
    }
}
