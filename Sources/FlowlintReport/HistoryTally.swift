/// What the HTML report's history charts need and findings don't carry: when each checked
/// commit was made and, with `--by-author`, who made it. Scans collect it only for
/// `--format html`, so the other formats don't pay for it.
///
/// Whether a commit conforms is decided when the report is written, from the findings left
/// after the baseline: the tally keeps the month of every checked commit (as counts) and the
/// month and author of the commits that had findings.
public struct HistoryTally: Sendable, Equatable {
    /// The month and author of one commit with findings.
    public struct CommitFacts: Sendable, Equatable {
        public let month: CalendarMonth
        /// nil unless the tally is by author.
        public let author: String?
    }

    /// Whether authors are recorded (`--by-author`): without it no name is kept.
    public let byAuthor: Bool
    /// Commits checked per month of their committer date (UTC).
    public private(set) var checkedPerMonth: [CalendarMonth: Int] = [:]
    /// The commits that had findings before the baseline, by full id.
    public private(set) var flagged: [String: CommitFacts] = [:]

    public init(byAuthor: Bool) {
        self.byAuthor = byAuthor
    }

    /// Counts one checked commit; `sha` and `author` are kept only when it has findings.
    public mutating func add(sha: @autoclosure () -> String, committedAt: Int64, author: @autoclosure () -> String?, hasFindings: Bool) {
        let month = CalendarMonth(epochSeconds: committedAt)
        checkedPerMonth[month, default: 0] += 1
        if hasFindings {
            flagged[sha()] = CommitFacts(month: month, author: byAuthor ? author() : nil)
        }
    }

    public static func + (lhs: HistoryTally, rhs: HistoryTally) -> HistoryTally {
        var sum = HistoryTally(byAuthor: lhs.byAuthor || rhs.byAuthor)
        sum.checkedPerMonth = lhs.checkedPerMonth.merging(rhs.checkedPerMonth, uniquingKeysWith: +)
        sum.flagged = lhs.flagged.merging(rhs.flagged) { first, _ in first }
        return sum
    }
}

/// A month of the proleptic Gregorian calendar in UTC, ordered and countable.
public struct CalendarMonth: Sendable, Hashable, Comparable {
    /// Months since January of year 0.
    public let index: Int

    public init(index: Int) {
        self.index = index
    }

    public init(year: Int, month: Int) {
        index = year * 12 + month - 1
    }

    public init(epochSeconds: Int64) {
        let date = CivilDate(epochSeconds: epochSeconds)
        self.init(year: date.year, month: date.month)
    }

    public var year: Int { index >= 0 ? index / 12 : (index - 11) / 12 }
    /// 1...12.
    public var month: Int { index - year * 12 + 1 }

    public static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool { lhs.index < rhs.index }
}

/// A UTC date and time from seconds since the epoch (Howard Hinnant's days-to-civil), so
/// reports need no Foundation and no time zone database.
public struct CivilDate: Sendable, Equatable {
    public let year: Int, month: Int, day: Int, hour: Int, minute: Int

    public init(epochSeconds: Int64) {
        let seconds = Int(epochSeconds)
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 { rest += 86_400; days -= 1 }
        hour = rest / 3600
        minute = rest % 3600 / 60
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `2026-11-22 15:31 UTC`.
    public var text: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute)) UTC"
    }
}
