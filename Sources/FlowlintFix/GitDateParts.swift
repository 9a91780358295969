/// `struct tm` as date.c fills it: -1 for what is not known yet.
struct GitDateParts {
    var year = -1, month = -1, day = -1, hour = -1, minute = -1, second = -1

    /// date.c's `tm_to_time_t`: seconds since 1970 for 1970-2099, nil otherwise.
    var seconds: Int64? {
        let days = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
        let years = year - 70
        guard (0...129).contains(years), (0...11).contains(month) else { return nil }
        var day = self.day
        if month < 2 || (years + 2) % 4 != 0 { day -= 1 }
        guard hour >= 0, minute >= 0, second >= 0 else { return nil }
        let total = (years * 365 + (years + 1) / 4 + days[month] + day) * 86_400 + hour * 3600 + minute * 60 + second
        return Int64(total)
    }

    var isDateKnown: Bool { year != -1 && month != -1 && day != -1 }
    /// Nothing filled in yet (date.c's `nodate`).
    var isEmpty: Bool { year & month & day & hour & minute & second < 0 }
}
