import FlowlintCore
import FlowlintFlow
import GitKit
import Platform

/// The committer line of rewritten commits, as git's ident.c writes it for `git commit-tree`:
/// the identity from `GIT_COMMITTER_NAME`/`GIT_COMMITTER_EMAIL` or the configuration, cleaned
/// of what would break the line, and the time from `GIT_COMMITTER_DATE` when set in one of
/// git's plain forms (`@1767258000 +0300`, `1767258000 +0300`, `2026-01-01T12:00:00+03:00`),
/// else now in the local time zone. A name git refuses is refused.
public enum CommitterClock {
    public static func signature(name: String, email: String, environment: (String) -> String?) throws -> Signature {
        guard hasNonCrud(name) else {
            throw UseCaseError.usage(
                ru: "имя коммиттера состоит только из знаков, которые git не пишет в подпись (<, >, перевод строки, пробелы, точки, запятые, кавычки): укажите настоящее имя в GIT_COMMITTER_NAME или git config user.name",
                en: "the committer's name consists only of characters git leaves out of a signature (<, >, newlines, spaces, dots, commas, quotes): set a real name in GIT_COMMITTER_NAME or git config user.name")
        }
        let date = environment("GIT_COMMITTER_DATE").flatMap { $0.isEmpty ? nil : $0 }
        let (time, offset) = date.flatMap(parse) ?? now()
        return Signature(name: withoutCrud(name), email: withoutCrud(email), time: time, offsetMinutes: offset)
    }

    private static func now() -> (Int64, Int32) {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return (Int64(seconds), Int32(parts.tm_gmtoff / 60))
    }

    public static func parse(_ text: String) -> (Int64, Int32)? {
        let fields = text.split(separator: " ")
        if fields.count == 2, let seconds = Int64(fields[0].drop { $0 == "@" }), let offset = zone(fields[1]) {
            return (seconds, offset)
        }
        return iso(text)
    }

    /// `+0300` or `+03:00` → 180.
    private static func zone(_ text: Substring) -> Int32? {
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard digits.count == 4, let value = Int32(digits) else { return nil }
        let minutes = value / 100 * 60 + value % 100
        return sign == "-" ? -minutes : minutes
    }

    /// `YYYY-MM-DDTHH:MM:SS±HH:MM` (or `Z`).
    private static func iso(_ text: String) -> (Int64, Int32)? {
        let characters = Array(text)
        guard characters.count >= 20, characters[10] == "T" || characters[10] == " " else { return nil }
        func number(_ range: Range<Int>) -> Int32? { Int32(String(characters[range])) }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19) else { return nil }
        let rest = String(characters[19...])
        guard let offset = rest == "Z" ? 0 : zone(Substring(rest)) else { return nil }
        var parts = tm()
        parts.tm_year = year - 1900
        parts.tm_mon = month - 1
        parts.tm_mday = day
        parts.tm_hour = hour
        parts.tm_min = minute
        parts.tm_sec = second
        return (Int64(timegm(&parts)) - Int64(offset) * 60, offset)
    }

    // MARK: - git's ident.c

    /// Bytes git trims from both ends of a name or an e-mail: controls, space and `.,:;<>"\'`.
    static func isCrud(_ byte: UInt8) -> Bool {
        byte <= 0x20 || Array(".,:;<>\"\\'".utf8).contains(byte)
    }

    static func hasNonCrud(_ text: String) -> Bool {
        text.utf8.contains { !isCrud($0) }
    }

    /// As git writes a name or an e-mail into a signature: crud trimmed at both ends and every
    /// `<`, `>` and newline left out (they would end the field or the header).
    static func withoutCrud(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard let first = bytes.firstIndex(where: { !isCrud($0) }), let last = bytes.lastIndex(where: { !isCrud($0) }) else { return "" }
        let kept = bytes[first...last].filter { $0 != 0x0A && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") }
        return String(decoding: kept, as: UTF8.self)
    }
}
