/// Swift source read as the few tokens that say where a declaration's body starts and ends:
/// words, punctuation and literals, with comments stepped over (and kept, by range) and string
/// literals read whole, interpolations included. It reads exactly where it is sure and gives up
/// (nil) where swift-syntax's lexer might read otherwise: a regex literal (whose `{` or `"`
/// would not count), an unterminated string, a control byte, a `'`. The caller then parses the
/// source as it is.
struct SkimLexer {
    enum Kind: Equatable {
        /// An identifier, keyword or number: `func`, `tableView`, `0x1F`.
        case word
        /// `` `class` ``: an identifier, never a keyword.
        case backticked
        /// A string literal, whole.
        case literal
        /// One byte of punctuation or operator.
        case punct
        case end
    }

    struct Token {
        var kind: Kind
        var start: Int
        var end: Int
        /// The byte, for punctuation.
        var byte: UInt8 = 0
        /// A line break came between this token and the one before.
        var afterNewline = false
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private let classes = SkimBytes.classes
    private(set) var offset = 0
    /// Every comment read, in order.
    private(set) var comments: [Range<Int>] = []
    /// The token before the one being read: whether a `/` may start a regex depends on it.
    private var previous = Token(kind: .end, start: 0, end: 0)
    private var interpolationDepth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // `#!/usr/bin/env swift` on the first line is trivia to swift-syntax, not a comment.
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "#"), bytes[1] == UInt8(ascii: "!") {
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") { offset += 1 }
        }
    }

    /// The next token, or nil when the source is not certain to read as this lexer reads it.
    mutating func next() -> Token? {
        guard let newline = skipBlanksAndComments() else { return nil }
        guard offset < bytes.count else { return Token(kind: .end, start: offset, end: offset, afterNewline: newline) }
        let start = offset
        let byte = bytes[offset]
        var token: Token
        switch classes[Int(byte)] {
        case .word:
            while offset < bytes.count, classes[Int(bytes[offset])] == .word, bytes[offset] < 0x80 || unicodeBlank(at: offset) == 0 { offset += 1 }
            token = Token(kind: .word, start: start, end: offset)
        case .backtick:
            guard let end = closingBacktick(after: start) else { return nil }
            offset = end + 1
            token = Token(kind: .backticked, start: start, end: offset)
        case .quote:
            guard readString(pounds: 0) else { return nil }
            token = Token(kind: .literal, start: start, end: offset)
        case .pound:
            var pounds = 0
            while offset + pounds < bytes.count, bytes[offset + pounds] == UInt8(ascii: "#") { pounds += 1 }
            let after = offset + pounds < bytes.count ? bytes[offset + pounds] : 0
            if after == UInt8(ascii: "\"") {
                offset += pounds
                guard readString(pounds: pounds) else { return nil }
                token = Token(kind: .literal, start: start, end: offset)
            } else if after == UInt8(ascii: "/") {
                return nil  // `#/…/#`: an extended regex literal
            } else {
                offset += 1
                token = Token(kind: .punct, start: start, end: offset, byte: byte)
            }
        case .slash:
            guard slashIsAnOperator(at: start) else { return nil }
            offset += 1
            token = Token(kind: .punct, start: start, end: offset, byte: byte)
        case .punct:
            offset += 1
            token = Token(kind: .punct, start: start, end: offset, byte: byte)
        case .unsure, .blank, .newline:
            return nil
        }
        token.afterNewline = newline
        previous = token
        return token
    }

    /// Skips spaces, line breaks and comments; whether a line break was among them. Nil for an
    /// unterminated block comment.
    private mutating func skipBlanksAndComments() -> Bool? {
        var newline = false
        while offset < bytes.count {
            switch classes[Int(bytes[offset])] {
            case .blank: offset += 1
            case .newline: offset += 1; newline = true
            case .word where unicodeBlank(at: offset) > 0: offset += unicodeBlank(at: offset)
            case .slash where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                let start = offset
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") { offset += 1 }
                comments.append(start..<offset)
            case .slash where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
                guard skipBlockComment() else { return nil }
            default:
                return newline
            }
        }
        return newline
    }

    /// The length of a no-break space (U+00A0) or a byte order mark (U+FEFF) at `index`, 0 for
    /// anything else: swift-syntax takes both for blanks between tokens (a no-break space with
    /// a warning only), so they must not stick to a keyword (`final⍽class`).
    private func unicodeBlank(at index: Int) -> Int {
        let byte = bytes[index]
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 { return 2 }
        if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { return 3 }
        return 0
    }

    /// `/* … /* … */ … */`: block comments nest in Swift.
    private mutating func skipBlockComment() -> Bool {
        let start = offset
        var depth = 0
        while offset + 1 < bytes.count {
            if bytes[offset] == UInt8(ascii: "/"), bytes[offset + 1] == UInt8(ascii: "*") {
                depth += 1
                offset += 2
            } else if bytes[offset] == UInt8(ascii: "*"), bytes[offset + 1] == UInt8(ascii: "/") {
                depth -= 1
                offset += 2
                if depth == 0 {
                    comments.append(start..<offset)
                    return true
                }
            } else {
                offset += 1
            }
        }
        return false
    }

    private func closingBacktick(after start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "`"): return index > start + 1 ? index : nil
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            default: index += 1
            }
        }
        return nil
    }

    /// A `/` that is not a comment: swift-syntax reads a regex literal only where an expression
    /// may start and the operator holding the slash is not glued to what comes before (SE-0354).
    /// Sure only when it is glued (`width/2`), or a lone `/` or `/=` spaced on both sides after
    /// an operand (`a / b`), or the name of an operator function (`func / (…)`).
    private func slashIsAnOperator(at index: Int) -> Bool {
        if previousNamesAnOperator() { return true }
        var start = index
        while start > 0, SkimBytes.isOperator(bytes[start - 1]) {
            if bytes[start - 1] == UInt8(ascii: "/") { return false }  // maybe a comment's `*/`
            start -= 1
        }
        // After a letter or operator of another script (`¬/…/`) the rules are not ours to guess.
        if start > 0, bytes[start - 1] >= 0x80, !(start > 1 && bytes[start - 2] == 0xC2 && bytes[start - 1] == 0xA0) { return false }
        if start > 0, isGlued(bytes[start - 1], at: start - 1) { return true }
        guard start == index else { return false }
        var after = index + 1
        if after < bytes.count, bytes[after] == UInt8(ascii: "=") { after += 1 }
        let spacedAfter = after >= bytes.count || classes[Int(bytes[after])] == .blank || classes[Int(bytes[after])] == .newline
        return spacedAfter && previousEndsAnOperand()
    }

    /// swift-syntax's "left bound": the byte before an operator is not a space, an opening
    /// bracket or a separator (a no-break space, U+00A0, counts as a space).
    private func isGlued(_ before: UInt8, at position: Int) -> Bool {
        if SkimBytes.freesTheLeft(before) { return false }
        return !(before == 0xA0 && position > 0 && bytes[position - 1] == 0xC2)
    }

    /// The token before is an operand, so a `/` after it is a binary operator.
    private func previousEndsAnOperand() -> Bool {
        switch previous.kind {
        case .backticked, .literal: return true
        case .end: return false
        case .punct: return [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(previous.byte)
        case .word: return !SkimWords.isExpressionStarter(UnsafeBufferPointer(rebasing: bytes[previous.start..<previous.end]))
        }
    }

    /// `func /(…)`, `operator /`: swift-syntax never reads a regex there.
    private func previousNamesAnOperator() -> Bool {
        guard previous.kind == .word else { return false }
        let word = UnsafeBufferPointer(rebasing: bytes[previous.start..<previous.end])
        return SkimWords.matches(word, "func") || SkimWords.matches(word, "operator")
    }

    /// Reads a string literal from its opening quote (after any `#`) to its end, interpolations
    /// included. False when it does not end where it should.
    private mutating func readString(pounds: Int) -> Bool {
        let multiline = hasTripleQuote(at: offset)
        offset += multiline ? 3 : 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\"), poundsFollow(pounds, at: offset + 1) {
                offset += 1 + pounds
                guard offset < bytes.count else { return false }
                if bytes[offset] == UInt8(ascii: "(") {
                    guard readInterpolation() else { return false }
                } else if !multiline && (bytes[offset] == UInt8(ascii: "\n") || bytes[offset] == UInt8(ascii: "\r")) {
                    return false
                } else {
                    offset += 1  // the escaped byte (a `\u{…}`'s braces are text)
                }
            } else if byte == UInt8(ascii: "\"") && (!multiline || hasTripleQuote(at: offset)) && poundsFollow(pounds, at: offset + (multiline ? 3 : 1)) {
                offset += (multiline ? 3 : 1) + pounds
                return true
            } else if !multiline && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
                return false
            } else {
                offset += 1
            }
        }
        return false
    }

    /// `\( … )`: code up to the matching parenthesis, with its own brackets balanced.
    private mutating func readInterpolation() -> Bool {
        guard interpolationDepth < 16 else { return false }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        let outerPrevious = previous
        defer { previous = outerPrevious }
        var open: [UInt8] = []
        repeat {
            guard let token = next(), token.kind != .end else { return false }
            guard token.kind == .punct else { continue }
            switch token.byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(token.byte)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let last = open.popLast(), SkimBytes.closes(token.byte, last) else { return false }
            default: break
            }
        } while !open.isEmpty
        return true
    }

    private func hasTripleQuote(at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == UInt8(ascii: "\"") && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
    }

    private func poundsFollow(_ count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        for position in index..<(index + count) where bytes[position] != UInt8(ascii: "#") { return false }
        return true
    }
}

