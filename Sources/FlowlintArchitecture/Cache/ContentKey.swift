/// What a cached entry is keyed by: the file's kind (Swift, header, implementation: the scanner
/// reads them differently), its size and two 64-bit hashes of its bytes. Not a cryptographic
/// hash: the cache is the user's own, and a colliding file could only be planted by someone who
/// can write the project anyway.
public struct ContentKey: Hashable, Sendable {
    public var kind: UInt8
    public var size: Int
    public var first: UInt64
    public var second: UInt64

    /// One word hashed, not four: the hashes already spread the keys (a pack's index hashes
    /// every entry's key on load). Equality still compares every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(first &+ second &+ UInt64(kind))
    }

    public init(kind: UInt8, size: Int, first: UInt64, second: UInt64) {
        self.kind = kind
        self.size = size
        self.first = first
        self.second = second
    }

    /// `.swift` 1, `.h` 2, anything else (`.m`) 3.
    public static func kind(ofPath path: String) -> UInt8 {
        path.hasSuffix(".swift") ? 1 : path.hasSuffix(".h") ? 2 : 3
    }

    /// A git blob's key, from its id alone (its first 16 bytes; the kind's high bit tells it from
    /// content keys): files read from git need not be read at all when cached.
    public init(path: String, gitBlob id: [UInt8]) {
        // Little-endian words of the id's bytes (zeros past a short id).
        let (first, second) = id.withUnsafeBytes { raw -> (UInt64, UInt64) in
            guard raw.count >= 16 else {
                func word(_ start: Int) -> UInt64 {
                    raw.dropFirst(start).prefix(8).enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
                }
                return (word(0), word(8))
            }
            return (UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)), UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        }
        self.init(kind: Self.kind(ofPath: path) | 0x80, size: 0, first: first, second: second)
    }

    public init(path: String, text: String) {
        var text = text
        self = text.withUTF8 { Self(path: path, bytes: UnsafeRawBufferPointer($0)) }
    }

    /// A file's key from its bytes as read (the same as from its text, for text that is UTF-8).
    init(path: String, bytes: UnsafeRawBufferPointer) {
        let (first, second) = ContentHash.hash(bytes)
        self.init(kind: Self.kind(ofPath: path), size: bytes.count, first: first, second: second)
    }
}

/// Two independent 64-bit hashes of a byte buffer, eight bytes at a time (a few GB/s in a
/// release build), finished with MurmurHash3's mixer. Also the cache entries' checksum.
enum ContentHash {
    static func hash(_ bytes: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        var a: UInt64 = 0x243f_6a88_85a3_08d3 ^ UInt64(bytes.count)
        var b: UInt64 = 0x1319_8a2e_0370_7344 &+ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            a = rotate(a ^ word &* 0x9e37_79b9_7f4a_7c15, 31) &* 0xbf58_476d_1ce4_e5b9
            b = rotate(b &+ word, 27) &* 0x94d0_49bb_1331_11eb ^ a
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        a = mix(a ^ tail &* 0x9e37_79b9_7f4a_7c15)
        b = mix(b &+ tail ^ a)
        return (a, b)
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value = value &* 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value = value &* 0xc4ce_b9fe_1a85_ec53
        return value ^ (value >> 33)
    }
}

extension ContentKey {
    /// Thirty-two hex digits naming bytes (the configuration file, for the cache's stamp).
    public static func hashHex(_ bytes: UnsafeRawBufferPointer) -> String {
        let (first, second) = ContentHash.hash(bytes)
        return [first, second].map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    public static func hashHex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hashHex(UnsafeRawBufferPointer($0)) }
    }
}
