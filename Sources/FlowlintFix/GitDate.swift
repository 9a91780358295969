import Platform

/// git's reading of `GIT_COMMITTER_DATE` (`parse_date_basic` in git's date.c, 2.39), step for
/// step, so a rewritten commit gets the time `git commit-tree` would give it: the raw
/// `@1112911993 +0200`, RFC 2822 `Thu, 07 Apr 2005 22:13:13 +0200`, `2005-04-07 22:13:13 +0200`,
/// ISO 8601 `2005-04-07T22:13:13` (local time without a zone) and the rest of git's guesses.
/// Nil where git says "invalid date format", and where git would write a time a commit can't
/// hold (before 1970 after the zone is applied, past 64 bits).
enum GitDate {
    static func parse(_ text: String, now: Int64) -> (time: Int64, offset: Int32)? {
        var parser = Parser(Array(text.utf8), now: now)
        return parser.run()
    }
}

private struct Parser {
    /// The text's bytes and a NUL, as C reads them.
    let bytes: [UInt8]
    let now: Int64
    var parts = GitDateParts()
    /// Minutes east of UTC; -1 until a zone is read (as in date.c).
    var offset = -1
    /// The time came as seconds since 1970: the zone doesn't shift it.
    var inUTC = false

    init(_ text: [UInt8], now: Int64) {
        bytes = text + [0]
        self.now = now
    }

    func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    mutating func run() -> (time: Int64, offset: Int32)? {
        if byte(0) == UInt8(ascii: "@"), let raw = rawDate(at: 1) {
            // git would write seconds past 64 bits signed, which git fsck then rejects.
            return Int64(exactly: raw.time).map { ($0, raw.offset) }
        }
        var index = 0
        while byte(index) != 0, byte(index) != 0x0A {
            let c = byte(index)
            var length = 0
            if CType.isAlpha(c) {
                length = matchAlpha(index)
            } else if CType.isDigit(c) {
                length = matchDigit(index)
            } else if c == UInt8(ascii: "-") || c == UInt8(ascii: "+"), CType.isDigit(byte(index + 1)) {
                length = matchZone(index)
            }
            index += max(length, 1)
        }
        guard var time = parts.seconds else { return nil }
        if offset == -1 { offset = localOffset(at: time) }
        if !inUTC { time -= Int64(offset) * 60 }
        // git would write an unsigned wrap-around here, which git fsck then rejects.
        guard time >= 0 else { return nil }
        return (time, Int32(truncatingIfNeeded: offset))
    }

    /// `@<seconds> <+|-><hhmm>` exactly, as in a commit object (`match_object_header_date`).
    private func rawDate(at start: Int) -> (time: UInt64, offset: Int32)? {
        guard CType.isDigit(byte(start)) else { return nil }
        let (stamp, end) = CType.strtoumax(bytes, start)
        guard byte(end) == 0x20, stamp != UInt64.max, byte(end + 1) == UInt8(ascii: "+") || byte(end + 1) == UInt8(ascii: "-") else {
            return nil
        }
        let zoneStart = end + 2
        let (value, zoneEnd) = CType.strtol(bytes, zoneStart)
        guard byte(zoneEnd) == 0 || byte(zoneEnd) == 0x0A, zoneEnd == zoneStart + 4 else { return nil }
        var minutes = Int32(truncatingIfNeeded: (value / 100) * 60 + value % 100)
        if byte(end + 1) == UInt8(ascii: "-") { minutes = -minutes }
        return (stamp, minutes)
    }

    /// The offset of the local time zone at that moment, as `mktime` gives it.
    private func localOffset(at time: Int64) -> Int {
        var local = tm()
        local.tm_year = Int32(truncatingIfNeeded: parts.year)
        local.tm_mon = Int32(truncatingIfNeeded: parts.month)
        local.tm_mday = Int32(truncatingIfNeeded: parts.day)
        local.tm_hour = Int32(truncatingIfNeeded: parts.hour)
        local.tm_min = Int32(truncatingIfNeeded: parts.minute)
        local.tm_sec = Int32(truncatingIfNeeded: parts.second)
        local.tm_isdst = -1
        let seconds = Int64(mktime(&local))
        return Int((time - seconds) / 60)
    }

