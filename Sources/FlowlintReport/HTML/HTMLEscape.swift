/// Untrusted text (commit messages, branch names, authors, paths) made inert in HTML: markup
/// characters become entities (quotes too, in attribute values), and control characters and
/// bidirectional overrides are shown as escapes, as the text format shows them.
enum HTMLEscape {
    /// For text content, where `<` and `&` are all that start markup (quotes stay: a message
    /// quotes headers, and 130,000 of them add up).
    static func text(_ text: some StringProtocol) -> String {
        var out = ""
        append(text, to: &out)
        return out
    }

    /// For a quoted attribute value.
    static func attribute(_ text: some StringProtocol) -> String {
        var out = ""
        append(text, to: &out, quotes: true)
        return out
    }

    /// Text whose line breaks are kept (for `<pre>`), everything else escaped as by `text`.
    static func lines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { Self.text($0) }.joined(separator: "\n")
    }

    /// Appends without an intermediate string: the report escapes a few hundred thousand
    /// strings, nearly all of which need nothing.
    static func append(_ text: some StringProtocol, to out: inout String, quotes: Bool = false) {
        if !text.utf8.contains(where: { mayNeedEscape($0) || (quotes && ($0 == 0x22 || $0 == 0x27)) }) {
            out += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where quotes: out += "&#39;"
            default:
                if TerminalText.needsEscape(scalar.value) {
                    out += TerminalText.escape(String(scalar))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// A byte that starts or is something to escape: markup, C0 and DEL, and the lead bytes
    /// of C1 controls (U+0080–U+009F), U+061C and the U+200E–U+2069 marks.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x1F, 0x7F, 0x26, 0x3C, 0x3E, 0xC2, 0xD8, 0xE2: return true
        default: return false
        }
    }

    /// A CSS string literal for `content:`, safe inside `<style>`: no quote, backslash, line
    /// break or `<` survives as itself.
    static func cssString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "&": out += "\\" + String(scalar.value, radix: 16) + " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\" + String(scalar.value, radix: 16) + " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// An id or fragment made of a rule id: rule ids are `[a-z0-9-]`, anything else is dropped.
    static func identifier(_ text: String) -> String {
        String(text.unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }.map(Character.init))
    }
}
