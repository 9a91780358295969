import Testing
import FlowlintCore
import TestSupport
@testable import FlowlintReport

/// The escapers work over UTF-8 bytes and copy runs that need nothing; they must write exactly
/// what the scalar-by-scalar versions they replaced wrote (kept here as references).
struct ByteEscapingTests {
    /// JSON before issue 15: one scalar at a time.
    static func referenceJSON(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The terminal escape before issue 15.
    static func referenceTerminal(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if TerminalText.needsEscape(scalar.value) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let digits = scalar.value <= 0xFF ? 2 : 4
                let padded = String(repeating: "0", count: max(0, digits - hex.count)) + hex
                out += scalar.value <= 0xFF ? "\\x" + padded : "\\u{" + padded + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Every scalar either escaper treats specially, its neighbours, and ordinary text.
    static let interesting: [UInt32] = Array(0x00...0x20) + [
        0x22, 0x27, 0x26, 0x3C, 0x3E, 0x5C, 0x7E, 0x7F, 0x80, 0x85, 0x9F, 0xA0, 0xE9, 0x41F, 0x61B, 0x61C, 0x61D,
        0x200D, 0x200E, 0x200F, 0x2010, 0x2014, 0x2026, 0x2027, 0x2028, 0x2029, 0x202A, 0x202E, 0x202F,
        0x2065, 0x2066, 0x2069, 0x206A, 0x20AC, 0xE000, 0xFFFD, 0xFFFE, 0xFFFF, 0x1F600, 0x10FFFF,
    ]

    static func scalar(_ value: UInt32) -> String {
        Unicode.Scalar(value).map { String(Character($0)) } ?? ""
    }

    @Test func jsonEscapesEachSpecialScalarAsBefore() {
        for value in Self.interesting {
            let text = "a" + Self.scalar(value) + "b"
            #expect(JSON.string(text) == Self.referenceJSON(text), "U+\(String(value, radix: 16))")
        }
    }

    @Test func jsonControlCharactersNulAndLineSeparators() {
        #expect(JSON.string("\u{0}") == "\"\\u0000\"")
        #expect(JSON.string("\u{1}\u{1F}\u{7F}") == "\"\\u0001\\u001f\\u007f\"")
        #expect(JSON.string("a\nb\rc\td\"e\\f") == "\"a\\nb\\rc\\td\\\"e\\\\f\"")
        #expect(JSON.string("\u{2028}x\u{2029}") == "\"\\u2028x\\u2029\"")
        #expect(JSON.string("—…€") == "\"—…€\"", "other scalars starting with E2 are copied")
        #expect(JSON.string("") == "\"\"")
        #expect(JSON.string("Коммит 😀") == "\"Коммит 😀\"")
    }

    @Test func jsonInvalidUTF8IsReplacedAsWhenDecoded() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3, 0x28, 0xE2, 0x80, 0x0A, 0xE2, 0x80]
        #expect(JSON.string(utf8: bytes) == "\"a\u{FFFD}b\u{FFFD}(\u{FFFD}\\n\u{FFFD}\"")
        #expect(JSON.string(utf8: bytes) == Self.referenceJSON(String(decoding: bytes, as: UTF8.self)))
    }

    @Test func longRunsAndMixedTextMatchTheReference() {
        var generator = SplitMix(seed: 15)
        for length in [1, 7, 64, 4_096, 200_000] {
            var text = ""
            for _ in 0..<length {
                // Mostly plain ASCII (long runs), now and then something to escape.
                let roll = generator.next() % 100
                let value = roll < 85 ? UInt32(0x61 + generator.next() % 26)
                    : Self.interesting[Int(generator.next() % UInt64(Self.interesting.count))]
                text += Self.scalar(value)
            }
            #expect(JSON.string(text) == Self.referenceJSON(text), "length \(length)")
            #expect(TerminalText.escape(text) == Self.referenceTerminal(text), "length \(length)")
        }
        let plain = String(repeating: "abcdefgh", count: 100_000)
        #expect(JSON.string(plain) == "\"" + plain + "\"")
    }

    @Test func terminalEscapesEachSpecialScalarAsBefore() {
        for value in Self.interesting {
            let text = "a" + Self.scalar(value) + "b"
            #expect(TerminalText.escape(text) == Self.referenceTerminal(text), "U+\(String(value, radix: 16))")
        }
        #expect(TerminalText.escape("\u{1B}[31m\u{0}\u{9B}\u{202E}\u{61C}") == "\\x1B[31m\\x00\\x9B\\u{202E}\\u{061C}")
        #expect(TerminalText.escape("\u{2028}…") == "\u{2028}…", "a terminal shows line separators as they are")
    }

    @Test func xmlEscapesMarkupAndReplacesWhatXMLCantCarry() {
        let junit = JUnitFormatter()
        #expect(junit.xml("a&b<c>d\"e'f\ng\th") == "a&amp;b&lt;c&gt;d&quot;e&apos;f&#10;g&#9;h")
        #expect(junit.xml("\u{0}\u{1B}\r\u{FFFE}\u{FFFF}\u{FFFD}") == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(junit.xml("\u{7F}Ё😀\u{FFFC}") == "\u{7F}Ё😀\u{FFFC}")
    }
}
