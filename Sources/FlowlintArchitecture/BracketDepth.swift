/// How deeply brackets nest in Swift source, outside string literals and comments: cheap byte
/// scans run before parsing (see `SwiftFactsCollector.maximumBracketDepth` and
/// `maximumNestingDepth`).
enum BracketDepth {
    /// Parentheses and braces nested deeper than this are not parsed. swift-syntax stops nesting
    /// at 256 levels (its `maximumNestingLevel`) and parses the rest as errors, and its time grows
    /// with the depth (10,000 levels of `if a {` take 30 s in a debug build); real code nests a
    /// few dozen. Memory does not grow with depth (measured: 100,000 levels of `(` in 200 KB take
    /// what flat code takes), so the size cap in `ArchitectureChecker.ParseBudget` bounds that.
    static let maximumNestingDepth = 256

    /// Square brackets (`[`), the nesting swift-syntax's lookahead is exponential in.
    static func exceeds(_ limit: Int, in source: String) -> Bool {
        exceeds(limit, in: source, opening: [UInt8(ascii: "[")], closing: [UInt8(ascii: "]")])
    }

    /// Parentheses and braces together: `f({ (a) })` is three levels.
    static func nestingExceeds(_ limit: Int, in source: String) -> Bool {
        exceeds(limit, in: source, opening: [UInt8(ascii: "("), UInt8(ascii: "{")], closing: [UInt8(ascii: ")"), UInt8(ascii: "}")])
    }

    private static func exceeds(_ limit: Int, in source: String, opening: [UInt8], closing: [UInt8]) -> Bool {
        var depth = 0
        var state = State.code
        var previous: UInt8 = 0
        for byte in source.utf8 {
            switch (state, byte) {
            case (.code, _) where opening.contains(byte):
                depth += 1
                if depth > limit { return true }
            case (.code, _) where closing.contains(byte): depth = max(0, depth - 1)
            case (.code, UInt8(ascii: "\"")): state = .string
            case (.code, UInt8(ascii: "/")) where previous == UInt8(ascii: "/"): state = .lineComment
            case (.code, UInt8(ascii: "*")) where previous == UInt8(ascii: "/"): state = .blockComment
            case (.string, UInt8(ascii: "\"")) where previous != UInt8(ascii: "\\"): state = .code
            case (.lineComment, UInt8(ascii: "\n")): state = .code
            case (.blockComment, UInt8(ascii: "/")) where previous == UInt8(ascii: "*"): state = .code
            default: break
            }
            // An escaped backslash doesn't escape the quote after it.
            previous = (previous == UInt8(ascii: "\\") && byte == UInt8(ascii: "\\")) ? 0 : byte
        }
        return false
    }

    private enum State {
        case code, string, lineComment, blockComment
    }
}
