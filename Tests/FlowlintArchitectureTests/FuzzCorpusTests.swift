import Foundation
import Testing
import FlowlintConfig
import FlowlintCore
@testable import FlowlintArchitecture

/// The fuzzers' seed corpora (Fuzz/Corpus) are the rules' own examples: every example is a
/// seed of the fuzzer for its kind of input. `UPDATE_CORPUS=1 swift test --filter FuzzCorpus`
/// writes missing seeds after new examples are added.
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    /// Each fuzzer and the seeds it starts from.
    static func seeds() -> [String: Set<String>] {
        var seeds: [String: Set<String>] = [:]
        for rule in AllRules.descriptions {
            for example in rule.good + rule.bad {
                for (fuzzer, text) in fuzzerInputs(rule.scope, example) { seeds[fuzzer, default: []].insert(text) }
            }
        }
        seeds["FuzzConfig", default: []].insert(DefaultConfigurationFile.text)
        seeds["FuzzConfig", default: []].insert(
            "issue-id:\n  projects: [FLOW]\nbranches:\n  protected: [main, develop]\nflow:\n  base: main\n"
                + "tracker:\n  kind: youtrack\n  url: https://yt.example.com\n  timeout: 0.5\nrules:\n  commit-language: off\n")
        // Aliases are refused before composing: a few anchors and aliases, and a small bomb.
        seeds["FuzzConfig", default: []].formUnion([
            "rules: &r {commit-body: off}\nbranches: *r\n",
            "issue-id:\n  projects: &p [EW_IOS]\nbranches:\n  protected: *p\n",
            "a: &a [x, x, x]\nb: &b [*a, *a, *a]\nc: &c [*b, *b, *b]\n? *c\n: 1\n? *c\n: 2\n",
            "commits: &c\n  language: any\n",
        ])
        // Issue-ID patterns: a pattern (or "@" and the recipe of a generated one), then texts.
        seeds["FuzzIssuePattern"] = [
            "[A-Z][A-Z0-9_]*-[0-9]+\nEW_IOS-98\nEWIOSPROJECTMOBILEAPP 98",
            "([A-Z][A-Z0-9]*_?)+-[0-9]+\nEWIOSPROJECTMOBILEAPP 98\nEW_IOS-98",
            "(A+)+-[0-9]+\nAAAAAAAAAAAA\nAA-1",
            "(?:EW|APP)_?[A-Z]*-\\d{1,4}?\nAPP_X-12345\nEW-1",
            "@\u{B}\u{4}\u{10}\u{C}\u{10}\u{3}\u{5}\u{10}\nAB_-09\nAAAA-1",
        ]
        // The tracker's fuzzer reads answers and cache files: one of each kind.
        seeds["FuzzTracker"] = [
            #"{"key":"EW_IOS-98","fields":{"summary":"Реализовать отправку","issuetype":{"name":"Story"},"status":{"name":"Open"}}}"#,
            #"{"idReadable":"EW_IOS-98","summary":"Исправить падение","customFields":[{"name":"Type","value":{"name":"Bug"}}]}"#,
            "flowlint-tracker-cache 1\nurl\thttps://tracker.example.com\nid\tEW_IOS-98\nfetched\t1700000000\nstate\tfound\nsummary\tРеализовать отправку\ntype\tStory\n",
        ]
        return seeds
    }

    private static func fuzzerInputs(_ scope: RuleScope, _ example: RuleExample) -> [(String, String)] {
        var inputs: [(String, String)] = example.branch.map { $0.contains("/") && !$0.hasSuffix(".swift") ? [("FuzzBranch", $0)] : [] } ?? []
        switch scope {
        case .branch: inputs.append(("FuzzBranch", example.text))
        case .commit: inputs.append(("FuzzMessage", example.text))
        case .mergeRequest, .flow: inputs.append(("FuzzMergeMessage", example.text))
        case .tracker: inputs.append((example.text.hasPrefix("[") ? "FuzzMessage" : "FuzzBranch", example.text))
        case .source:
            let path = example.branch ?? ""
            let objc = path.hasSuffix(".h") || path.hasSuffix(".m")
            inputs.append((objc ? "FuzzObjC" : "FuzzSwift", example.text))
            // `--fix`'s fuzzer starts from the same Swift sources.
            if !objc { inputs.append(("FuzzFix", example.text)) }
        }
        return inputs
    }

    /// libFuzzer names files by content; a stable hash of the text does the same here.
    static func fileName(_ text: String) -> String {
        "seed-" + String(StableHash.fnv1a64(text), radix: 16)
    }

    @Test func everyRuleExampleSeedsItsFuzzer() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_CORPUS"] == "1"
        for (fuzzer, texts) in Self.seeds() {
            let folder = Self.corpus.appendingPathComponent(fuzzer)
            if update { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            for text in texts {
                let file = folder.appendingPathComponent(Self.fileName(text))
                if update, !FileManager.default.fileExists(atPath: file.path) {
                    try Data(text.utf8).write(to: file)
                }
                let stored = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
                #expect(stored == text, "\(fuzzer) lacks a seed; run UPDATE_CORPUS=1 swift test --filter FuzzCorpus")
            }
        }
        #expect(Set(Self.seeds().keys) == ["FuzzBranch", "FuzzMessage", "FuzzMergeMessage", "FuzzConfig", "FuzzObjC", "FuzzSwift", "FuzzFix", "FuzzTracker", "FuzzIssuePattern"])
    }
}
