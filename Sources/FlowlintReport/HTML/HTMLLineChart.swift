/// The share of conforming commits per month as an inline SVG line: 0–100 % upwards, one point
/// per month with checked commits, a gap where a month had none. Up to a century between the
/// first and the last month the axis is time; past that (git takes a commit dated 31 million
/// years on) the points stand side by side in order, and the caption says so: the chart's size
/// follows the commits, never the months between them.
struct HTMLLineChart {
    struct Point {
        let month: CalendarMonth
        let checked: Int
        let conforming: Int
    }

    let id: String
    let title: String
    let caption: String
    /// Months with checked commits, in order.
    let points: [Point]
    let words: HTMLWords

    /// The longest span, in months, drawn on a time axis.
    static let maxTimeSpan = 1200
    private static let width = 760.0, height = 280.0
    private static let left = 48.0, right = 40.0, top = 24.0, bottom = 44.0
    private static let plotWidth = width - left - right, plotHeight = height - top - bottom

    func render(into out: inout String) {
        guard let first = points.first?.month, let last = points.last?.month else { return }
        let span = last.index - first.index
        let timeAxis = span <= Self.maxTimeSpan
        let timeX = { (month: CalendarMonth) -> Double in Self.x(month.index - first.index, of: span) }
        let xs = timeAxis ? points.map { timeX($0.month) } : points.indices.map { Self.x($0, of: points.count - 1) }
        let y = { (share: Double) -> Double in Self.top + (1 - share) * Self.plotHeight }
        out += "<figure id=\"\(id)\"><figcaption>\(HTMLEscape.text(title))</figcaption>"
        out += "<svg viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" role=\"img\" aria-label=\"\(HTMLEscape.attribute(title))\">"
        for percent in stride(from: 0, through: 100, by: 25) {
            let lineY = svgNumber(y(Double(percent) / 100))
            out += "<line class=\"grid\" x1=\"\(svgNumber(Self.left))\" x2=\"\(svgNumber(Self.width - Self.right))\" y1=\"\(lineY)\" y2=\"\(lineY)\"/>"
            out += "<text class=\"n\" text-anchor=\"end\" x=\"\(svgNumber(Self.left - 6))\" y=\"\(svgNumber(y(Double(percent) / 100) + 4))\">\(percent)%</text>"
        }
        out += "<line class=\"axis\" x1=\"\(svgNumber(Self.left))\" x2=\"\(svgNumber(Self.width - Self.right))\" y1=\"\(svgNumber(Self.baseline))\" y2=\"\(svgNumber(Self.baseline))\"/>"
        if timeAxis { timeTicks(into: &out, first: first, span: span, x: timeX) } else { pointTicks(into: &out, xs: xs) }
        out += "<path class=\"trend\" d=\"\(path(xs: xs, y: y))\"/>"
        let crowd = timeAxis ? span : points.count
        let radius = crowd > 60 ? "2" : "3.5"
        // A year or less: each point's share written above it, readable printed too.
        let labelled = crowd < 12
        for (point, x) in zip(points, xs) where point.checked > 0 {
            let share = Double(point.conforming) / Double(point.checked)
            let percent = Int((share * 100).rounded())
            let label = "\(words.monthName(point.month.month)) \(point.month.year): "
                + words.conforming(point.conforming, of: point.checked, percent: percent)
            let (cx, cy) = (svgNumber(x), y(share))
            out += "<circle class=\"dot\" cx=\"\(cx)\" cy=\"\(svgNumber(cy))\" r=\"\(radius)\"><title>\(HTMLEscape.text(label))</title></circle>"
            if labelled {
                out += "<text class=\"v\" text-anchor=\"middle\" x=\"\(cx)\" y=\"\(svgNumber(cy - 9))\">\(percent)%</text>"
            }
        }
        let note = timeAxis ? "" : " " + words.perMonthSideBySide(from: first.year, to: last.year)
        out += "</svg><p class=\"cap\">\(HTMLEscape.text(caption + note))</p></figure>\n"
    }

    private static let baseline = height - bottom

    /// `offset` of `range` steps across the plot; a single step in the middle.
    private static func x(_ offset: Int, of range: Int) -> Double {
        range == 0 ? left + plotWidth / 2 : left + Double(offset) / Double(range) * plotWidth
    }

    /// One `M…L…` run per stretch of consecutive months with commits.
    private func path(xs: [Double], y: (Double) -> Double) -> String {
        var d = ""
        var previous: CalendarMonth?
        for (point, x) in zip(points, xs) where point.checked > 0 {
            let command = previous.map { $0.index + 1 == point.month.index } == true ? "L" : "M"
            d += "\(command)\(svgNumber(x)) \(svgNumber(y(Double(point.conforming) / Double(point.checked))))"
            previous = point.month
        }
        return d
    }

    /// Month labels under a time axis: at most about eight, on whole years when the span is long.
    private func timeTicks(into out: inout String, first: CalendarMonth, span: Int, x: (CalendarMonth) -> Double) {
        let step: Int
        switch span {
        case ...8: step = 1
        case ...24: step = 3
        case ...96: step = 12
        default: step = Int((Double(span) / 8 / 12).rounded(.up)) * 12
        }
        var month = first.index
        if step >= 12 { month += (12 - first.month + 1) % 12 }  // the first January
        if step == 3 { month += (3 - (first.month - 1) % 3) % 3 }  // the first quarter's start
        while month <= first.index + span {
            let at = CalendarMonth(index: month)
            tick(into: &out, x: x(at), text: step >= 12 ? "\(at.year)" : "\(words.monthName(at.month)) \(at.year)")
            month += step
        }
    }

    /// Labels under points standing side by side: the month and year of about eight of them.
    private func pointTicks(into out: inout String, xs: [Double]) {
        let step = max(1, Int((Double(points.count - 1) / 7).rounded(.up)))
        for position in stride(from: 0, to: points.count, by: step) {
            let month = points[position].month
            tick(into: &out, x: xs[position], text: "\(words.monthName(month.month)) \(month.year)")
        }
    }

    private func tick(into out: inout String, x: Double, text: String) {
        let position = svgNumber(x)
        out += "<line class=\"axis\" x1=\"\(position)\" x2=\"\(position)\" y1=\"\(svgNumber(Self.baseline))\" y2=\"\(svgNumber(Self.baseline + 5))\"/>"
        out += "<text class=\"n\" text-anchor=\"middle\" x=\"\(position)\" y=\"\(svgNumber(Self.baseline + 20))\">\(HTMLEscape.text(text))</text>"
    }
}
