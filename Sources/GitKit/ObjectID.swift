import CLibGit2

/// A 20-byte SHA-1 object id.
public struct ObjectID: Hashable, Sendable, CustomStringConvertible {
    var oid: git_oid

    init(_ oid: git_oid) { self.oid = oid }

    /// Parses a full 40-character hex id; nil for anything else.
    public init?(hex: String) {
        guard hex.utf8.count == 40, hex.utf8.allSatisfy({ $0.isHexDigit }) else { return nil }
        var oid = git_oid()
        guard git_oid_fromstrn(&oid, hex, 40) == 0 else { return nil }
        self.oid = oid
    }

    /// The all-zero id git uses for "no object" in hook input.
    public var isZero: Bool { withBytes { $0.allSatisfy { $0 == 0 } } }

    /// Written straight into the string's storage: a history scan makes one per commit with findings.
    public var hex: String {
        withBytes { bytes in
            String(unsafeUninitializedCapacity: 2 * bytes.count) { out in
                for (index, byte) in bytes.enumerated() {
                    out[2 * index] = Self.digit(byte >> 4)
                    out[2 * index + 1] = Self.digit(byte & 0x0f)
                }
                return 2 * bytes.count
            }
        }
    }

    private static func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    public var short: String { String(hex.prefix(8)) }
    public var description: String { hex }

    func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        withUnsafeBytes(of: oid.id) { body($0) }
    }

    public static func == (lhs: ObjectID, rhs: ObjectID) -> Bool {
        lhs.withBytes { l in rhs.withBytes { r in l.elementsEqual(r) } }
    }

    public func hash(into hasher: inout Hasher) {
        withBytes { hasher.combine(bytes: $0) }
    }
}

extension UInt8 {
    var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x61...0x66).contains(self) || (0x41...0x46).contains(self)
    }
}
