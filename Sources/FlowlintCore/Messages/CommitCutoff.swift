/// `commits.since` read as a date: `2024-03-01`, `2024-03-01 12:30`, `2024-03-01T12:30:00+03:00`
/// or `@1709251200`. (A revision is tried first by the caller, which has the repository.)
public enum CommitCutoff {
    /// Seconds since the epoch, nil when the text is not a date in one of those forms.
    public static func parseDate(_ text: String) -> Int64? {
        if text.hasPrefix("@") { return Int64(text.dropFirst()) }
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count, range.allSatisfy({ (0x30...0x39).contains(bytes[$0]) }) else { return nil }
            return range.reduce(0) { $0 * 10 + Int(bytes[$1] - 0x30) }
        }
        guard bytes.count >= 10, bytes[4] == 0x2D, bytes[7] == 0x2D,
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        var seconds = Int64(daysFromCivil(year: year, month: month, day: day)) * 86_400
        var rest = bytes[10...]
        if let separator = rest.first, separator == 0x54 || separator == 0x20 {  // "T" or " "
            let start = rest.startIndex + 1
            guard let hour = number(start..<start + 2), rest.count >= 6, bytes[start + 2] == 0x3A,
                  let minute = number(start + 3..<start + 5), hour < 24, minute < 60 else { return nil }
            seconds += Int64(hour * 3600 + minute * 60)
            rest = bytes[(start + 5)...]
            if rest.first == 0x3A {
                guard let second = number(rest.startIndex + 1..<rest.startIndex + 3), second < 61 else { return nil }
                seconds += Int64(second)
                rest = bytes[(rest.startIndex + 3)...]
            }
        }
        return applyOffset(rest, to: seconds, number: number)
    }

    /// `Z`, `+03:00`, `-0500` or nothing (UTC).
    private static func applyOffset(_ rest: ArraySlice<UInt8>, to seconds: Int64, number: (Range<Int>) -> Int?) -> Int64? {
        guard let sign = rest.first else { return seconds }
        if sign == 0x5A, rest.count == 1 { return seconds }  // "Z"
        guard sign == 0x2B || sign == 0x2D else { return nil }
        let start = rest.startIndex + 1
        guard let hours = number(start..<start + 2) else { return nil }
        var minutesStart = start + 2
        if rest.count == 6, rest[minutesStart] == 0x3A { minutesStart += 1 } else if rest.count != 5 { return nil }
        guard let minutes = number(minutesStart..<minutesStart + 2) else { return nil }
        let offset = Int64(hours * 3600 + minutes * 60)
        return sign == 0x2B ? seconds - offset : seconds + offset
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
