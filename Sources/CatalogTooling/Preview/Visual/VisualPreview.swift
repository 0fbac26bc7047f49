import ParallaxEngine
import PresetCatalog

/// A preset's or a menu's preview drawn rather than tabulated: the plot of its values against
/// the content offset, and the scene a page plays in a phone-sized viewport.
///
/// ```swift
/// let preview = try catalog.visualPreview(named: "aeris-map-layers", settings: PreviewSettings())
/// try preview.html()        // one self-contained page
/// try preview.svg()         // the plot, SVG 1.1
/// try preview.chart()       // braille plots for a terminal
/// ```
package struct VisualPreview: Sendable {
    /// One panel per animated channel, keyframe stops and range boundaries marked.
    package let plot: PreviewPlot
    /// The rows, header, cells or cards with their values at every sampled offset.
    package let scene: PreviewScene

    /// The plot as an SVG 1.1 document, 800 px wide.
    /// - Throws: ``CatalogError`` (invalid data, 65) for values a plot cannot draw.
    package func svg() throws -> String {
        try Self.rendering { try SVGPlotRenderer().render(plot) }
    }

    /// The page: the scene in a phone-sized viewport with a scrubber, the live values and the plot.
    /// Local image files are embedded as `data:` URIs when they weigh 2 MB or less in all, so the
    /// page is one self-contained file; beyond that it links them.
    /// - Throws: ``CatalogError`` (invalid data, 65) for a scene a page cannot play.
    package func html() throws -> String {
        try Self.rendering { try HTMLPreviewRenderer().render(scene.embeddingImageFiles(), plot: plot) }
    }

    /// The plot as Unicode braille charts, `width` characters wide, one per channel.
    /// - Throws: ``CatalogError`` (invalid data, 65) for values a chart cannot draw.
    package func chart(width: Int = 60) throws -> String {
        try Self.rendering { try TerminalChartRenderer(width: width).render(plot) }
    }

    static func rendering(_ body: () throws -> String) throws -> String {
        do {
            return try body()
        } catch let error as EngineError {
            throw CatalogError(.invalidData, "preview: \(error.description)")
        }
    }
}
