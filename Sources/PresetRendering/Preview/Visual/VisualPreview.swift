import CatalogEditing
import Foundation
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
    /// The rows, header, cells or cards with their values at every sampled offset; its images'
    /// sources are the local files the catalog names (``html(assets:warning:)`` decides which
    /// a page embeds).
    package let scene: PreviewScene
    /// The folder of the catalog previewed: a page embeds image files inside it.
    let catalogFolder: URL
    /// The catalog's own files, which a page never embeds.
    let ownFiles: OwnedFiles

    init(plot: PreviewPlot, scene: PreviewScene, catalogFolder: URL, ownFiles: OwnedFiles) {
        self.plot = plot
        self.scene = scene
        self.catalogFolder = catalogFolder
        self.ownFiles = ownFiles
    }

    /// The plot as an SVG 1.1 document, 800 px wide.
    /// - Throws: ``CatalogError`` (invalid data, 65) for values a plot cannot draw.
    package func svg() throws -> String {
        try Self.rendering { try SVGPlotRenderer().render(plot) }
    }

    /// The page: the scene in a phone-sized viewport with a scrubber, the live values and the plot.
    /// An image file is embedded as a `data:` URI only when it lies inside the catalog's folder
    /// or `assets` (symbolic links and `..` resolved), its bytes are a PNG or JPEG, and the
    /// page's images weigh 2 MB or less together; every other image is drawn as a placeholder,
    /// and `warning` receives one line naming those whose file exists but was refused. The page
    /// never links a file.
    /// - Throws: ``CatalogError`` (invalid data, 65) for a scene a page cannot play.
    package func html(assets: URL? = nil, warning: (String) -> Void = { _ in }) throws -> String {
        let (embedded, refused) = PageImages(catalogFolder: catalogFolder, assets: assets, ownFiles: ownFiles).embedding(in: scene)
        let page = try Self.rendering { try HTMLPreviewRenderer().render(embedded, plot: plot) }
        PageImages.warning(refused).map(warning)
        return page
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

extension OffsetSweep {
    /// How many offsets a plot or page samples across a default sweep.
    static let visualSampleCount = 241

    /// The offsets a plot or page uses: the caller's, sorted and without repeats; or, for a
    /// default sweep, `visualSampleCount` evenly spaced offsets across its span, so curves are
    /// smooth and the page's linear interpolation between them is close to the engine.
    func visualOffsets(isDefault: Bool) -> [Double] {
        let sorted = Array(Set(offsets)).sorted()
        guard isDefault, let first = sorted.first, let last = sorted.last, first < last else { return sorted }
        let count = Self.visualSampleCount
        return (0..<count).map { index in
            index == count - 1 ? last : first + (last - first) * Double(index) / Double(count - 1)
        }
    }
}
