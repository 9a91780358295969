import Foundation
import PropertyBased
import Testing
import TestSupport
@testable import FlowlintCore

/// Properties over generated inputs (swift-property-based): the clean-up behaves like git's,
/// and the branch suggester only ever suggests valid names.
struct PropertyTests {
    /// Lines a commit-message file is made of, awkward ones included.
    static let lines = Gen<String?>.element(of: [
        "", " ", "\t", "[EW_IOS-98] задача", "- пункт  ", "# comment", "#", " # not a comment", "text\t \t",
        "Signed-off-by: A <a@b.c>", "ё й", "\u{00A0}nbsp", "a\r", "#x\r", "   indented",
    ]).map { $0 ?? "" }
    static let messages = lines.array(of: 0...12).map { $0.joined(separator: "\n") }

    @Test func cleanupIsIdempotent() async {
        await propertyCheck(count: 300, input: Self.messages) { message in
            let once = MessageCleanup().clean(message)
            #expect(MessageCleanup().clean(once) == once)
        }
    }

    @Test func cleanupAgreesWithGitStripspace() async throws {
        let git = Shell.which("git") ?? "/usr/bin/git"
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"]
        await propertyCheck(count: 60, input: Self.messages) { message in
            let result = try? Shell.run(git, ["stripspace", "--strip-comments"], in: "/", environment: environment, stdin: Array(message.utf8))
            #expect(result.map { $0.stdout } == MessageCleanup().clean(message), "\(message.debugDescription)")
        }
    }

    static let prefixes = Gen<String?>.element(of: ["", "feature/", "features/", "feat/", "release/", "releases/", "bugfix/", "hotfix/", "bugs/", "refactor/", "wip/"]).map { $0 ?? "" }
    static let ids = Gen<String?>.element(of: ["", "EW_IOS-98", "ew_ios-7", "AB-1", "A-", "1-2"]).map { $0 ?? "" }
    static let separators = Gen<String?>.element(of: ["_", "-", " ", "/", "__"]).map { $0 ?? "" }
    static let words = Gen<String?>.element(of: ["Экран", "fix", "йод", "ёж", "a b", "1.2", "v2.0.1", "release-3.4", "x"]).map { $0 ?? "" }

    @Test func suggestionsAlwaysPassTheBranchRules() async throws {
        let checker = try BranchChecker(configuration: Configuration())
        await propertyCheck(count: 500, input: Self.prefixes, Self.ids, Self.words.array(of: 0...3), Self.separators) { prefix, id, words, separator in
            let name = prefix + id + (id.isEmpty ? "" : separator) + words.joined(separator: separator)
            for finding in checker.check(name) {
                if let suggestion = finding.suggestion {
                    #expect(checker.check(suggestion).isEmpty, "\(name.debugDescription) → \(suggestion.debugDescription)")
                }
            }
        }
    }
}
