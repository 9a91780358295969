/// A JSON document (RFC 8259), read without Foundation: the trackers' and platforms' answers
/// and GitHub's event file. Whatever the bytes, reading ends in a value or nil, never a trap;
/// nesting is capped so a hostile answer can't exhaust the stack.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    static let maxDepth = 512

    /// nil for anything but one complete JSON value (surrounding white space allowed).
    public init?(parsing bytes: [UInt8]) {
        var reader = JSONReader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        guard reader.index == bytes.count else { return nil }
        self = value
    }

    /// A member of an object; nil when absent or when this is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    public var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    public var bool: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    public var array: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}

/// The bytes of one document, read left to right.
struct JSONReader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) -> JSONValue? {
        skipSpace()
        guard index < bytes.count, depth < JSONValue.maxDepth else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object(depth: depth + 1)
        case UInt8(ascii: "["): return array(depth: depth + 1)
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
        index += count
        return value
    }

    private mutating func consume(_ character: Unicode.Scalar) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    private mutating func object(depth: Int) -> JSONValue? {
        index += 1
        var members: [String: JSONValue] = [:]
        if consume("}") { return .object(members) }
        repeat {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string(), consume(":"),
                  let value = value(depth: depth) else { return nil }
            members[key] = value
        } while consume(",")
        return consume("}") ? .object(members) : nil
    }

    private mutating func array(depth: Int) -> JSONValue? {
        index += 1
        var elements: [JSONValue] = []
        if consume("]") { return .array(elements) }
        repeat {
            guard let element = value(depth: depth) else { return nil }
            elements.append(element)
        } while consume(",")
        return consume("]") ? .array(elements) : nil
    }

    /// A string literal from its opening quote; its bytes must be UTF-8.
    private mutating func string() -> String? {
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(validating: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let scalar = escape() else { return nil }
                text.append(contentsOf: Array(String(Character(scalar)).utf8))
            case 0..<0x20: return nil
            default: text.append(byte)
            }
        }
        return nil
    }

    private mutating func escape() -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let unit = hexUnit() else { return nil }
            guard (0xD800..<0xDC00).contains(unit) else { return Unicode.Scalar(unit) }
            // A high surrogate needs its low half: `\ud83d\ude00`.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            index += 2
            guard let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        default: return nil
        }
    }

    private mutating func hexUnit() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var unit: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            unit = unit << 4 | UInt32(digit)
        }
        index += 4
        return unit
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func number() -> JSONValue? {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard let first = digits(), first == 1 || bytes[index - first] != UInt8(ascii: "0") else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() != nil else { return nil }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() != nil else { return nil }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self)).map(JSONValue.number)
    }

    /// How many digits were read; nil for none.
    private mutating func digits() -> Int? {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index > start ? index - start : nil
    }
}
