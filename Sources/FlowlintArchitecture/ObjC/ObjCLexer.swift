/// Splits Objective-C source into the tokens the scanner needs. Comments, string and
/// character literals are whole tokens, so an `@end` inside them is never taken for code.
struct ObjCLexer {
    enum Kind: Equatable {
        case identifier       // also keywords, macros, numbers
        case atKeyword        // @interface, @end, @"…" is a string
        case punctuation      // one character: ( ) < > { } ; , : * ^ - + …
        case string
        case comment(doc: Bool)
        case directive        // a whole preprocessor line: #import, #pragma, #define…
    }

    struct Token: Equatable {
        var kind: Kind
        var text: Substring
        var line: Int
    }

    static func tokens(_ source: String) -> [Token] {
        ObjCByteLexer.tokens(source) ?? characterTokens(source)
    }

    /// Any source, Character by Character (non-ASCII names, comments and strings).
    static func characterTokens(_ source: String) -> [Token] {
        var lexer = Cursor(text: Substring(source))
        var tokens: [Token] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    struct Cursor {
        let text: Substring
        var index: Substring.Index
        var line = 1
        /// At the start of a line (only blanks since the newline): where `#` starts a directive.
        var lineStart = true

        init(text: Substring) {
            self.text = text
            index = text.startIndex
        }

        mutating func next() -> Token? {
            skipBlanks()
            guard index < text.endIndex else { return nil }
            let start = index, startLine = line
            let character = text[index]
            let kind: Kind
            if character == "#", lineStart {
                skipDirective(); kind = .directive
            } else if text[index...].hasPrefix("//") {
                let doc = text[index...].hasPrefix("///")
                while index < text.endIndex, !text[index].isNewline { advance() }
                kind = .comment(doc: doc)
            } else if text[index...].hasPrefix("/*") {
                let doc = text[index...].hasPrefix("/**") && !text[index...].hasPrefix("/**/")
                advance(); advance()
                while index < text.endIndex, !text[index...].hasPrefix("*/") { advance() }
                if index < text.endIndex { advance(); advance() }
                kind = .comment(doc: doc)
            } else if character == "\"" || character == "'" {
                skipQuoted(character); kind = .string
            } else if character == "@" {
                advance()
                if index < text.endIndex, text[index] == "\"" {
                    skipQuoted("\""); kind = .string
                } else {
                    while index < text.endIndex, isIdentifier(text[index]) { advance() }
                    kind = .atKeyword
                }
            } else if isIdentifier(character) {
                while index < text.endIndex, isIdentifier(text[index]) { advance() }
                kind = .identifier
            } else {
                advance(); kind = .punctuation
            }
            lineStart = false
            return Token(kind: kind, text: text[start..<index], line: startLine)
        }

        private func isIdentifier(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_" || character == "$"
        }

        private mutating func advance() {
            if text[index].isNewline { line += 1; lineStart = true }
            index = text.index(after: index)
        }

        private mutating func skipBlanks() {
            while index < text.endIndex, text[index].isWhitespace {
                if text[index].isNewline { line += 1; lineStart = true }
                index = text.index(after: index)
            }
        }

        /// `"…"` or `'…'` with backslash escapes, ending at the quote or the line's end.
        private mutating func skipQuoted(_ quote: Character) {
            advance()
            while index < text.endIndex, text[index] != quote, !text[index].isNewline {
                if text[index] == "\\" { advance(); if index == text.endIndex { return } }
                advance()
            }
            if index < text.endIndex, text[index] == quote { advance() }
        }

        /// A preprocessor line, with `\` continuations (multi-line #define).
        private mutating func skipDirective() {
            while index < text.endIndex, !text[index].isNewline {
                if text[index] == "\\", text.index(after: index) < text.endIndex, text[text.index(after: index)].isNewline { advance() }
                advance()
            }
        }
    }
}
