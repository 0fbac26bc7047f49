import ExampleScreens
import ParallaxEngine
import PresetCatalog

/// The example's catalog side: every animator its screens use, resolved from the catalog the
/// app ships (App/Resources/catalog.sqlite, made from the seed) for the screen's size.
public enum ExampleCatalog {
    /// The Parade presets shown as demo cells, in order.
    public static let paradePresets = ["parade-scale", "parade-image", "parade-the-end", "parade-image-appear"]

    /// Resolves every animator for a scroll view of `viewport`; call it again when the size
    /// changes (rotation).
    /// - Throws: `CatalogError` when the catalog lacks a preset or a preset does not resolve.
    public static func animators(from library: PresetLibrary, viewport: ScrollMetrics.Size) throws -> ExampleAnimators {
        let header = PresetContext(
            viewportWidth: viewport.width, viewportHeight: viewport.height, headerHeight: ExampleAnimators.headerHeight)
        let paradeRow = PresetContext(
            rowHeight: ExampleAnimators.paradeRowHeight, viewportWidth: viewport.width, viewportHeight: viewport.height)
        return ExampleAnimators(
            mapLayers: try library.menu(named: "aeris-map-layers").items.map { item in
                .init(title: item.title, image: item.image?.name ?? "", animator: try library.animator(for: item, viewport: viewport))
            },
            pathHeader: try library.animator(named: "path-header-overscroll", context: header),
            pathLayers: try library.animator(named: "path-header-layers", context: header),
            stretchHeader: try library.animator(named: "stretch-header", context: header),
            refreshHeader: try library.animator(named: "half-speed-header-refresh", context: header),
            paradeCells: try paradePresets.map { .init(name: $0, animator: try library.animator(named: $0, context: paradeRow)) })
    }
}
