/// FNV-1a, 64 bits: the same value for the same text on every run and machine, which Swift's
/// seeded `Hasher` doesn't give. For names of files kept between runs (the tracker's cache,
/// the fuzzers' seeds).
public enum StableHash {
    public static func fnv1a64(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return value
    }

    /// Sixteen hex digits.
    public static func fnv1a64Hex(_ text: String) -> String {
        let hex = String(fnv1a64(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
