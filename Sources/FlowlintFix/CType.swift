/// What git's date parsing (`GitDate`) takes from the C library: its character classes,
/// ASCII only as git's own, and its number readers with their quirks (spaces, a sign, clamping).
enum CType {
    static func isDigit(_ c: UInt8) -> Bool { (0x30...0x39).contains(c) }
    static func isAlpha(_ c: UInt8) -> Bool { (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) }
    static func isAlnum(_ c: UInt8) -> Bool { isDigit(c) || isAlpha(c) }
    static func upper(_ c: UInt8) -> UInt8 { (0x61...0x7A).contains(c) ? c - 0x20 : c }
    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || (0x09...0x0D).contains(c) }

    /// What `strtoumax`/`strtol` read at `start`: leading spaces, one sign, digits; nil with no digits.
    private static func scan(_ bytes: [UInt8], _ start: Int) -> (negative: Bool, magnitude: UInt64, overflow: Bool, end: Int)? {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        let digitsStart = index
        var value: UInt64 = 0, overflow = false
        while index < bytes.count, isDigit(bytes[index]) {
            let (times, carry) = value.multipliedReportingOverflow(by: 10)
            let (sum, carried) = times.addingReportingOverflow(UInt64(bytes[index] - 0x30))
            overflow = overflow || carry || carried
            value = sum
            index += 1
        }
        return index > digitsStart ? (negative, value, overflow, index) : nil
    }

    /// `strtoumax(…, 10)` (and `strtoul` on a 64-bit system): clamped at the maximum, a minus
    /// negating modulo 2⁶⁴; with no digits, the end is the start.
    static func strtoumax(_ bytes: [UInt8], _ start: Int) -> (value: UInt64, end: Int) {
        guard let read = scan(bytes, start) else { return (0, start) }
        if read.overflow { return (UInt64.max, read.end) }
        return (read.negative ? 0 &- read.magnitude : read.magnitude, read.end)
    }

    /// `strtol(…, 10)`: clamped to the signed range.
    static func strtol(_ bytes: [UInt8], _ start: Int) -> (value: Int, end: Int) {
        guard let read = scan(bytes, start) else { return (0, start) }
        let limit = read.negative ? UInt64(Int.max) + 1 : UInt64(Int.max)
        guard !read.overflow, read.magnitude <= limit else { return (read.negative ? Int.min : Int.max, read.end) }
        return (read.negative ? Int(truncatingIfNeeded: 0 &- read.magnitude) : Int(read.magnitude), read.end)
    }
}
