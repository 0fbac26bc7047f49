import ParallaxEngine
import PresetStore

/// Draws a `PreviewPlot` for a terminal: per series a heading, a braille plot `width`
/// characters wide and `height` lines tall with the largest and smallest value at its top and
/// bottom, an axis with `┬` at every marker, and the first and last offset under it.
///
/// A line from (0, 0) to (1, 1) with an end marker, at width 2 and height 2:
/// ```
/// v
/// 1.00 ┤⠀⡞
/// 0.00 ┤⡼⠀
///      └─┬
///       0.00 1.00
/// ```
package struct TerminalChartRenderer: Sendable {
    /// The plot's width in characters (two dots each).
    package var width: Int
    /// The plot's height in lines (four dots each), at least 2.
    package var height: Int

    /// Creates a renderer.
    package init(width: Int = 60, height: Int = 4) {
        self.width = max(width, 2)
        self.height = max(height, 2)
    }

    /// The chart's text, one block per series separated by blank lines, ending with a newline.
    /// - Throws: `EngineError` naming a non-finite sample, marker or guide, or an
    ///   empty curve.
    package func render(_ plot: PreviewPlot) throws -> String {
        try plot.validate()
        let horizontal = SVGPlotRenderer.horizontalDomain(plot.horizontalExtent)
        return plot.series.map { block($0, horizontal: horizontal) }.joined(separator: "\n")
    }

    private func block(_ series: PreviewSeries, horizontal: ClosedRange<Double>) -> String {
        let extent = series.valueExtent ?? 0...1
        let vertical =
            extent != TickScale.widened(extent)
            ? (extent.lowerBound - max(1, abs(extent.lowerBound) / 10))...(extent.upperBound + max(1, abs(extent.upperBound) / 10)) : extent
        var canvas = BrailleCanvas(columns: width, rows: height)
        func dot(_ sample: PreviewSample) -> (x: Double, y: Double) {
            (
                (sample.offset - horizontal.lowerBound) / (horizontal.upperBound - horizontal.lowerBound) * Double(canvas.dotWidth - 1),
                (vertical.upperBound - sample.value) / (vertical.upperBound - vertical.lowerBound) * Double(canvas.dotHeight - 1)
            )
        }
        for curve in series.curves {
            let points = curve.samples.map(dot)
            canvas.line(from: points[0], to: points[0])
            for (start, end) in zip(points, points.dropFirst()) {
                canvas.line(from: start, to: end)
            }
        }
        let topLabel = Self.label(vertical.upperBound, span: vertical), bottomLabel = Self.label(vertical.lowerBound, span: vertical)
        let gutter = max(topLabel.count, bottomLabel.count)
        func padded(_ text: String, _ length: Int) -> String { String(repeating: " ", count: max(0, length - text.count)) + text }
        var lines = [series.unit.isEmpty ? series.label : "\(series.label) (\(series.unit))"]
        for (index, line) in canvas.lines.enumerated() {
            let label = index == 0 ? topLabel : index == height - 1 ? bottomLabel : ""
            lines.append(padded(label, gutter) + (label.isEmpty ? " │" : " ┤") + line)
        }
        var axis = Array(repeating: "─", count: width)
        for marker in series.markers {
            let column = Int(
                saturating: ((marker.offset - horizontal.lowerBound) / (horizontal.upperBound - horizontal.lowerBound) * Double(width - 1))
                    .rounded())
            if axis.indices.contains(column) { axis[column] = "┬" }
        }
        lines.append(String(repeating: " ", count: gutter) + " └" + axis.joined())
        let first = Self.label(horizontal.lowerBound, span: horizontal), last = Self.label(horizontal.upperBound, span: horizontal)
        lines.append(String(repeating: " ", count: gutter + 2) + first + padded(last, max(width - first.count, last.count + 1)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// A value with as many decimals as the range it belongs to needs: none when it spans 100
    /// or more, 1 from 10, 2 from 1, 3 below.
    static func label(_ value: Double, span range: ClosedRange<Double>) -> String {
        let span = range.upperBound - range.lowerBound
        let digits = span >= 100 ? 0 : span >= 10 ? 1 : span >= 1 ? 2 : 3
        return DecimalText.fixed(value, fractionDigits: digits, minus: "−")
    }
}
