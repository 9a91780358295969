import Platform

/// A compact binary form of facts for the cache: little-endian integers, length-prefixed UTF-8
/// strings, counts before lists. Written and read by hand so that decoding an entry costs far
/// less than parsing its file (no Codable, no Foundation).
struct ByteWriter {
    var bytes: [UInt8] = []
    /// Writes only what a file declares, not where (`ProjectSnapshot`'s digests): positions,
    /// lines, marks and suppressions are left out, so an edit that only moves declarations
    /// writes the same bytes. Never decoded.
    var declarationsOnly = false
    /// With a table, a string written before is written as its number in it (`ProjectSnapshot`:
    /// a path or a type's name recurs in many of the project's tables).
    var interned: Interned?

    /// Strings written so far by number. Looked up by String's == (hashing ASCII is fast), then
    /// compared by bytes: a string equal but not byte for byte (`é` composed and decomposed) is
    /// written whole, and numbered as the reader numbers every string written whole.
    struct Interned {
        var numbers: [String: Int] = [:]
        var count = 0
    }

    mutating func int(_ value: Int) {
        // LEB128: small numbers (lines, counts) take one or two bytes.
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        var value = value
        if var table = interned {
            // 0 and the string when new, else its number plus one.
            interned = nil  // not copied on write while changed
            defer { interned = table }
            if let known = table.numbers.index(forKey: value) {
                let (written, number) = table.numbers[known]
                if Bytes.same(written, value) { return int(number + 1) }
            } else {
                table.numbers[value] = table.count
            }
            table.count += 1
            int(0)
        }
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optional(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    mutating func position(_ value: Position) {
        guard !declarationsOnly else { return }
        int(value.line)
        int(value.column)
    }

    /// A line number (Objective-C facts keep lines, not positions).
    mutating func line(_ value: Int) {
        if !declarationsOnly { int(value) }
    }

    mutating func list<T>(_ values: [T], _ write: (inout ByteWriter, T) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }

    /// A content key: its kind, size and two hashes (the pack's entries, the stamp table, the memo's digest).
    mutating func key(_ key: ContentKey) {
        bytes.append(key.kind)
        int(key.size)
        uint64(key.first)
        uint64(key.second)
    }

    mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}

/// Reads what `ByteWriter` wrote; any read past the end or any nonsense throws, so a damaged
/// entry is a miss, never wrong facts.
struct ByteReader {
    struct Damaged: Error {}

    let bytes: UnsafeRawBufferPointer
    var offset: Int
    /// The strings read so far, when they were written interned (`ByteWriter.interned`).
    var interned: [String]?

    init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var atEnd: Bool { offset >= bytes.count }

    /// `bytes` read whole by `read`; nil when they are not what it reads.
    static func decode<T>(_ bytes: [UInt8], _ read: (inout ByteReader) throws(Damaged) -> T) -> T? {
        bytes.withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            return try? read(&reader)
        }
    }

    mutating func byte() throws(Damaged) -> UInt8 {
        guard offset < bytes.count else { throw Damaged() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func int() throws(Damaged) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw Damaged() }
            value |= UInt64(next & 0x7f) << shift
            if next < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
    }

    /// A count or length: never negative, never more than the bytes left could hold.
    mutating func count() throws(Damaged) -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.count - offset else { throw Damaged() }
        return value
    }

    mutating func bool() throws(Damaged) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Damaged()
        }
    }

    mutating func string() throws(Damaged) -> String {
        if let known = interned?.count {
            let number = try int()
            guard number == 0 else {
                guard number > 0, number <= known, let interned else { throw Damaged() }
                return interned[number - 1]
            }
            let value = try plainString()
            interned?.append(value)
            return value
        }
        return try plainString()
    }

    private mutating func plainString() throws(Damaged) -> String {
        let length = try count()
        defer { offset += length }
        // Entries are checksummed and were written from Strings: decoding (which repairs, never
        // trusts) is enough, and takes the standard library's fast path where `validating` didn't.
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]).assumingMemoryBound(to: UInt8.self),
                      as: UTF8.self)
    }

    mutating func optional() throws(Damaged) -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws(Damaged) -> [String] {
        let number = try count()
        var values: [String] = []
        values.reserveCapacity(number)
        for _ in 0..<number { values.append(try string()) }
        return values
    }

    mutating func position() throws(Damaged) -> Position {
        Position(line: try int(), column: try int())
    }

    mutating func list<T>(_ read: (inout ByteReader) throws(Damaged) -> T) throws(Damaged) -> [T] {
        let number = try count()
        var values: [T] = []
        values.reserveCapacity(number)
        for _ in 0..<number { values.append(try read(&self)) }
        return values
    }

    mutating func key() throws(Damaged) -> ContentKey {
        ContentKey(kind: try byte(), size: try int(), first: try uint64(), second: try uint64())
    }

    mutating func uint64() throws(Damaged) -> UInt64 {
        guard bytes.count - offset >= 8 else { throw Damaged() }
        defer { offset += 8 }
        return bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
    }
}

enum Bytes {
    /// Byte for byte (String's == would take a decomposed `é` for a composed one; the generic
    /// comparison of UTF-8 views cost 4,000 instructions a path).
    static func same(_ a: String, _ b: String) -> Bool {
        var (a, b) = (a, b)
        return a.withUTF8 { x in
            b.withUTF8 { y in
                guard x.count == y.count else { return false }
                guard let first = x.baseAddress, let second = y.baseAddress else { return true }  // both empty
                return memcmp(first, second, x.count) == 0
            }
        }
    }
}
