/// One whitespace-separated token of a message, judged in place: a word of a script, an all-caps
/// abbreviation, or no word at all (an ID, an identifier, a URL, a path, punctuation).
///
/// The prose punctuation around it goes first (`(`, `«`, `»`, `,`, a final `.`); then any digit,
/// `_` or code symbol (`/ \ @ $ # = + * & % ^ ~ | ( ) [ ] { } < >`) makes it an identifier, and
/// so does a `.` between Latin letters (`UIKit.framework`, `Podfile.lock`, `www.example.com`),
/// which also covers URLs and paths. `-` joins parts (`push-уведомления`, `UI-тесты`): a part
/// with an inner capital (`PaymentProcessMock`, `viewDidLoad`, `iOS`) is an identifier, an
/// all-caps part of two letters or more is an abbreviation, and the token is a word of the
/// script of its plain parts, Cyrillic first (Russian inflects borrowed names: `MR-ом`).
/// A part mixing scripts (`ptraсk` with a Cyrillic `с`) is a word of no language, unless it is a
/// Latin stem with a Russian ending (`helperы`).
enum ProseWord {
    enum Kind: Equatable {
        case word(Script)
        /// An English word of grammar (`the`, `in`, `with`): a line with one is English prose.
        case englishFunctionWord
        case abbreviation(Script)
        case none
    }

    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Kind {
        let (from, to) = trimmed(bytes, start, end)
        if isPlainLatin(bytes, from, to) {
            return isEnglishFunctionWord(bytes, from, to) ? .englishFunctionWord : .word(.latin)
        }
        var token = Token()
        var index = from
        while index < to {
            index += token.read(bytes, at: index, end: to)
            if token.isIdentifier { return .none }
        }
        token.endPart()
        let kind = token.kind
        if case .word(.latin) = kind, isEnglishFunctionWord(bytes, from, to) { return .englishFunctionWord }
        return kind
    }

    /// A Latin letter, then lower-case Latin letters only (`fix`, `The`): most words of an
    /// English message, which the token reading below would find a plain Latin word.
    private static func isPlainLatin(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Bool {
        guard from < to, ASCII.isLetter(bytes[from]) else { return false }
        for index in (from + 1)..<to where !(0x61...0x7A).contains(bytes[index]) { return false }
        return true
    }

    /// English's closed-class words: articles, prepositions, conjunctions, pronouns, auxiliaries.
    /// Borrowed terms in a Russian line (`Исправлен deploy job`) come without them. Each word's
    /// bytes make one integer (`key`), kept in an open-addressed table of 256 slots: a lookup
    /// is a multiplication and a comparison or two (it runs for every Latin word of a history).
    static let englishFunctionWords: [UInt64] = {
        let words = [
            "a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "from", "with", "without", "into",
            "onto", "about", "after", "before", "over", "under", "and", "or", "but", "nor", "if", "when",
            "while", "than", "then", "so", "as", "is", "are", "was", "were", "be", "been", "being", "it",
            "its", "this", "that", "these", "those", "there", "not", "no", "do", "does", "did", "don't",
            "can", "will", "would", "should", "could", "has", "have", "had", "we", "i", "you", "he", "she",
            "they", "my", "our", "your", "their", "all", "some", "also", "only", "now", "just", "via",
            "per", "too", "which", "what", "who", "why", "how", "where", "because", "since", "until",
        ]
        var table = [UInt64](repeating: 0, count: 256)  // 0: empty, no word's key
        for word in words {
            let key = word.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            var slot = slot(of: key)
            while table[slot] != 0 { slot = (slot + 1) & 255 }
            table[slot] = key
        }
        return table
    }()

    private static func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }

