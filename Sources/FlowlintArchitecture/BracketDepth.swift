/// How deeply square brackets nest in Swift source, outside string literals and comments: a
/// cheap byte scan run before parsing (see `SwiftFactsCollector.maximumBracketDepth`).
enum BracketDepth {
    static func exceeds(_ limit: Int, in source: String) -> Bool {
        var depth = 0
        var state = State.code
        var previous: UInt8 = 0
        for byte in source.utf8 {
            switch (state, byte) {
            case (.code, UInt8(ascii: "[")):
                depth += 1
                if depth > limit { return true }
            case (.code, UInt8(ascii: "]")): depth = max(0, depth - 1)
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
