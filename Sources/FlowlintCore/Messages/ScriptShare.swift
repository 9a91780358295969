/// Counts letters by script in prose, leaving out what isn't prose: `code spans`, URLs and
/// file paths (`Sources/App/Main.swift`, `Podfile.lock`).
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

    public mutating func add(_ line: Substring) {
        for word in Self.proseWords(line) {
            for scalar in word.unicodeScalars where scalar.properties.isAlphabetic {
                switch scalar.value {
                case 0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: cyrillic += 1
                case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: latin += 1
                default: other += 1
                }
            }
        }
    }

    /// The words of a line that are prose: outside backticks, and neither URLs nor paths.
    static func proseWords(_ line: Substring) -> [Substring] {
        var words: [Substring] = []
        for (index, segment) in line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        where index % 2 == 0 {
            for word in segment.split(whereSeparator: \.isWhitespace) where !isURL(word) && !isPath(word) {
                words.append(word)
            }
        }
        return words
    }

    static func isURL(_ word: Substring) -> Bool {
        word.contains("://") || word.hasPrefix("www.") || word.hasPrefix("mailto:")
    }

    /// A slash inside a word, or a name with an extension such as `Podfile.lock`.
    static func isPath(_ word: Substring) -> Bool {
        let trimmed = word.trimmingCharacters { ",;:()[]\"'«»!?".contains($0) }
        if trimmed.dropFirst().dropLast().contains("/") || trimmed.hasPrefix("/") || trimmed.hasPrefix("./") || trimmed.hasPrefix("~/") {
            return true
        }
        guard let dot = trimmed.lastIndex(of: "."), dot > trimmed.startIndex else { return false }
        let ext = trimmed[trimmed.index(after: dot)...]
        return (1...10).contains(ext.count) && ext.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            && ext.contains(where: \.isLetter) && trimmed[..<dot].allSatisfy { $0.isASCII }
    }
}

extension Substring {
    func trimmingCharacters(_ predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let first = result.first, predicate(first) { result = result.dropFirst() }
        while let last = result.last, predicate(last) { result = result.dropLast() }
        return result
    }
}
