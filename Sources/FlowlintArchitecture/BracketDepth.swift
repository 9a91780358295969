/// How deeply brackets nest in Swift source, outside string literals and comments: one cheap
/// byte scan before parsing decides whether swift-syntax may see the file at all.
enum BracketDepth {
    /// Parentheses and braces nested deeper than this are not parsed. swift-syntax stops nesting
    /// at 256 levels (its `maximumNestingLevel`) and parses the rest as errors, and its time grows
    /// with the depth (10,000 levels of `if a {` take 30 s in a debug build); real code nests a
    /// few dozen. Memory does not grow with depth (measured: 100,000 levels of `(` in 200 KB take
    /// what flat code takes), so the size cap in `ArchitectureChecker.ParseBudget` bounds that.
    static let maximumNestingDepth = 256

    /// Which nesting went past its limit.
    enum Excess: Equatable {
        /// Square brackets (`[`), the nesting swift-syntax's lookahead is exponential in.
        case square
        /// Parentheses and braces together: `f({ (a) })` is three levels.
        case nesting
        /// `#` that starts no directive, macro or raw string: swift-syntax's time grows
        /// quadratically with them (1,000 in a row took 8 s, 4,000 lines of `########` 18 s, in
        /// a debug build); valid Swift has none.
        case strayPounds
    }

    /// Stray `#` allowed before a file is refused (see `Excess.strayPounds`).
    static let maximumStrayPounds = 256

    /// The first nesting past its limit, or nil: square brackets and parentheses/braces counted
    /// in the same pass over the bytes.
    static func excess(in source: String, squareLimit: Int, nestingLimit: Int = maximumNestingDepth,
                       poundLimit: Int = maximumStrayPounds) -> Excess? {
        var source = source
        return source.withUTF8 { excess(in: $0, limits: (squareLimit, nestingLimit, poundLimit)) }
    }

    private static func excess(in bytes: UnsafeBufferPointer<UInt8>, limits: (square: Int, nesting: Int, pounds: Int)) -> Excess? {
        // Read through a pointer: the global table, asked for in the loop, cost a `swift_once`
        // check and a bounds check per byte.
        classes.withUnsafeBufferPointer { classes in excess(in: bytes, classes: classes, limits: limits) }
    }

    private static func excess(
        in bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<ByteClass>, limits: (square: Int, nesting: Int, pounds: Int)
    ) -> Excess? {
        var square = 0, nesting = 0, pounds = 0, strayPounds = 0
        var poundsCloseString = false
        var state = State.code
        var previous: UInt8 = 0
        for byte in bytes {
            if pounds > 0, byte != UInt8(ascii: "#") {
                // After a quote they close a raw string (`"#`).
                strayPounds += poundsCloseString ? max(0, pounds - 8) : stray(pounds, before: byte)
                pounds = 0
                if strayPounds > limits.pounds { return .strayPounds }
            }
            let kind = classes[Int(truncatingIfNeeded: byte)]
            if kind != .other {
                switch (state, kind) {
                case (.code, .pound):
                    if pounds == 0 { poundsCloseString = previous == UInt8(ascii: "\"") }
                    pounds += 1
                case (.code, .openSquare):
                    square += 1
                    if square > limits.square { return .square }
                case (.code, .closeSquare): square = max(0, square - 1)
                case (.code, .open):
                    nesting += 1
                    if nesting > limits.nesting { return .nesting }
                case (.code, .close): nesting = max(0, nesting - 1)
                case (.code, .quote): state = .string
                case (.code, .slash) where previous == UInt8(ascii: "/"): state = .lineComment
                case (.code, .star) where previous == UInt8(ascii: "/"): state = .blockComment
                case (.string, .quote) where previous != UInt8(ascii: "\\"): state = .code
                case (.lineComment, .newline): state = .code
                case (.blockComment, .slash) where previous == UInt8(ascii: "*"): state = .code
                default: break
                }
            }
            // An escaped backslash doesn't escape the quote after it.
            previous = (previous == UInt8(ascii: "\\") && byte == UInt8(ascii: "\\")) ? 0 : byte
        }
        return strayPounds + pounds > limits.pounds ? .strayPounds : nil
    }

    /// How many of a run of `#` start nothing: one may start a directive or macro (`#if`), a
    /// few may open a raw string (`##"`); the rest, and a run before anything else, are stray.
    private static func stray(_ run: Int, before byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...:
            return run - 1
        case UInt8(ascii: "\""): return max(0, run - 8)
        default: return run
        }
    }

    private enum State {
        case code, string, lineComment, blockComment
    }

    private enum ByteClass {
        case other, openSquare, closeSquare, open, close, quote, slash, star, newline, pound
    }

    /// Every byte's class, so the common byte costs one load and one compare.
    private static let classes: [ByteClass] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "["): return .openSquare
        case UInt8(ascii: "]"): return .closeSquare
        case UInt8(ascii: "("), UInt8(ascii: "{"): return .open
        case UInt8(ascii: ")"), UInt8(ascii: "}"): return .close
        case UInt8(ascii: "\""): return .quote
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: "*"): return .star
        case UInt8(ascii: "\n"): return .newline
        case UInt8(ascii: "#"): return .pound
        default: return .other
        }
    }
}
