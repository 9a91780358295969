/// RFC 3986 percent-encoding, for URLs (the trackers' APIs) and URIs in reports (SARIF).
public enum PercentEncoding {
    /// Unreserved ASCII (letters, digits, `-._~`) and the bytes in `keeping` as they are,
    /// every other byte of the UTF-8 form as `%XX`.
    public static func encode(_ text: String, keeping: Set<UInt8> = []) -> String {
        var out = ""
        for byte in text.utf8 {
            if isUnreserved(byte) || keeping.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~".utf8.contains(byte)
        }
    }
}