/// Byte classes for `SkimLexer`: one load and one compare for the common byte.
enum SkimBytes {
    enum Class { case word, blank, newline, quote, pound, slash, backtick, punct, unsure }

    /// Allocated once, never written after and never freed (so shared safely between threads):
    /// indexing it costs no bounds check or retain.
    nonisolated(unsafe) static let classes: UnsafeBufferPointer<Class> = {
        let table = UnsafeMutableBufferPointer<Class>.allocate(capacity: 256)
        for value in 0...255 { table[value] = classOf(UInt8(value)) }
        return UnsafeBufferPointer(table)
    }()

    private static func classOf(_ byte: UInt8) -> Class {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            return .word
        case UInt8(ascii: " "), UInt8(ascii: "\t"): return .blank
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return .newline
        case UInt8(ascii: "\""): return .quote
        case UInt8(ascii: "#"): return .pound
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: "`"): return .backtick
        // A `'`, a NUL, a form feed, DEL: not read the way the parser does.
        case UInt8(ascii: "'"), 0x00...0x1F, 0x7F: return .unsure
        default: return .punct
        }
    }

    /// After these a `/` is not glued to what precedes it (swift-syntax's "left bound").
    static func freesTheLeft(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "("), UInt8(ascii: "["),
             UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return true
        default:
            return false
        }
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    static func closes(_ close: UInt8, _ open: UInt8) -> Bool {
        (open == UInt8(ascii: "(") && close == UInt8(ascii: ")")) || (open == UInt8(ascii: "[") && close == UInt8(ascii: "]"))
            || (open == UInt8(ascii: "{") && close == UInt8(ascii: "}"))
    }
}
