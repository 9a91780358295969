/// One node of a `.flowlint.yml` as libyaml reported it: keys in the file's order, and what a
/// scalar's typed meaning depends on (quoted or plain, an explicit tag). The typed readings
/// are YAML 1.1's, as the configuration has always been read: `yes`/`on` are true, `0x10` is 16,
/// `1:30` is 90, and quoting makes any of them text.
struct YAMLNode: Sendable {
    enum Content: Sendable {
        case scalar(String)
        case mapping([(key: YAMLNode, value: YAMLNode)])
        case sequence([YAMLNode])
    }

    static let stringTag = "tag:yaml.org,2002:str"

    let content: Content
    /// The explicit tag, or `stringTag` for a quoted scalar without one.
    let tag: String?
    /// A plain (unquoted, not block) scalar: only these can be null or numbers.
    let plain: Bool
    /// 1-based, where the node starts.
    let line: Int
    let column: Int

    /// A scalar's text; nil for a mapping or a sequence.
    var string: String? {
        guard case .scalar(let text) = content else { return nil }
        return text
    }

    var isNull: Bool {
        guard plain, let text = string else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(text)
    }

    var bool: Bool? {
        guard let text = string, tag != Self.stringTag else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// Decimal, `0x`, `0o`/`0` (octal), `0b`, and base-60 (`1:30`); `_` separators ignored.
    var int: Int? {
        guard plain, let text = string?.filter({ $0 != "_" }) else { return nil }
        if text == "0" { return 0 }
        let negative = text.hasPrefix("-")
        let digits = text.dropFirst(negative || text.hasPrefix("+") ? 1 : 0)
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8), ("0", 8)] where digits.hasPrefix(prefix) {
            return Int((negative ? "-" : "") + digits.dropFirst(prefix.count), radix: radix)
        }
        if text.contains(":") { return Self.sexagesimal(text, { Int($0).map(Double.init) }).flatMap { Int(exactly: $0) } }
        return Int(text)
    }

    var float: Double? {
        guard plain, let text = string else { return nil }
        switch text.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default:
            let digits = text.filter { $0 != "_" }
            return digits.contains(":") ? Self.sexagesimal(digits, { Double($0) }) : Double(digits)
        }
    }

    /// `[-+]a:b:c` is ((a × 60) + b) × 60 + c; nil when a part isn't a number or it overflows.
    private static func sexagesimal(_ text: String, _ part: (Substring) -> Double?) -> Double? {
        let negative = text.hasPrefix("-")
        let body = text.dropFirst(negative || text.hasPrefix("+") ? 1 : 0)
        var value = 0.0
        for piece in body.split(separator: ":", omittingEmptySubsequences: false) {
            guard let number = part(piece) else { return nil }
            value = value * 60 + number
        }
        return value.isFinite ? (negative ? -value : value) : nil
    }
}
