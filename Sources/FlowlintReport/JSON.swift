import FlowlintCore

/// Minimal JSON writing: strings escaped per RFC 8259, control characters, DEL and U+2028/2029
/// as \u escapes. Escaping runs over UTF-8 bytes and copies runs that need none whole.
public enum JSON {
    public static func string(_ text: some StringProtocol) -> String {
        var output = ReportOutput.memory()
        write(text, to: &output)
        return output.text
    }

    /// Bytes that may not be valid UTF-8: invalid sequences become U+FFFD, as everywhere flowlint
    /// reads text.
    public static func string(utf8 bytes: some Collection<UInt8>) -> String {
        string(String(decoding: bytes, as: UTF8.self))
    }

    public static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// `text` as a quoted JSON string.
    public static func write(_ text: some StringProtocol, to output: inout ReportOutput) {
        output.write(byte: UInt8(ascii: "\""))
        writeEscaped(text, to: &output)
        output.write(byte: UInt8(ascii: "\""))
    }

    /// A localized text as a quoted JSON string, piece by piece.
    public static func write(_ text: LocalizedText, _ language: Language, to output: inout ReportOutput) {
        write(pieces: { text.forEachPiece(language, $0) }, to: &output)
    }

    /// A text given in pieces as one quoted JSON string.
    static func write(pieces: ((TextPiece) -> Void) -> Void, to output: inout ReportOutput) {
        output.write(byte: UInt8(ascii: "\""))
        output.write(pieces: pieces) { writeEscaped($0, to: &$1) }
        output.write(byte: UInt8(ascii: "\""))
    }

    static func writeEscaped(_ text: some StringProtocol, to output: inout ReportOutput) {
        if text.utf8.withContiguousStorageIfAvailable({ writeEscaped($0, to: &output) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { writeEscaped($0, to: &output) }
        }
    }

    /// Valid UTF-8 (a Swift string's), escaped into `output`.
    static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout ReportOutput) {
        mayNeedEscape.withUnsafeBufferPointer { mayNeedEscape in writeEscaped(bytes, mayNeedEscape, to: &output) }
    }

    /// C0, `"`, `\`, DEL, and E2 (U+2028 and U+2029 start with it): one load a byte instead of
    /// five comparisons, over every byte of a report.
    private static let mayNeedEscape: [Bool] = (0...255).map { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }

    private static func writeEscaped(
        _ bytes: UnsafeBufferPointer<UInt8>, _ mayNeedEscape: UnsafeBufferPointer<Bool>, to output: inout ReportOutput
    ) {
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if !mayNeedEscape[Int(byte)] {
                index += 1
                continue
            }
            var length = 1
            if byte == 0xE2 {  // U+2028 and U+2029 (E2 80 A8/A9) end lines in JavaScript
                guard index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 else {
                    index += 1
                    continue
                }
                length = 3
            }
            if start < index { output.write(utf8: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
            writeEscape(length == 3 ? 0x2028 + UInt32(bytes[index + 2] & 1) : UInt32(byte), to: &output)
            index += length
            start = index
        }
        if start < bytes.count { output.write(utf8: UnsafeBufferPointer(rebasing: bytes[start...])) }
    }

    private static func writeEscape(_ scalar: UInt32, to output: inout ReportOutput) {
        output.write(byte: UInt8(ascii: "\\"))
        switch scalar {
        case 0x22: output.write(byte: UInt8(ascii: "\""))
        case 0x5C: output.write(byte: UInt8(ascii: "\\"))
        case 0x0A: output.write(byte: UInt8(ascii: "n"))
        case 0x0D: output.write(byte: UInt8(ascii: "r"))
        case 0x09: output.write(byte: UInt8(ascii: "t"))
        default:
            output.write(byte: UInt8(ascii: "u"))
            for shift in stride(from: 12, through: 0, by: -4) {
                output.write(byte: hexDigits[Int((scalar >> UInt32(shift)) & 0xF)])
            }
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