    // MARK: - Words: months, weekdays, zones, AM/PM

    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"].map { Array($0.utf8) }
    private static let weekdays = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"]
        .map { Array($0.utf8) }
    /// date.c's zone names with their hours east of UTC, summer time included ("we like summer").
    private static let zones: [(name: [UInt8], hours: Int)] = [
        ("IDLW", -12), ("NT", -11), ("CAT", -10), ("HST", -10), ("HDT", -9), ("YST", -9), ("YDT", -8),
        ("PST", -8), ("PDT", -7), ("MST", -7), ("MDT", -6), ("CST", -6), ("CDT", -5), ("EST", -5), ("EDT", -4),
        ("AST", -3), ("ADT", -2), ("WAT", -1), ("GMT", 0), ("UTC", 0), ("Z", 0), ("WET", 0), ("BST", 1),
        ("CET", 1), ("MET", 1), ("MEWT", 1), ("MEST", 2), ("CEST", 2), ("MESZ", 2), ("FWT", 1), ("FST", 2),
        ("EET", 2), ("EEST", 3), ("WAST", 7), ("WADT", 8), ("CCT", 8), ("JST", 9), ("EAST", 10), ("EADT", 11),
        ("GST", 10), ("NZT", 12), ("NZST", 12), ("NZDT", 13), ("IDLE", 12),
    ].map { (Array($0.0.utf8), $0.1) }

    /// How many bytes at `start` spell a prefix of `word`, ignoring case, up to a byte that is no
    /// letter or digit; 0 when a letter or digit differs.
    private func matchString(_ start: Int, _ word: [UInt8]) -> Int {
        var count = 0
        while byte(start + count) != 0 {
            let c = byte(start + count), w = count < word.count ? word[count] : 0
            if c == w || CType.upper(c) == CType.upper(w) {
                count += 1
                continue
            }
            if !CType.isAlnum(c) { break }
            return 0
        }
        return count
    }

    private mutating func matchAlpha(_ start: Int) -> Int {
        for (number, month) in Self.months.enumerated() {
            let match = matchString(start, month)
            if match >= 3 {
                parts.month = number
                return match
            }
        }
        for weekday in Self.weekdays {
            let match = matchString(start, weekday)
            if match >= 3 { return match }
        }
        for zone in Self.zones {
            let match = matchString(start, zone.name)
            if match >= 3 || match == zone.name.count {
                if offset == -1 { offset = 60 * zone.hours }
                return match
            }
        }
        if matchString(start, Array("PM".utf8)) == 2 {
            parts.hour = parts.hour % 12 + 12
            return 2
        }
        if matchString(start, Array("AM".utf8)) == 2 {
            parts.hour = parts.hour % 12
            return 2
        }
        var length = 1
        while CType.isAlpha(byte(start + length)) { length += 1 }
        return length
    }

    // MARK: - Numbers

    /// A run of digits: seconds since 1970, a time, a date, a year, a zone, a day or a month.
    private mutating func matchDigit(_ start: Int) -> Int {
        let (number, numberEnd) = CType.strtoumax(bytes, start)
        var end = numberEnd
        // Nine digits or more, before anything else: seconds since 1970 (20070606 stays a date).
        if number >= 100_000_000, parts.isEmpty, let utc = Self.utcParts(Int64(truncatingIfNeeded: number)) {
            parts = utc
            inUTC = true
            return end - start
        }
        let separator = byte(end)
        if Self.separators.contains(separator), CType.isDigit(byte(end + 1)) {
            let match = matchNumbers(number, separator, start: start, end: end)
            if match != 0 { return match }
        }
        let digits = end - start
        if digits == 8 || digits == 6 {
            // ISO 8601's compact YYYYmmDD and HHMMSS.
            let first = Int(number / 10_000), second = Int(number % 10_000 / 100), third = Int(number % 100)
            if digits == 8 {
                _ = setDate(year: first, month: second, day: third, refusingFuture: false)
            } else if setTime(first, second, third), byte(end) == UInt8(ascii: "."), CType.isDigit(byte(end + 1)) {
                end = CType.strtoumax(bytes, end + 1).end
            }
            return end - start
        }
        if digits == 4 {
            if number <= 1400, offset == -1 {
                offset = Int(number / 100) * 60 + Int(number % 100)
            } else if number > 1900, number < 2100 {
                parts.year = Int(number) - 1900
            }
            return digits
        }
        if digits > 2 { return digits }
        let value = Int(number)
        // A day before anything else: "01 Apr 05" is April 1st, 2005.
        if value > 0, value < 32, parts.day < 0 {
            parts.day = value
            return digits
        }
        if digits == 2, parts.year < 0 {
            if value < 10, parts.day >= 0 {
                parts.year = value + 100
                return digits
            }
            if value >= 70 {
                parts.year = value
                return digits
            }
        }
        if value > 0, value < 13, parts.month < 0 { parts.month = value - 1 }
        return digits
    }

    private static let separators: [UInt8] = [0x3A, 0x2E, 0x2F, 0x2D]  // : . / -