    static func isEnglishFunctionWord(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Bool {
        guard to - from <= 7 else { return false }
        // The word's bytes in one integer; `| 0x20` lowers ASCII letters, and other bytes never
        // make a listed key.
        var key: UInt64 = 0
        for index in from..<to { key = key << 8 | UInt64(bytes[index] | 0x20) }
        return englishFunctionWords.withUnsafeBufferPointer { table in
            var slot = slot(of: key)
            while table[slot] != 0 {
                if table[slot] == key { return true }
                slot = (slot + 1) & 255
            }
            return false
        }
    }

    /// The token without the prose punctuation around it: `(`, `«`, `"` before; `)`, `»`, `,`,
    /// `.`, `…` after. A leading `.` stays (`.gitignore` is a name).
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Int, Int) {
        var from = start
        var to = end
        while from < to {
            let byte = bytes[from]
            if byte < 0x80 {
                guard isOpening(byte) else { break }
                from += 1
                continue
            }
            let (value, length) = decode(bytes, at: from, end: to)
            guard isOuterPunctuation(value) else { break }
            from += length
        }
        while to > from {
            let byte = bytes[to - 1]
            if byte < 0x80 {
                guard isClosing(byte) else { break }
                to -= 1
                continue
            }
            var lead = to - 1
            while lead > from, bytes[lead] & 0xC0 == 0x80, to - lead < 4 { lead -= 1 }
            let (value, length) = decode(bytes, at: lead, end: to)
            guard lead + length == to, isOuterPunctuation(value) else { break }
            to = lead
        }
        return (from, to)
    }

    /// `( [ { < " ' * -`
    private static func isOpening(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x28, 0x5B, 0x7B, 0x3C, 0x22, 0x27, 0x2A, 0x2D: return true
        default: return false
        }
    }

    /// `) ] } > " ' * - . , ; : ! ?`
    private static func isClosing(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x29, 0x5D, 0x7D, 0x3E, 0x22, 0x27, 0x2A, 0x2D, 0x2E, 0x2C, 0x3B, 0x3A, 0x21, 0x3F: return true
        default: return false
        }
    }

    /// « » ‹ › “ ” „ ‘ ’ ‚ – — … •
    private static func isOuterPunctuation(_ value: UInt32) -> Bool {
        switch value {
        case 0xAB, 0xBB, 0x2039, 0x203A, 0x201C, 0x201D, 0x201E, 0x2018, 0x2019, 0x201A, 0x2013, 0x2014, 0x2026, 0x2022:
            return true
        default: return false
        }
    }

    /// A scalar starting at `index`: (value, bytes used). An invalid or truncated sequence
    /// gives 0, which is not a letter, and uses at least one byte.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (UInt32, Int) {
        let lead = bytes[index]
        let continuation = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : lead >= 0xC0 ? 1 : 0
        var value = UInt32(lead) & (continuation == 3 ? 0x07 : continuation == 2 ? 0x0F : 0x1F)
        var used = 1
        while used <= continuation, index + used < end {
            let byte = bytes[index + used]
            guard byte & 0xC0 == 0x80 else { return (0, used) }
            value = value << 6 | UInt32(byte & 0x3F)
            used += 1
        }
        return used == continuation + 1 && continuation > 0 ? (value, used) : (0, used)
    }
}

extension ProseWord {
    /// What the bytes of one token said so far: the current `-`-separated part, and what the
    /// finished parts were.
    struct Token {
        var isIdentifier = false
        private var hasDot = false
        private var latinLetters = 0
        // The current part.
        private var letters = ScriptCounts()
        private var capitals = 0
        private var innerCapital = false
        /// The part's first and last letters' scripts, and how often the script changed.
        private var firstScript: Script?
        private var lastScript: Script?
        private var scriptChanges = 0
        // The finished parts.
        private var plain = ScriptCounts()
        private var mixed = false
        private var camel = false
        private var abbreviation: Script?

        var kind: Kind {
            if isIdentifier || (hasDot && latinLetters > 0) { return .none }
            if mixed { return .word(.other) }
            if plain.cyrillic > 0 { return .word(.cyrillic) }
            if plain.latin > 0 { return .word(.latin) }
            if plain.other > 0 { return .word(.other) }
            if camel { return .none }
            return abbreviation.map(Kind.abbreviation) ?? .none
        }

