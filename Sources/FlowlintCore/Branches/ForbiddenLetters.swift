/// The letters git and macOS file systems disagree about (й, ё): a precomposed letter and its
/// decomposed form (и + U+0306, е + U+0308) are different bytes in a ref name.
public struct ForbiddenLetters: Sendable {
    public struct Occurrence: Sendable, Equatable {
        public let letter: String
        /// Written as a base letter plus a combining mark rather than one code point.
        public let decomposed: Bool
        /// 1-based position in characters.
        public let column: Int
    }

    /// Replacements for the seed's letters; others are replaced by their base letter.
    static let replacements: [Character: String] = ["й": "и", "Й": "И", "ё": "е", "Ё": "Е"]

    public let letters: [Character]

    public init(_ letters: [String]) {
        self.letters = letters.compactMap(\.first)
    }

    /// Every forbidden letter in `text`. Swift compares characters by canonical equivalence,
    /// so `"и\u{306}" == "й"`: one comparison finds both forms.
    public func occurrences(in text: String) -> [Occurrence] {
        var found: [Occurrence] = []
        for (offset, character) in text.enumerated() where letters.contains(character) {
            found.append(Occurrence(
                letter: String(character), decomposed: character.unicodeScalars.count > 1, column: offset + 1))
        }
        return found
    }

    /// `text` with each forbidden letter replaced by the letter without its mark.
    public func replacingAll(in text: String) -> String {
        var out = ""
        for character in text {
            guard letters.contains(character) else { out.append(character); continue }
            if let replacement = Self.replacement(for: character) {
                out += replacement
            } else if let base = character.unicodeScalars.first {
                out.unicodeScalars.append(base)
            }
        }
        return out
    }

    private static func replacement(for character: Character) -> String? {
        for (letter, replacement) in replacements where letter == character { return replacement }
        return nil
    }
}
