import ParallaxEngine
import PresetStore

/// Draws a `PreviewPlot` as an SVG 1.1 document: a title, then one panel per series with its
/// own vertical axis (unit, round tick labels, grid), the shared horizontal axis, one polyline
/// point per sample, dashed guides, and GSAP-style markers for range boundaries and keyframe
/// stops.
///
/// ```swift
/// let svg = try SVGPlotRenderer().render(plot)   // write to preview.svg
/// ```
package struct SVGPlotRenderer: Sendable {
    /// The document's width in pixels; panels stretch to it (800 reads well on a laptop).
    package var width: Double
    /// Whether each panel carries a hidden vertical cursor line (class `cursor`) for a page's
    /// script to move; the root element then records the horizontal mapping in
    /// `data-offset-range` (first and last offset) and `data-x-range` (their x coordinates).
    package var includesCursor: Bool

    /// Creates a renderer.
    package init(width: Double = 800, includesCursor: Bool = false) {
        self.width = width
        self.includesCursor = includesCursor
    }

    static let marginLeft = 64.0, marginRight = 24.0
    static let panelHeight = 188.0, footerHeight = 40.0
    static let panelTitleHeight = 26.0, plotHeight = 128.0

    /// The SVG text of `plot`. `standalone` adds the XML declaration for a `.svg` file; leave it
    /// out to inline the element into HTML.
    /// - Throws: `EngineError` naming a non-finite sample, marker or guide, or an
    ///   empty curve.
    package func render(_ plot: PreviewPlot, standalone: Bool = true) throws -> String {
        try plot.validate()
        let headerHeight = plot.title.isEmpty && plot.subtitle.isEmpty ? 12.0 : 64.0
        let height = headerHeight + Double(plot.series.count) * Self.panelHeight + Self.footerHeight
        let horizontal = Self.horizontalDomain(plot.horizontalExtent)
        let left = Self.marginLeft, right = width - Self.marginRight
        var svg = standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
        var root =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(coordinate(width))\" "
            + "height=\"\(coordinate(height))\" viewBox=\"0 0 \(coordinate(width)) \(coordinate(height))\" "
            + "font-family=\"-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif\" font-size=\"11\" fill=\"\(SVGPalette.text)\""
        if includesCursor {
            root +=
                " data-offset-range=\"\(DecimalText.text(horizontal.lowerBound)) \(DecimalText.text(horizontal.upperBound))\""
                + " data-x-range=\"\(coordinate(left)) \(coordinate(right))\""
        }
        svg += root + ">\n"
        if !plot.title.isEmpty {
            svg += "<title>\(plot.title.xmlEscaped)</title>\n"
        }
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        if !plot.title.isEmpty {
            svg += "<text x=\"\(coordinate(left))\" y=\"28\" font-size=\"18\" font-weight=\"600\">\(plot.title.xmlEscaped)</text>\n"
        }
        if !plot.subtitle.isEmpty {
            svg +=
                "<text x=\"\(coordinate(left))\" y=\"48\" font-size=\"12\" fill=\"\(SVGPalette.mutedText)\">"
                + "\(plot.subtitle.xmlEscaped)</text>\n"
        }
        if plot.series.isEmpty {
            svg +=
                "<text x=\"\(coordinate(left))\" y=\"\(coordinate(headerHeight + 12))\" fill=\"\(SVGPalette.mutedText)\">"
                + "No animated values.</text>\n"
        }
        for (index, series) in plot.series.enumerated() {
            let top = headerHeight + Double(index) * Self.panelHeight
            let plotTop = top + Self.panelTitleHeight
            let vertical = TickScale(covering: series.valueExtent ?? 0...1, maximumIntervals: 4)
            let frame = SVGPanelFrame(
                left: left, right: right, top: plotTop, bottom: plotTop + Self.plotHeight,
                horizontal: horizontal, vertical: vertical.lower...vertical.upper)
            svg +=
                SVGPanelWriter(
                    series: series, frame: frame, verticalScale: vertical,
                    horizontalScale: TickScale(covering: horizontal, maximumIntervals: 8),
                    panelTop: top, includesCursor: includesCursor
                ).svg
        }
        let footer = height - 14
        svg +=
            "<text x=\"\(coordinate((left + right) / 2))\" y=\"\(coordinate(footer))\" text-anchor=\"middle\" "
            + "font-size=\"12\" fill=\"\(SVGPalette.mutedText)\">\(plot.axis.caption.xmlEscaped)</text>\n"
        svg += "</svg>\n"
        return svg
    }

    /// The horizontal range drawn: every sample and marker, widened when it is one point or
    /// too narrow to resolve (``TickScale/widened(_:)``).
    static func horizontalDomain(_ extent: ClosedRange<Double>?) -> ClosedRange<Double> {
        guard let extent else { return 0...1 }
        return TickScale.widened(extent)
    }
}
