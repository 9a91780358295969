/// Counts letters by script in prose, leaving out what isn't prose: `code spans`, URLs and
/// file paths (`Sources/App/Main.swift`, `Podfile.lock`).
///
/// One pass over UTF-8 bytes with no allocation per word: a history scan runs this on every
/// commit, and Character-level string operations made it most of a scan's cost.
public struct ScriptShare: Sendable, Equatable {
    public private(set) var cyrillic = 0
    public private(set) var latin = 0
    public private(set) var other = 0

    public var letters: Int { cyrillic + latin + other }

    public init() {}

    public init<S: Sequence>(lines: S) where S.Element == Substring {
        for line in lines { add(line) }
    }

    public func share(of language: MessageLanguage) -> Double {
        guard letters > 0 else { return 1 }
        switch language {
        case .ru: return Double(cyrillic) / Double(letters)
        case .en: return Double(latin) / Double(letters)
        case .any: return 1
        }
    }

    /// Adds a line's prose words; text between backticks (to the end of the line when a
    /// backtick is left open) is code and doesn't count.
    public mutating func add(_ line: Substring) {
        let scanned: Void? = line.utf8.withContiguousStorageIfAvailable { scan($0) }
        if scanned == nil { Array(line.utf8).withUnsafeBufferPointer { scan($0) } }
    }

