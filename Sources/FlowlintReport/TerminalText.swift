/// Makes untrusted text (commit messages, branch names, file contents) safe for a terminal:
/// control characters and bidirectional overrides are shown as escapes, never passed through.
public enum TerminalText {
    public static func escape(_ text: some StringProtocol) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out += scalar.value <= 0xFF ? "\\x" + hex(scalar.value, digits: 2) : "\\u{" + hex(scalar.value, digits: 4) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// One line of flowlint's own output that carries untrusted text (an error sentence, a
    /// note): escaped, and never starting with `::`, which GitHub Actions would run as a
    /// workflow command (`::error file=…::forged`).
    public static func line(_ text: some StringProtocol) -> String {
        guardedStart(escape(text))
    }

    /// Text that keeps its line breaks (the argument parser's usage): each line as `line`.
    public static func lines(_ text: some StringProtocol) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line($0) }.joined(separator: "\n")
    }

    /// `::` at the start becomes `\x3A:`; anything else is left as it is.
    public static func guardedStart(_ text: String) -> String {
        text.hasPrefix("::") ? "\\x3A" + text.dropFirst() : text
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true          // C0, DEL, C1 (ESC starts ANSI sequences)
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidi embeddings, overrides, isolates
        case 0x200E, 0x200F, 0x061C: return true            // invisible direction marks
        default: return false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// ANSI colours, applied only when the output is a terminal that wants them.
struct Palette {
    let enabled: Bool

    func red(_ text: String) -> String { wrap(text, "31") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
