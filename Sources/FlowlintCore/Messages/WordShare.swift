/// Counts the words of prose by script (SPEC 1.2: the language rule reads words, not letters).
///
/// Not words of any language: issue IDs and identifiers (`PaymentProcessMock`, `view_did_load`,
/// `viewDidLoad`, `UIKit.framework`, anything with a digit, `_` or an inner capital), `code
/// spans`, URLs and file paths. All-caps abbreviations (`API`, `SDK`, `CHANGELOG`, `БД`) are
/// names rather than words: they count only in a message that has no other word, so a shouted
/// «FIX LOGIN CRASH» is still English while «Обновил CHANGELOG» is all Russian. In a line with
/// Russian words and at most one of English's grammar words, Latin words are borrowed terms
/// (`Прогнал gradlew precommit`): Russian teams write so, and English prose can't do without them.
/// Latin text after a colon that ends a Russian lead is a quotation (an error message, a test
/// step) and doesn't count either.
///
/// One pass over UTF-8 bytes with no allocation per word: the commit-msg hook runs this on every
/// commit, and a history scan on every commit of a history.
public struct WordShare: Sendable, Equatable {
    /// Words by script; a word mixing scripts (`ptraсk` with a Cyrillic `с`) is in `other`.
    public private(set) var words = ScriptCounts()
    /// All-caps abbreviations by script.
    public private(set) var abbreviations = ScriptCounts()

    public init() {}

    /// A description's lines. Where two or more lines hold one word each, those are a list of
    /// names (folders, targets, files), not prose: they count as abbreviations do.
    public init<C: Collection>(lines: C) where C.Element == Substring {
        let listsNames = lines.lazy.filter(Self.isOneWord).prefix(2).count == 2
        for line in lines {
            guard listsNames, Self.isOneWord(line) else {
                add(line)
                continue
            }
            var name = WordShare()
            name.add(line)
            abbreviations.add(name.words)
            abbreviations.add(name.abbreviations)
        }
    }

    private static let bullet = Array("•".utf8)

    /// A line of one token after its list bullet (`- Scripts`, `• buildconfig`). Over bytes: a
    /// history scan asks this of every line of every commit's description.
    static func isOneWord(_ line: Substring) -> Bool {
        var bytes = line.utf8[...]
        while let first = bytes.first {
            if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "-") || first == UInt8(ascii: "*")
                || first == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            } else if bytes.starts(with: Self.bullet) {
                bytes = bytes.dropFirst(Self.bullet.count)
            } else {
                break
            }
        }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        let token = bytes.prefix { !isBlank($0) }
        return !token.isEmpty && bytes.dropFirst(token.count).allSatisfy(isBlank)
    }

    /// The share of words in `language`; nil when the text has no word to judge by (only IDs,
    /// identifiers, code or paths), which says nothing about its language.
    public func share(of language: MessageLanguage) -> Double? {
        let counted = words.total > 0 ? words : abbreviations
        guard counted.total > 0 else { return nil }
        switch language {
        case .ru: return Double(counted.cyrillic) / Double(counted.total)
        case .en: return Double(counted.latin) / Double(counted.total)
        case .any: return 1
        }
    }

    /// The share of words in `language`, abbreviations left out; nil without a word.
    public func wordShare(of language: MessageLanguage) -> Double? {
        guard words.total > 0 else { return nil }
        var only = self
        only.abbreviations = ScriptCounts()
        return only.share(of: language)
    }

    /// Both parts' counts together: the whole message.
    public func merged(with other: WordShare) -> WordShare {
        var both = self
        both.words.add(other.words)
        both.abbreviations.add(other.abbreviations)
        return both
    }

    /// Adds a line's words; text between backticks (to the end of the line when a backtick is
    /// left open) is code and doesn't count. In a line with Russian words and fewer than two of
    /// English's grammar words (`the`, `in`, `with`), Latin words are borrowed terms (`Исправлен
    /// deploy job`, `сборка single on linux`), not English.
    public mutating func add(_ line: Substring) {
        var counts = LineCounts()
        let scanned: Void? = line.utf8.withContiguousStorageIfAvailable { counts.scan($0) }
        if scanned == nil { Array(line.utf8).withUnsafeBufferPointer { counts.scan($0) } }
        if counts.words.cyrillic > 0, counts.englishGrammar < 2 { counts.words.latin = 0 }
        words.add(counts.words)
        abbreviations.add(counts.abbreviations)
    }
}

