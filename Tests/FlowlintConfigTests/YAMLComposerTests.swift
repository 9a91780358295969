import Testing
import FlowlintCore
@testable import FlowlintConfig

/// libyaml's events into nodes, read as Yams read them before: YAML 1.1 booleans and numbers
/// for plain scalars only, quoted scalars always text, keys in the file's order.
struct YAMLComposerTests {
    let loader = ConfigurationLoader(file: ".flowlint.yml")

    func problem(_ text: String) -> ConfigurationError? {
        do {
            _ = try loader.load(text)
            return nil
        } catch {
            return error as? ConfigurationError
        }
    }

    @Test func nodesKeepOrderStyleAndPlace() throws {
        let root = try #require(try YAMLComposer.compose("b: [x, 'y']\na:\n  - !!str 1\n  - \"2\"\n"))
        guard case .mapping(let pairs) = root.content else { Issue.record("not a mapping"); return }
        #expect(pairs.map { $0.key.string } == ["b", "a"])
        #expect(pairs[1].key.line == 2 && pairs[1].key.column == 1)
        guard case .sequence(let flow) = pairs[0].value.content, case .sequence(let block) = pairs[1].value.content else {
            Issue.record("not sequences"); return
        }
        #expect(flow[0].plain && !flow[1].plain && flow[1].tag == YAMLNode.stringTag)
        #expect(block[0].tag == YAMLNode.stringTag && block[1].int == nil)
        #expect(block[1].line == 4 && block[1].column == 5)
    }

    @Test func anEmptyStreamHasNoRoot() throws {
        #expect(try YAMLComposer.compose("") == nil)
        #expect(try YAMLComposer.compose("# nothing\n") == nil)
    }

    @Test(arguments: [("yes", true), ("No", false), ("ON", true), ("off", false), ("true", true), ("False", false)])
    func yamlOneOneBooleans(text: String, value: Bool) throws {
        #expect(try loader.load("commits:\n  require-body: \(text)\n").requireBody == value)
    }

    @Test(arguments: ["'yes'", "\"true\"", "!!str on", "1", "maybe", "~"])
    func quotedOrOtherScalarsAreNoBooleans(text: String) {
        #expect(problem("commits:\n  require-body: \(text)\n")?.problem == "'commits.require-body' must be true or false")
    }

    @Test(arguments: [("72", 72), ("0x48", 72), ("0o110", 72), ("0110", 72), ("0b1001000", 72), ("7_2", 72), ("1:12", 72), ("+72", 72), ("0", 0)])
    func wholeNumbersInEveryYAMLOneOneForm(text: String, value: Int) throws {
        #expect(try loader.load("commits:\n  max-header-length: \(text)\n").maxHeaderLength == value)
    }

    @Test(arguments: ["'72'", "\"72\"", "|\n    72", "72.5", "-1", "08", "seventy", "1::2"])
    func quotedOrBrokenNumbersAreRefused(text: String) {
        #expect(problem("commits:\n  max-header-length: \(text)\n")?.problem == "'commits.max-header-length' must be a whole number of at least 0")
    }

    @Test(arguments: [("0.7", 0.7), ("1", 1.0), ("0", 0.0), ("5e-1", 0.5), (".5", 0.5), ("0.2_5", 0.25)])
    func decimals(text: String, value: Double) throws {
        #expect(try loader.load("commits:\n  language-threshold: \(text)\n").languageThreshold == value)
    }

    @Test(arguments: ["'0.5'", "0_5", ".inf", "half"])
    func decimalsOutOfRangeOrQuotedAreRefused(text: String) {
        #expect(problem("commits:\n  language-threshold: \(text)\n")?.problem == "'commits.language-threshold' must be a number from 0.0 to 1.0")
    }

    @Test func nullIsPlainOnly() throws {
        #expect(try loader.load("commits:\n  since: ~\n").since == nil)
        #expect(try loader.load("commits:\n  since:\n").since == nil)
        #expect(try loader.load("commits:\n  since: 'null'\n").since == "null")
        #expect(try loader.load("commits:\n  since: \"\"\n").since == "")
        #expect(try loader.load("tracker: null\n").tracker == nil)
    }

    @Test func duplicatedKeysNameTheKeysSorted() {
        let error = problem("commits:\n  since: a\n  language: ru\n  since: b\n  language: en\n")
        #expect(error?.problem == "duplicated key 'language', 'since'" && error?.key == "language" && error?.line == nil)
        #expect(problem("commits: {language: ru, 'language': en}\n")?.problem == "duplicated key 'language'")
    }

    @Test func aBooleanKeyAndTheSameTextQuotedAreTwoKeys() {
        #expect(problem("rules:\n  on: off\n  'on': off\n")?.problem.hasPrefix("unknown key 'rules.on'") == true)
    }

    @Test func aSecondDocumentIsAnErrorAtItsStart() {
        let error = problem("commits: {}\n---\nrules: {}\n")
        #expect(error?.problem == "invalid YAML: but found another document" && error?.line == 2 && error?.column == 1)
    }

    @Test func syntaxAndEncodingErrorsNameThePlaceAndLibyamlsProblem() {
        let syntax = problem("commits:\n  language: ru\n bad\n")
        #expect(syntax?.problem.hasPrefix("invalid YAML: ") == true && syntax?.line != nil && syntax?.column != nil)
        #expect(problem("ёж: \u{1}\n")?.problem == "invalid YAML at byte 4: control characters are not allowed")
    }

    @Test func nonTextKeysAreRefused() {
        #expect(problem("? [a]\n: 1\n")?.problem == "keys must be text")
    }
}
