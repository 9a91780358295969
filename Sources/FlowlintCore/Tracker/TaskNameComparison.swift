/// Whether a task name as written matches the tracker's summary, ignoring what people and
/// branch names can't keep: case, punctuation, `_` for spaces, й/ё (precomposed or decomposed).
public enum TaskNameComparison {
    /// The text reduced to lower-case words of letters and digits, й→и and ё→е.
    public static func key(_ text: String) -> String {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        func endWord() {
            if !word.isEmpty { words.append(String(word)); word = String.UnicodeScalarView() }
        }
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil {
                word.append(contentsOf: folded(scalar).unicodeScalars)
            } else if scalar.value == 0x306 || scalar.value == 0x308 {
                continue  // the mark of a decomposed й or ё: the base letter is already there
            } else if properties.generalCategory == .nonspacingMark {
                word.append(scalar)
            } else {
                endWord()
            }
        }
        endWord()
        return words.joined(separator: " ")
    }

    public static func matches(_ written: some StringProtocol, summary: String) -> Bool {
        key(String(written)) == key(summary)
    }

    private static func folded(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x419, 0x439: return "и"
        case 0x401, 0x451: return "е"
        default: return scalar.properties.lowercaseMapping
        }
    }
}