/// One line's counts.
private struct LineCounts {
    var words = ScriptCounts()
    var abbreviations = ScriptCounts()
    /// English grammar words seen: one alone (`сборка single on linux`) is part of a term.
    var englishGrammar = 0

    /// Splits the line's bytes in place at whitespace and backticks.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        var inCode = false
        var wordStart = -1
        for index in 0..<bytes.count {
            let byte = bytes[index]
            guard byte == ASCII.backtick || ASCII.isSpace(byte) else {
                if wordStart < 0 { wordStart = index }
                continue
            }
            if wordStart >= 0, !inCode { take(bytes, wordStart, index) }
            wordStart = -1
            if byte == ASCII.backtick { inCode.toggle() }
        }
        if wordStart >= 0, !inCode { take(bytes, wordStart, bytes.count) }
        if let keyword = pendingKeyword { count(keyword.kind, colon: keyword.colon) }
    }

    /// A platform's closing keyword waits for the next token: before an issue (`close #1250`,
    /// `Fixes: EW_IOS-98`) it is no word of the message's language.
    private var pendingKeyword: (kind: ProseWord.Kind, colon: Bool)?

    private mutating func take(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        let kind = ProseWord.classify(bytes, start, end)
        let colon = bytes[end - 1] == ASCII.colon
        if let keyword = pendingKeyword {
            pendingKeyword = nil
            if !ClosingReference.isIssue(bytes, start, end) { count(keyword.kind, colon: keyword.colon) }
        }
        if kind == .word(.latin), ClosingReference.isKeyword(bytes, start, end) {
            pendingKeyword = (kind, colon)
            return
        }
        count(kind, colon: colon)
    }

    /// The line quotes from here: a mostly Russian lead, then a colon before or on a Latin word
    /// (`Разобраться с ошибкой fatal: LF would be replaced by CRLF`, `Нет локализации шага: And I
    /// move the cursor`, `Ключи -check -compile выдают ошибку: Object reference not set`). The
    /// quoted text is what the message is about, not its language.
    private var quoting = false
    private var previousEndsWithColon = false

    private mutating func count(_ kind: ProseWord.Kind, colon endsWithColon: Bool) {
        defer { previousEndsWithColon = endsWithColon }
        switch kind {
        case .word(.latin), .englishFunctionWord:
            if !quoting, previousEndsWithColon || endsWithColon, words.cyrillic > words.latin { quoting = true }
            if quoting { return }
        default: break
        }
        switch kind {
        case .word(let script): words.add(script)
        case .englishFunctionWord:
            words.add(.latin)
            englishGrammar += 1
        case .abbreviation(let script): abbreviations.add(script)
        case .none: break
        }
    }
}

/// Word counts by script.
public struct ScriptCounts: Sendable, Equatable {
    public var cyrillic = 0
    public var latin = 0
    public var other = 0

    public var total: Int { cyrillic + latin + other }

    mutating func add(_ other: ScriptCounts) {
        cyrillic += other.cyrillic
        latin += other.latin
        self.other += other.other
    }

    mutating func add(_ script: Script) {
        switch script {
        case .cyrillic: cyrillic += 1
        case .latin: latin += 1
        case .other: other += 1
        }
    }
}

public enum Script: Sendable, Equatable {
    case cyrillic, latin, other
}

/// Byte classes git and prose care about.
enum ASCII {
    static let backtick: UInt8 = 0x60
    static let colon: UInt8 = 0x3A
    static let newline: UInt8 = 0x0A

    /// git's `isspace`: space, \t, \n, \v, \f, \r.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
}