        /// Reads the character at `index`; returns how many bytes it took.
        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
            let lead = bytes[index]
            if lead < 0x80 {
                readASCII(lead)
                return 1
            }
            // U+0400–U+047F: most of a Russian message; upper case is U+0400–U+042F and the
            // even code points of U+0460–U+047F.
            if lead == 0xD0 || lead == 0xD1, index + 1 < end, bytes[index + 1] & 0xC0 == 0x80 {
                let next = bytes[index + 1]
                letter(.cyrillic, capital: lead == 0xD0 ? next < 0xB0 : next >= 0xA0 && next & 1 == 0)
                return 2
            }
            let (value, length) = ProseWord.decode(bytes, at: index, end: end)
            readScalar(value)
            return length
        }

        private mutating func readASCII(_ byte: UInt8) {
            switch byte {
            case 0x41...0x5A: letter(.latin, capital: true)
            case 0x61...0x7A: letter(.latin, capital: false)
            case 0x27: break  // an apostrophe: don't
            case 0x2E:
                hasDot = true
                endPart()
            case 0x2D, 0x2C, 0x3B, 0x3A, 0x21, 0x3F, 0x22: endPart()  // - , ; : ! ? "
            default: isIdentifier = true  // digits, `_` and the symbols of code
            }
        }

        private mutating func readScalar(_ value: UInt32) {
            switch value {
            case 0x0300...0x036F, 0x0483...0x0489, 0xAD, 0x200B...0x200D, 0xFE00...0xFE0F, 0x2019:
                return  // combining marks (a decomposed й), invisible joiners, ’ as an apostrophe
            case 0x0400...0x052F, 0x1C80...0x1C88, 0x2DE0...0x2DFF, 0xA640...0xA69F:
                letter(.cyrillic, capital: Self.isCapital(value))
            case 0xC0...0x24F where value != 0xD7 && value != 0xF7:
                letter(.latin, capital: Self.isCapital(value))
            default:
                if let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic {
                    letter(.other, capital: scalar.properties.isUppercase)
                } else {
                    endPart()  // a dash, an arrow, an emoji between parts
                }
            }
        }

        private static func isCapital(_ value: UInt32) -> Bool {
            Unicode.Scalar(value)?.properties.isUppercase ?? false
        }

        private mutating func letter(_ script: Script, capital: Bool) {
            if capital {
                if letters.total > 0 { innerCapital = true }
                capitals += 1
            }
            letters.add(script)
            if script == .latin { latinLetters += 1 }
            if let lastScript, lastScript != script { scriptChanges += 1 }
            if firstScript == nil { firstScript = script }
            lastScript = script
        }

        /// A Latin stem with a Russian ending (`helperы`, `commitнул`): Russian inflects the
        /// borrowed word. A Cyrillic letter inside a Latin word (`ptraсk`) is not that.
        private var isInflectedBorrowing: Bool {
            scriptChanges == 1 && firstScript == .latin && lastScript == .cyrillic && letters.other == 0
        }

        /// Judges the part that just ended.
        mutating func endPart() {
            defer {
                letters = ScriptCounts()
                capitals = 0
                innerCapital = false
                firstScript = nil
                lastScript = nil
                scriptChanges = 0
            }
            let total = letters.total
            guard total > 0 else { return }
            let script: Script = letters.cyrillic == total ? .cyrillic : letters.latin == total ? .latin : .other
            if capitals == total, total >= 2 {
                if abbreviation == nil { abbreviation = script }
            } else if innerCapital {
                camel = true  // `ЗаписьXML` is an identifier before it is a word of two scripts
            } else if isInflectedBorrowing {
                plain.add(.cyrillic)
            } else if letters.other != total, script == .other {
                mixed = true
            } else {
                plain.add(script)
            }
        }
    }
}