    /// `num[-./:]num[same]num`: a time or a date in one of its orders; 0 when it is neither.
    private mutating func matchNumbers(_ number: UInt64, _ separator: UInt8, start: Int, end numberEnd: Int) -> Int {
        var (second, end) = CType.strtol(bytes, numberEnd + 1)
        var third = -1
        if byte(end) == separator, CType.isDigit(byte(end + 1)) { (third, end) = CType.strtol(bytes, end + 1) }
        let first = Int(truncatingIfNeeded: number)
        if separator == UInt8(ascii: ":") {
            guard setTime(first, second, max(third, 0)) else { return 0 }
            // A fraction of a second after a known date is read and dropped.
            if byte(end) == UInt8(ascii: "."), CType.isDigit(byte(end + 1)), parts.isDateKnown {
                end = CType.strtol(bytes, end + 1).end
            }
            return end - start
        }
        let year = Int(Int32(truncatingIfNeeded: number))
        let month = Int(Int32(truncatingIfNeeded: second)), day = Int(Int32(truncatingIfNeeded: third))
        let dot = separator == UInt8(ascii: ".")
        if number > 70 {
            if setDate(year: year, month: month, day: day, refusingFuture: false) { return end - start }
            if setDate(year: year, month: day, day: month, refusingFuture: false) { return end - start }
        }
        // mm/dd/yy first, unless with dots: then dd.mm.yy, as in eastern Europe.
        if !dot, setDate(year: day, month: year, day: month, refusingFuture: true) { return end - start }
        if setDate(year: day, month: month, day: year, refusingFuture: true) { return end - start }
        if dot, setDate(year: day, month: year, day: month, refusingFuture: true) { return end - start }
        return 0
    }

    /// date.c's `set_date`: a guessed order is refused when it lands over ten days from now.
    /// Without that check date.c writes into the parts directly, the day and month even when
    /// the year then fails.
    private mutating func setDate(year: Int, month: Int, day: Int, refusingFuture: Bool) -> Bool {
        guard month > 0, month < 13, day > 0, day < 32 else { return false }
        var candidate = parts
        (candidate.month, candidate.day) = (month - 1, day)
        if !refusingFuture { (parts.month, parts.day) = (month - 1, day) }
        if year == -1 {
            guard refusingFuture, let nowYear = Self.utcParts(now)?.year else { return false }
            candidate.year = nowYear
        } else if year >= 1970, year < 2100 {
            candidate.year = year - 1900
        } else if year > 70, year < 100 {
            candidate.year = year
        } else if year < 38 {
            candidate.year = year + 100
        } else {
            return false
        }
        guard refusingFuture else {
            parts.year = candidate.year
            return true
        }
        if let specified = candidate.seconds, now + 10 * 86_400 < specified { return false }
        (parts.month, parts.day) = (candidate.month, candidate.day)
        if year != -1 { parts.year = candidate.year }
        return true
    }

    /// A time of day; the 61st second is a leap second.
    private mutating func setTime(_ hour: Int, _ minute: Int, _ second: Int) -> Bool {
        guard (0...24).contains(hour), (0..<60).contains(minute), (0...60).contains(second) else { return false }
        (parts.hour, parts.minute, parts.second) = (hour, minute, second)
        return true
    }

    /// `+hhmm`, `+hh:mm` or `+hh` (`match_tz`): anything else is skipped without a zone.
    private mutating func matchZone(_ start: Int) -> Int {
        let (value, hourEnd) = CType.strtoumax(bytes, start + 1)
        var end = hourEnd
        var hour = Int(Int32(truncatingIfNeeded: value))
        let digits = end - (start + 1)
        var minute = 0
        if digits == 4 {
            minute = hour % 100
            hour /= 100
        } else if digits != 2 {
            minute = 99
        } else if byte(end) == UInt8(ascii: ":") {
            let (minutes, minutesEnd) = CType.strtoumax(bytes, end + 1)
            minute = Int(Int32(truncatingIfNeeded: minutes))
            end = minutesEnd
            if end - (start + 1) != 5 { minute = 99 }
        }
        if minute < 60, hour < 24 {
            offset = (hour * 60 + minute) * (byte(start) == UInt8(ascii: "-") ? -1 : 1)
        }
        return end - start
    }

    /// The UTC calendar of a moment, as `gmtime_r` gives it; nil where it can't.
    private static func utcParts(_ seconds: Int64) -> GitDateParts? {
        var moment = time_t(truncatingIfNeeded: seconds)
        var calendar = tm()
        guard gmtime_r(&moment, &calendar) != nil else { return nil }
        return GitDateParts(
            year: Int(calendar.tm_year), month: Int(calendar.tm_mon), day: Int(calendar.tm_mday),
            hour: Int(calendar.tm_hour), minute: Int(calendar.tm_min), second: Int(calendar.tm_sec))
    }
}
