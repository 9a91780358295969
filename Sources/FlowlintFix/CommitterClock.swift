import FlowlintCore
import FlowlintFlow
import GitKit
import Platform

/// The committer line of rewritten commits, as git's ident.c writes it for `git commit-tree`:
/// the identity from `GIT_COMMITTER_NAME`/`GIT_COMMITTER_EMAIL` or the configuration, cleaned
/// of what would break the line, and the time from `GIT_COMMITTER_DATE` in any form git reads
/// (`GitDate`), else now in the local time zone. What git refuses is refused, never replaced.
public enum CommitterClock {
    public static func signature(name: String, email: String, environment: (String) -> String?) throws -> Signature {
        guard hasNonCrud(name) else {
            throw UseCaseError.usage(
                ru: "имя коммиттера состоит только из знаков, которые git не пишет в подпись (<, >, перевод строки, пробелы, точки, запятые, кавычки): укажите настоящее имя в GIT_COMMITTER_NAME или git config user.name",
                en: "the committer's name consists only of characters git leaves out of a signature (<, >, newlines, spaces, dots, commas, quotes): set a real name in GIT_COMMITTER_NAME or git config user.name")
        }
        let (time, offset) = try date(environment)
        return Signature(name: withoutCrud(name), email: withoutCrud(email), time: time, offsetMinutes: offset)
    }

    /// `GIT_COMMITTER_DATE` as git reads it; now when it is unset or empty.
    private static func date(_ environment: (String) -> String?) throws -> (Int64, Int32) {
        guard let text = environment("GIT_COMMITTER_DATE"), !text.isEmpty else { return now() }
        guard let parsed = parse(text) else {
            throw UseCaseError.usage(
                ru: "GIT_COMMITTER_DATE=\(text.debugDescription) — дата, которую git не читает (invalid date format): задайте её как «2026-01-01 12:00:00 +0300» или уберите переменную",
                en: "GIT_COMMITTER_DATE=\(text.debugDescription) is not a date git reads (invalid date format): give it as \"2026-01-01 12:00:00 +0300\" or unset it")
        }
        return parsed
    }

    /// Seconds since 1970 and minutes east of UTC, nil where git refuses the text.
    public static func parse(_ text: String) -> (Int64, Int32)? {
        GitDate.parse(text, now: Int64(time(nil)))
    }

    private static func now() -> (Int64, Int32) {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return (Int64(seconds), Int32(parts.tm_gmtoff / 60))
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
