/// `ObjCLexer` over bytes, for ASCII sources (nearly every Objective-C file): the same tokens,
/// without Character's grapheme breaking and Unicode properties (which were most of scanning a
/// header). ASCII's Characters are its bytes, except `\r\n`, which is one newline.
struct ObjCByteLexer {
    let text: Substring
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = true

    /// The tokens, or nil when the source is not ASCII (the Character lexer reads it).
    static func tokens(_ source: String) -> [ObjCLexer.Token]? {
        let bytes = Array(source.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var lexer = ObjCByteLexer(text: Substring(source), bytes: bytes)
        var tokens: [ObjCLexer.Token] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    private func byte(_ at: Int) -> UInt8? { at < bytes.count ? bytes[at] : nil }

    private func hasPrefix(_ prefix: StaticString, at: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[at + $0] == prefix.utf8Start[$0] }
    }

    /// LF, VT, FF, CR (CRLF being one).
    private static func isNewline(_ byte: UInt8) -> Bool { (0x0A...0x0D).contains(byte) }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F || byte == 0x24
    }

    mutating func next() -> ObjCLexer.Token? {
        skipBlanks()
        guard let first = byte(offset) else { return nil }
        let start = offset, startLine = line
        let kind: ObjCLexer.Kind
        if first == 0x23, lineStart {
            skipDirective(); kind = .directive
        } else if hasPrefix("//", at: offset) {
            let doc = hasPrefix("///", at: offset)
            while let byte = byte(offset), !Self.isNewline(byte) { advance() }
            kind = .comment(doc: doc)
        } else if hasPrefix("/*", at: offset) {
            let doc = hasPrefix("/**", at: offset) && !hasPrefix("/**/", at: offset)
            advance(); advance()
            while offset < bytes.count, !hasPrefix("*/", at: offset) { advance() }
            if offset < bytes.count { advance(); advance() }
            kind = .comment(doc: doc)
        } else if first == 0x22 || first == 0x27 {
            skipQuoted(first); kind = .string
        } else if first == 0x40 {
            advance()
            if byte(offset) == 0x22 {
                skipQuoted(0x22); kind = .string
            } else {
                while let byte = byte(offset), Self.isIdentifier(byte) { advance() }
                kind = .atKeyword
            }
        } else if Self.isIdentifier(first) {
            while let byte = byte(offset), Self.isIdentifier(byte) { advance() }
            kind = .identifier
        } else {
            advance(); kind = .punctuation
        }
        lineStart = false
        let utf8 = text.utf8
        let range = utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: offset)
        return ObjCLexer.Token(kind: kind, text: text[range], line: startLine)
    }

    /// One Character: `\r\n` is two bytes.
    private mutating func advance() {
        guard let current = byte(offset) else { return }
        if Self.isNewline(current) { line += 1; lineStart = true }
        offset += current == 0x0D && byte(offset + 1) == 0x0A ? 2 : 1
    }

    /// Spaces, tabs and newlines (ASCII's whitespace: 0x09–0x0D and space).
    private mutating func skipBlanks() {
        while let byte = byte(offset), byte == 0x20 || (0x09...0x0D).contains(byte) { advance() }
    }

    /// `"…"` or `'…'` with backslash escapes, ending at the quote or the line's end.
    private mutating func skipQuoted(_ quote: UInt8) {
        advance()
        while let byte = byte(offset), byte != quote, !Self.isNewline(byte) {
            if byte == 0x5C { advance(); if offset >= bytes.count { return } }
            advance()
        }
        if byte(offset) == quote { advance() }
    }

    /// A preprocessor line, with `\` continuations (multi-line #define).
    private mutating func skipDirective() {
        while let byte = byte(offset), !Self.isNewline(byte) {
            if byte == 0x5C, let next = self.byte(offset + 1), Self.isNewline(next) { advance() }
            advance()
        }
    }
}
