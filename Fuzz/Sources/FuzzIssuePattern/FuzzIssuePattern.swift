import FlowlintCore
import FuzzSupport

/// `issue-id.pattern`: the input's first line is a pattern, or with a leading `@` the recipe of
/// one generated from pieces of the accepted subset (nested quantifiers come often); the other
/// lines are texts. Traps when a match takes more steps than the linear bound (the per-input
/// time budget: a pattern from a repository must never hang a hook), and when the match differs
/// from Swift's backtracking `Regex` on short ASCII texts, where backtracking is still cheap.
@main
enum FuzzIssuePattern {
    static let pieces = [
        "A", "B", "_", "-", "[A-Z]", "[0-9]", "[A-Z0-9_]", "[^-]", "\\d", "\\w", ".", "(", ")", "(?:", "|",
        "*", "+", "?", "{1,3}", "{2}", "*?", "+?", "^", "$", "\\-", "[AB]",
    ]

    static func main() {
        runFuzzer { bytes in
            let lines = text(bytes).split(separator: "\n", omittingEmptySubsequences: false)
            guard let first = lines.first else { return }
            let pattern = first.hasPrefix("@") ? first.utf8.dropFirst().map { pieces[Int($0) % pieces.count] }.joined() : String(first)
            guard let machine = try? PatternMachine.compile(pattern) else { return }
            let isPrintable = { (text: Substring) in text.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) } }
            let regex = isPrintable(Substring(pattern)) ? try? Regex(pattern) : nil
            for text in lines.dropFirst() + [Substring(String(repeating: "AB_", count: 300) + " 9")] {
                var steps = 0
                let end = machine.prefixEnd(in: text, steps: &steps)
                let bound = (text.unicodeScalars.count + 2) * 4 * machine.size
                precondition(steps <= bound, "\(pattern) on \(text): \(steps) steps, bound \(bound)")
                guard text.unicodeScalars.count <= 12, isPrintable(text), let regex else { continue }
                let expected = (try? regex.prefixMatch(in: text))?.range.upperBound
                precondition(end == expected, "\(pattern) on \(text.debugDescription): \(String(describing: end)) vs Regex \(String(describing: expected))")
            }
        }
    }
}
