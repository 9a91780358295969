/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`, with the
/// bytes it was read from: an edit replaces exactly those bytes and keeps the rest.
public struct PlistNode: Sendable {
    public enum Kind: Sendable {
        case string(String)
        case array([PlistNode])
        case dictionary([PlistEntry])
    }

    public let kind: Kind
    /// The value's own bytes: a string's token with its quotes, a collection with its brackets.
    public let range: Range<Int>

    public var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    public var array: [PlistNode]? {
        if case .array(let items) = kind { return items }
        return nil
    }

    public var entries: [PlistEntry]? {
        if case .dictionary(let entries) = kind { return entries }
        return nil
    }

    /// The value of `key` in a dictionary; the last one when a key is repeated, as Xcode reads it.
    public subscript(key: String) -> PlistNode? {
        entries?.last { $0.key == key }?.value
    }
}

/// `key = value;` in a dictionary.
public struct PlistEntry: Sendable {
    public let key: String
    public let value: PlistNode
    /// From the key's first byte to the `;` included.
    public let range: Range<Int>
}

/// Why a property list could not be read: the byte offset and what was expected there.
public struct PlistSyntaxError: Error, Equatable, Sendable {
    public let offset: Int
    public let expected: String
}

/// Reads an old-style property list from UTF-8 bytes: dictionaries `{ k = v; }`, arrays
/// `( a, b, )`, quoted strings with backslash escapes, unquoted words, `<hex data>`, and both
/// comment forms. Nesting is bounded, so no input can exhaust the stack.
public struct PlistReader {
    static let maximumDepth = 64
    private let bytes: [UInt8]
    private var offset = 0

    public static func read(_ bytes: [UInt8]) -> Result<PlistNode, PlistSyntaxError> {
        var reader = PlistReader(bytes: bytes)
        do throws(PlistSyntaxError) {
            try reader.skipTrivia()
            let root = try reader.value(depth: 0)
            try reader.skipTrivia()
            guard reader.offset == bytes.count else { throw reader.failure("the end of the file") }
            return .success(root)
        } catch {
            return .failure(error)
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ expected: String) -> PlistSyntaxError {
        PlistSyntaxError(offset: offset, expected: expected)
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func value(depth: Int) throws(PlistSyntaxError) -> PlistNode {
        guard depth < Self.maximumDepth else { throw failure("less nesting") }
        switch current {
        case UInt8(ascii: "{"): return try dictionary(depth: depth)
        case UInt8(ascii: "("): return try array(depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try quoted()
        case UInt8(ascii: "<"): return try data()
        default: return try word()
        }
    }

    private mutating func dictionary(depth: Int) throws(PlistSyntaxError) -> PlistNode {
        let start = offset
        offset += 1
        var entries: [PlistEntry] = []
        while true {
            try skipTrivia()
            if current == UInt8(ascii: "}") { break }
            let keyStart = offset
            guard current != nil else { throw failure("} closing the dictionary") }
            guard let key = try value(depth: depth + 1).string else { throw PlistSyntaxError(offset: keyStart, expected: "a key") }
            try skipTrivia()
            guard current == UInt8(ascii: "=") else { throw failure("= after the key") }
            offset += 1
            try skipTrivia()
            let item = try value(depth: depth + 1)
            try skipTrivia()
            guard current == UInt8(ascii: ";") else { throw failure("; after the value") }
            offset += 1
            entries.append(PlistEntry(key: key, value: item, range: keyStart..<offset))
        }
        offset += 1
        return PlistNode(kind: .dictionary(entries), range: start..<offset)
    }

    private mutating func array(depth: Int) throws(PlistSyntaxError) -> PlistNode {
        let start = offset
        offset += 1
        var items: [PlistNode] = []
        while true {
            try skipTrivia()
            if current == UInt8(ascii: ")") { break }
            guard current != nil else { throw failure(") closing the array") }
            items.append(try value(depth: depth + 1))
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                offset += 1
            } else if current != UInt8(ascii: ")") {
                throw failure(", or ) after an array item")
            }
        }
        offset += 1
        return PlistNode(kind: .array(items), range: start..<offset)
    }

    private mutating func word() throws(PlistSyntaxError) -> PlistNode {
        let start = offset
        while let byte = current, Self.isWordByte(byte) { offset += 1 }
        guard offset > start else { throw failure("a value") }
        return PlistNode(kind: .string(String(decoding: bytes[start..<offset], as: UTF8.self)), range: start..<offset)
    }

    /// What an unquoted string may hold (CoreFoundation's set, and `+`, which Xcode writes quoted
    /// but other tools write bare).
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"), UInt8(ascii: "+"):
            return true
        default:
            return false
        }
    }

    private mutating func data() throws(PlistSyntaxError) -> PlistNode {
        let start = offset
        offset += 1
        while let byte = current, byte != UInt8(ascii: ">") {
            guard byte.isHexDigitOrSpace else { throw failure("hexadecimal digits in <data>") }
            offset += 1
        }
        guard current != nil else { throw failure("> closing the data") }
        offset += 1
        return PlistNode(kind: .string(String(decoding: bytes[start..<offset], as: UTF8.self)), range: start..<offset)
    }

    private mutating func quoted() throws(PlistSyntaxError) -> PlistNode {
        let start = offset
        let quote = bytes[offset]
        offset += 1
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw PlistSyntaxError(offset: start, expected: "a closing quote") }
            offset += 1
            if byte == quote { break }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            try escape(into: &text)
        }
        return PlistNode(kind: .string(String(decoding: text, as: UTF8.self)), range: start..<offset)
    }

    /// The character after a backslash (already read): C escapes, octal `\101`, `\U00e9`.
    private mutating func escape(into text: inout [UInt8]) throws(PlistSyntaxError) {
        guard let byte = current else { throw failure("an escaped character") }
        offset += 1
        switch byte {
        case UInt8(ascii: "n"): text.append(10)
        case UInt8(ascii: "t"): text.append(9)
        case UInt8(ascii: "r"): text.append(13)
        case UInt8(ascii: "a"): text.append(7)
        case UInt8(ascii: "b"): text.append(8)
        case UInt8(ascii: "f"): text.append(12)
        case UInt8(ascii: "v"): text.append(11)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard let next = current, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) else { break }
                value = value * 8 + UInt32(next - UInt8(ascii: "0"))
                offset += 1
            }
            append(scalar: value, to: &text)
        case UInt8(ascii: "U"):
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let next = current, let digit = next.hexValue else { break }
                value = value * 16 + UInt32(digit)
                offset += 1
            }
            append(scalar: value, to: &text)
        default:
            text.append(byte)
        }
    }

    private func append(scalar value: UInt32, to text: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// Whitespace and comments; an unterminated `/*` is an error.
    private mutating func skipTrivia() throws(PlistSyntaxError) {
        while let byte = current {
            if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                let start = offset
                offset += 2
                while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) {
                    offset += 1
                }
                guard offset + 1 < bytes.count else { throw PlistSyntaxError(offset: start, expected: "*/ closing the comment") }
                offset += 2
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while let next = current, next != 10 { offset += 1 }
            } else {
                return
            }
        }
    }
}

extension UInt8 {
    var hexValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return self - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    fileprivate var isHexDigitOrSpace: Bool {
        hexValue != nil || self == 32 || self == 9 || self == 10 || self == 13
    }
}
