import FlowlintCore

/// Makes untrusted text (commit messages, branch names, file contents) safe for a terminal:
/// control characters and bidirectional overrides are shown as escapes, never passed through.
public enum TerminalText {
    public static func escape(_ text: some StringProtocol) -> String {
        var output = ReportOutput.memory()
        write(text, to: &output)
        return output.text
    }

    /// `text` escaped into `output`.
    public static func write(_ text: some StringProtocol, to output: inout ReportOutput) {
        if text.utf8.withContiguousStorageIfAvailable({ write($0, to: &output) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { write($0, to: &output) }
        }
    }

    /// A localized text escaped into `output`, piece by piece.
    public static func write(_ text: LocalizedText, _ language: Language, to output: inout ReportOutput) {
        output.write(pieces: { text.forEachPiece(language, $0) }) { write($0, to: &$1) }
    }

    /// Valid UTF-8 escaped into `output`: runs of bytes that need no escape are copied whole.
    /// Only C0, DEL, and scalars that start with C2, D8 or E2 (C1; U+061C; U+200E–U+2069) can
    /// need one.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout ReportOutput) {
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if (byte >= 0x20 && byte < 0x7F) || (byte >= 0x80 && byte != 0xC2 && byte != 0xD8 && byte != 0xE2) {
                index += 1
                continue
            }
            let length = byte < 0x80 ? 1 : byte == 0xE2 ? 3 : 2
            guard index + length <= bytes.count else { break }
            var value = length == 1 ? UInt32(byte) : UInt32(byte) & (length == 2 ? 0x1F : 0x0F)
            for next in bytes[(index + 1)..<(index + length)] { value = value << 6 | UInt32(next & 0x3F) }
            if needsEscape(value) {
                if start < index { output.write(utf8: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                output.write(value <= 0xFF ? "\\x" + hex(value, digits: 2) : "\\u{" + hex(value, digits: 4) + "}")
                start = index + length
            }
            index += length
        }
        if start < bytes.count { output.write(utf8: UnsafeBufferPointer(rebasing: bytes[start...])) }
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

    static func needsEscape(_ value: UInt32) -> Bool {
        switch value {
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

    static let red = "31", yellow = "33", green = "32", bold = "1", dim = "2"

    /// Starts a colour in `output` (`end` ends it).
    func start(_ code: String, _ output: inout ReportOutput) {
        guard enabled else { return }
        output.write("\u{1B}[")
        output.write(code)
        output.write(byte: UInt8(ascii: "m"))
    }

    func end(_ output: inout ReportOutput) {
        if enabled { output.write("\u{1B}[0m") }
    }

    func red(_ text: String) -> String { wrap(text, "31") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
