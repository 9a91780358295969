import Testing
@testable import FlowlintCore

/// `issue-id.pattern` runs on flowlint's own linear-time matcher: it finds what Swift's
/// backtracking `Regex.prefixMatch` finds, and refuses what would make matching slow or
/// meaningless.
struct IssuePatternTests {
    static let patterns = [
        "APP-[0-9]+", "[A-Z][A-Z0-9_]*-[0-9]+", "([A-Z][A-Z0-9]*_?)+-[0-9]+", "(A+)+-[0-9]+", "(?:EW|APP)_?[A-Z]*-\\d{1,4}",
        "[A-Z]{2,5}-[0-9]+", "[^-\\s]+-\\d+", "(AB|A)(B?)-[0-9]+?", "A.B-\\d+", "[A-Z]+?-[0-9]*[0-9]", "#[0-9]+", "(?<key>[A-Z]+)-[0-9]+",
        "^[A-Z]+-[0-9]+$", "[\\w]+-\\d+", "A|AB|ABC", "(A|B)*C", "[A-Z_-]+[0-9]", "[-A-Z]+\\d", "[A\\-\\-B]+-1",
    ]
    static let inputs = [
        "APP-1", "APP-12 rest", "EW_IOS-98", "EW_IOS-98]", "ew_ios-98", "AB-7", "ABC-", "A-", "-1", "", "AAAA-1", "ABAB-12x",
        "EWIOSPRO 98", "A_B_C-3", "#42", "AxB-9", "ABC", "ABABC", "Ключ-1", "AB-٣",
    ]

    @Test(arguments: patterns)
    func findsWhatRegexFinds(pattern: String) throws {
        let matcher = try IssueIDMatcher(pattern: pattern)
        let regex = try Regex(pattern)
        // Short texts only: Swift's Regex backtracks, exponentially on the nested patterns.
        for input in Self.inputs + Self.generated(seed: UInt64(pattern.utf8.count)) where input.count <= 12 {
            let text = Substring(input)
            let expected = (try? regex.prefixMatch(in: text)).map { text[$0.range] }.flatMap { $0.isEmpty ? nil : $0 }
            #expect(matcher.prefix(of: text) == expected, "\(pattern) on \(input.debugDescription)")
        }
    }

    /// Inputs over the patterns' alphabet, from a fixed seed (the same on every run).
    static func generated(seed: UInt64, count: Int = 300) -> [String] {
        let alphabet = Array("AB_C-09 x]".unicodeScalars)
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 60)
            return String(String.UnicodeScalarView((0..<length).map { index in
                alphabet[Int((state >> UInt64(index * 3 % 56)) & 0xFF) % alphabet.count]
            }))
        }
    }

    @Test func aBacktrackingPatternOnALongKeyEnds() throws {
        let matcher = try IssueIDMatcher(pattern: "([A-Z][A-Z0-9]*_?)+-[0-9]+")
        #expect(matcher.prefix(of: Substring(String(repeating: "EWIOSPROJECTMOBILEAPP", count: 500) + " 98")) == nil)
        #expect(try IssueIDMatcher(pattern: "(A+)+-[0-9]+").prefix(of: Substring(String(repeating: "A", count: 20_000))) == nil)
    }

    @Test(arguments: [
        ("[A-Z]*", "it matches the empty text"), ("(EW-[0-9]+)?", "it matches the empty text"), ("x|", "it matches the empty text"),
        ("(?=A)A", "lookaround"), ("(A)\\1", "backreferences"), ("A\\b", "backreferences"), ("(?i)a-1", "lookaround"),
        ("A**", "a quantifier can't follow"), ("A++", "a quantifier can't follow"), ("A{1000}", "repetitions over 100"),
        ("[A-Z", "not closed"), ("(A", "not closed"), ("A)", "unbalanced"), ("*A", "nothing to repeat"), ("[z-a]", "reversed"),
        ("[[:alpha:]]", "nested sets"), ("(A{100}){100}", "too large"),
        // Found by the fuzzer: backtracking ends a loop on an empty turn, so these differ.
        ("(||[A-Z]+)+|[0-9]\\-+", "a repeated part can match the empty text"), ("A(|B+)+C?", "a repeated part can match the empty text"),
        ("(A*)*-1", "a repeated part can match the empty text"), ("(A?B?)+-1", "a repeated part can match the empty text"),
        // Found by the fuzzer: Swift's Regex reads `--` in a set as subtraction.
        ("[A*---Z][A-Z0-9*-9]+", "set operation"), ("[A-Z&&B]-1", "set operation"), ("[A~~B]-1", "set operation"),
    ])
    func refuses(pattern: String, reason: String) {
        do {
            _ = try IssueIDMatcher(pattern: pattern)
            Issue.record("\(pattern) was accepted")
        } catch let error as IssueIDMatcher.InvalidPattern {
            #expect(error.reason.contains(reason), "\(pattern): \(error.reason)")
        } catch {
            Issue.record("\(pattern): \(error)")
        }
    }
}