    /// Works on the line's UTF-8 bytes in place with integer offsets: string indices cost
    /// hundreds of instructions a character, and this runs on every commit of a history scan.
    /// Letters are counted per word as the bytes go by; a word's counts are kept only if, at
    /// its end, it turns out to be neither a URL nor a path.
    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        var inCode = false
        var word = WordCounts()
        var wordStart = -1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.backtick || ASCII.isSpace(byte) {
                if wordStart >= 0, !inCode { keep(word, Word(bytes: bytes, start: wordStart, end: index)) }
                wordStart = -1
                word = WordCounts()
                if byte == ASCII.backtick { inCode.toggle() }
                index += 1
                continue
            }
            if wordStart < 0 { wordStart = index }
            index += word.add(bytes, at: index)
        }
        if wordStart >= 0, !inCode { keep(word, Word(bytes: bytes, start: wordStart, end: bytes.count)) }
    }

    private mutating func keep(_ counts: WordCounts, _ word: Word) {
        guard counts.cyrillic + counts.latin + counts.other > 0 else { return }
        // Only a word with `/`, `.` or `:` can be a URL or a path.
        if counts.mayBeLocation, word.isURL || word.trimmingPunctuation().isPath { return }
        cyrillic += counts.cyrillic
        latin += counts.latin
        other += counts.other
    }

    /// Letters of one word so far.
    struct WordCounts {
        var cyrillic = 0
        var latin = 0
        var other = 0
        var mayBeLocation = false

        /// Counts the character starting at `index`; returns how many bytes it took.
        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
            let lead = bytes[index]
            if lead < 0x80 {
                if ASCII.isLetter(lead) {
                    latin += 1
                } else if lead == ASCII.slash || lead == ASCII.dot || lead == 0x3A {
                    mayBeLocation = true
                }
                return 1
            }
            // U+0400–U+047F: every one a letter, and most of a Russian message.
            if lead == 0xD0 || lead == 0xD1, index + 1 < bytes.count, bytes[index + 1] & 0xC0 == 0x80 {
                cyrillic += 1
                return 2
            }
            let (value, length) = Self.decode(bytes, at: index)
            count(value)
            return length
        }

        private mutating func count(_ value: UInt32) {
            switch value {
            case 0x0482...0x0489: return  // Cyrillic thousands sign and combining marks
            case 0x0400...0x052F, 0x1C80...0x1C88: cyrillic += 1
            case 0xC0...0x24F where value != 0xD7 && value != 0xF7: latin += 1
            case 0x2DE0...0x2DFF, 0xA640...0xA69F:
                if Unicode.Scalar(value)?.properties.isAlphabetic == true { cyrillic += 1 }
            default:
                if Unicode.Scalar(value)?.properties.isAlphabetic == true { other += 1 }
            }
        }

        /// A scalar starting at `index`: (value, bytes used). An invalid or truncated sequence
        /// gives 0, which is not a letter, and uses at least one byte.
        static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
            let lead = bytes[index]
            let continuation = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : lead >= 0xC0 ? 1 : 0
            var value = UInt32(lead) & (continuation == 3 ? 0x07 : continuation == 2 ? 0x0F : 0x1F)
            var used = 1
            while used <= continuation, index + used < bytes.count {
                let byte = bytes[index + used]
                guard byte & 0xC0 == 0x80 else { return (0, used) }
                value = value << 6 | UInt32(byte & 0x3F)
                used += 1
            }
            return used == continuation + 1 && continuation > 0 ? (value, used) : (0, used)
        }
    }

    /// One whitespace-separated word: a byte range of a line.
    struct Word {
        let bytes: UnsafeBufferPointer<UInt8>
        var start: Int
        var end: Int

        var count: Int { end - start }

        func hasPrefix(_ prefix: StaticString) -> Bool {
            guard count >= prefix.utf8CodeUnitCount else { return false }
            let text = prefix.utf8Start
            for offset in 0..<prefix.utf8CodeUnitCount where bytes[start + offset] != text[offset] { return false }
            return true
        }

        var isURL: Bool {
            if hasPrefix("www.") || hasPrefix("mailto:") { return true }
            guard count >= 3 else { return false }
            for index in start..<(end - 2) where bytes[index] == 0x3A && bytes[index + 1] == ASCII.slash && bytes[index + 2] == ASCII.slash {
                return true
            }
            return false
        }

        /// A slash inside the word (or `/x`, `./x`, `~/x`), or a name with an extension such
        /// as `Podfile.lock` (ASCII before the dot, 1–10 letters and digits after it).
        var isPath: Bool {
            guard count > 0 else { return false }
            if bytes[start] == ASCII.slash || hasPrefix("./") || hasPrefix("~/") { return true }
            var dot = -1
            var asciiBeforeDot = true
            for index in start..<end {
                let byte = bytes[index]
                if byte == ASCII.slash, index > start, index < end - 1 { return true }
                if byte == ASCII.dot { dot = index }
            }
            guard dot > start else { return false }
            for index in start..<dot where bytes[index] >= 0x80 { asciiBeforeDot = false }
            let extensionLength = end - dot - 1
            guard asciiBeforeDot, (1...10).contains(extensionLength) else { return false }
            var hasLetter = false
            for index in (dot + 1)..<end {
                guard ASCII.isAlphanumeric(bytes[index]) else { return false }
                if ASCII.isLetter(bytes[index]) { hasLetter = true }
            }
            return hasLetter
        }

        /// Without the punctuation that surrounds a word in prose: `(Main.swift),` → `Main.swift`.
        func trimmingPunctuation() -> Word {
            var word = self
            while word.count > 0 {
                if Self.isPunctuation(bytes[word.start]) { word.start += 1 }
                else if word.count >= 2, bytes[word.start] == 0xC2, Self.isGuillemet(bytes[word.start + 1]) { word.start += 2 }
                else { break }
            }
            while word.count > 0 {
                if Self.isPunctuation(bytes[word.end - 1]) { word.end -= 1 }
                else if word.count >= 2, bytes[word.end - 2] == 0xC2, Self.isGuillemet(bytes[word.end - 1]) { word.end -= 2 }
                else { break }
            }
            return word
        }

        /// `, ; : ( ) [ ] " ' ! ?`
        private static func isPunctuation(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x2C, 0x3B, 0x3A, 0x28, 0x29, 0x5B, 0x5D, 0x22, 0x27, 0x21, 0x3F: return true
            default: return false
            }
        }

        /// The second byte of « (C2 AB) or » (C2 BB).
        private static func isGuillemet(_ byte: UInt8) -> Bool { byte == 0xAB || byte == 0xBB }
    }
}

/// Byte classes git and prose care about.
enum ASCII {
    static let backtick: UInt8 = 0x60
    static let slash: UInt8 = 0x2F
    static let dot: UInt8 = 0x2E
    static let newline: UInt8 = 0x0A

    /// git's `isspace`: space, \t, \n, \v, \f, \r.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || (0x30...0x39).contains(byte) }
}
