/// A horizontal bar chart as inline SVG: one row per label, errors and warnings as two
/// coloured segments of one bar, the count at its end. Colours come from the page's CSS
/// (`.e`, `.w`), so dark mode and print restyle it.
struct HTMLBarChart {
    struct Bar {
        let label: String
        let errors: Int
        let warnings: Int
        /// A fragment the label links to (already safe: built from a rule id), if any.
        let link: String?
        var total: Int { errors + warnings }
    }

    let id: String
    let title: String
    let caption: String?
    let bars: [Bar]
    let words: HTMLWords

    static let width = 760.0
    private static let row = 24.0, barHeight = 16.0, top = 30.0, charWidth = 7.8, maxLabel = 40

    func render(into out: inout String) {
        let labelChars = min(Self.maxLabel, bars.map(\.label.count).max() ?? 0)
        let labelWidth = Double(labelChars) * Self.charWidth + 14
        let plotWidth = Self.width - labelWidth - 96
        let height = Self.top + Double(bars.count) * Self.row + 6
        let largest = Double(max(1, bars.map(\.total).max() ?? 1))
        out += "<figure id=\"\(id)\"><figcaption>\(HTMLEscape.text(title))</figcaption>"
        out += "<svg viewBox=\"0 0 \(Int(Self.width)) \(Int(height))\" role=\"img\" aria-label=\"\(HTMLEscape.attribute(title))\">"
        legend(into: &out, x: labelWidth)
        for (index, bar) in bars.enumerated() {
            let y = Self.top + Double(index) * Self.row
            let label = bar.label.count > Self.maxLabel ? bar.label.prefix(Self.maxLabel - 1) + "…" : bar.label
            out += "<g><title>\(HTMLEscape.text(bar.label)): \(words.counts(errors: bar.errors, warnings: bar.warnings))</title>"
            let text = "<text class=\"l\" text-anchor=\"end\" x=\"\(svgNumber(labelWidth - 8))\" y=\"\(svgNumber(y + 16))\">\(HTMLEscape.text(label))</text>"
            out += bar.link.map { "<a href=\"\($0)\">\(text)</a>" } ?? text
            let errorWidth = segment(bar.errors, largest, plotWidth)
            let warningWidth = segment(bar.warnings, largest, plotWidth)
            if errorWidth > 0 {
                out += "<rect class=\"e\" x=\"\(svgNumber(labelWidth))\" y=\"\(svgNumber(y + 4))\" width=\"\(svgNumber(errorWidth))\" height=\"\(svgNumber(Self.barHeight))\"/>"
            }
            if warningWidth > 0 {
                out += "<rect class=\"w\" x=\"\(svgNumber(labelWidth + errorWidth))\" y=\"\(svgNumber(y + 4))\" width=\"\(svgNumber(warningWidth))\" height=\"\(svgNumber(Self.barHeight))\"/>"
            }
            let count = bar.errors > 0 && bar.warnings > 0 ? "\(bar.total) (\(bar.errors) + \(bar.warnings))" : "\(bar.total)"
            out += "<text class=\"n\" x=\"\(svgNumber(labelWidth + errorWidth + warningWidth + 6))\" y=\"\(svgNumber(y + 16))\">\(count)</text></g>"
        }
        out += "</svg>"
        if let caption { out += "<p class=\"cap\">\(HTMLEscape.text(caption))</p>" }
        out += "</figure>\n"
    }

    private func legend(into out: inout String, x: Double) {
        out += "<rect class=\"e\" x=\"\(svgNumber(x))\" y=\"6\" width=\"12\" height=\"12\"/>"
        out += "<text class=\"n\" x=\"\(svgNumber(x + 18))\" y=\"17\">\(HTMLEscape.text(words.errors))</text>"
        let next = x + 30 + Double(words.errors.count) * 7.5
        out += "<rect class=\"w\" x=\"\(svgNumber(next))\" y=\"6\" width=\"12\" height=\"12\"/>"
        out += "<text class=\"n\" x=\"\(svgNumber(next + 18))\" y=\"17\">\(HTMLEscape.text(words.warnings))</text>"
    }

    /// A count's length in the plot; at least 2 units, so a single finding is visible.
    private func segment(_ count: Int, _ largest: Double, _ plotWidth: Double) -> Double {
        count == 0 ? 0 : max(2, Double(count) / largest * plotWidth)
    }
}

/// A coordinate with one decimal at most: short markup, exact enough on any screen.
func svgNumber(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
}
