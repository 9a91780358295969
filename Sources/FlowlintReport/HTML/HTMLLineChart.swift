/// The share of conforming commits per month as an inline SVG line: 0–100 % upwards, months
/// from the first to the last checked, a gap where a month had no checked commit.
struct HTMLLineChart {
    struct Point {
        let month: CalendarMonth
        let checked: Int
        let conforming: Int
    }

    let id: String
    let title: String
    let caption: String
    let points: [Point]
    let words: HTMLWords

    private static let width = 760.0, height = 280.0
    private static let left = 48.0, right = 40.0, top = 24.0, bottom = 44.0

    func render(into out: inout String) {
        guard let first = points.first?.month, let last = points.last?.month else { return }
        let span = last.index - first.index
        let plotWidth = Self.width - Self.left - Self.right, plotHeight = Self.height - Self.top - Self.bottom
        let x = { (month: CalendarMonth) -> Double in
            span == 0 ? Self.left + plotWidth / 2 : Self.left + Double(month.index - first.index) / Double(span) * plotWidth
        }
        let y = { (share: Double) -> Double in Self.top + (1 - share) * plotHeight }
        out += "<figure id=\"\(id)\"><figcaption>\(HTMLEscape.text(title))</figcaption>"
        out += "<svg viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" role=\"img\" aria-label=\"\(HTMLEscape.attribute(title))\">"
        for percent in stride(from: 0, through: 100, by: 25) {
            let lineY = svgNumber(y(Double(percent) / 100))
            out += "<line class=\"grid\" x1=\"\(svgNumber(Self.left))\" x2=\"\(svgNumber(Self.width - Self.right))\" y1=\"\(lineY)\" y2=\"\(lineY)\"/>"
            out += "<text class=\"n\" text-anchor=\"end\" x=\"\(svgNumber(Self.left - 6))\" y=\"\(svgNumber(y(Double(percent) / 100) + 4))\">\(percent)%</text>"
        }
        axis(into: &out, first: first, span: span, x: x)
        out += "<path class=\"trend\" d=\"\(path(x: x, y: y))\"/>"
        let radius = span > 60 ? "2" : "3.5"
        // A year or less: each point's share written above it, readable printed too.
        let labelled = span < 12
        for point in points where point.checked > 0 {
            let share = Double(point.conforming) / Double(point.checked)
            let percent = Int((share * 100).rounded())
            let label = "\(words.monthName(point.month.month)) \(point.month.year): "
                + words.conforming(point.conforming, of: point.checked, percent: percent)
            let (cx, cy) = (svgNumber(x(point.month)), y(share))
            out += "<circle class=\"dot\" cx=\"\(cx)\" cy=\"\(svgNumber(cy))\" r=\"\(radius)\"><title>\(HTMLEscape.text(label))</title></circle>"
            if labelled {
                out += "<text class=\"v\" text-anchor=\"middle\" x=\"\(cx)\" y=\"\(svgNumber(cy - 9))\">\(percent)%</text>"
            }
        }
        out += "</svg><p class=\"cap\">\(HTMLEscape.text(caption))</p></figure>\n"
    }

    /// One `M…L…` run per stretch of consecutive months with commits.
    private func path(x: (CalendarMonth) -> Double, y: (Double) -> Double) -> String {
        var d = ""
        var previous: CalendarMonth?
        for point in points where point.checked > 0 {
            let command = previous.map { $0.index + 1 == point.month.index } == true ? "L" : "M"
            d += "\(command)\(svgNumber(x(point.month))) \(svgNumber(y(Double(point.conforming) / Double(point.checked))))"
            previous = point.month
        }
        return d
    }

    /// Month labels under the plot: at most about eight, on whole years when the span is long.
    private func axis(into out: inout String, first: CalendarMonth, span: Int, x: (CalendarMonth) -> Double) {
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
        let baseline = Self.height - Self.bottom
        out += "<line class=\"axis\" x1=\"\(svgNumber(Self.left))\" x2=\"\(svgNumber(Self.width - Self.right))\" y1=\"\(svgNumber(baseline))\" y2=\"\(svgNumber(baseline))\"/>"
        while month <= first.index + span {
            let at = CalendarMonth(index: month)
            let text = step >= 12 ? "\(at.year)" : "\(words.monthName(at.month)) \(at.year)"
            let position = svgNumber(x(at))
            out += "<line class=\"axis\" x1=\"\(position)\" x2=\"\(position)\" y1=\"\(svgNumber(baseline))\" y2=\"\(svgNumber(baseline + 5))\"/>"
            out += "<text class=\"n\" text-anchor=\"middle\" x=\"\(position)\" y=\"\(svgNumber(baseline + 20))\">\(HTMLEscape.text(text))</text>"
            month += step
        }
    }
}
