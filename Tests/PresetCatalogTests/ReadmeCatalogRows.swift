// README.md's catalog block for the iOS developer, compiled and run by ReadmeIOSDeveloperTests,
// which also checks that README.md holds the lines between the markers exactly.

// README: begin catalog-rows
import ParallaxEngine
import PresetCatalog

/// The rows of the catalog's "aeris-map-layers" menu, each with its animator for `viewport`.
/// In an app: `PresetLibrary(url: Bundle.main.url(forResource: "catalog", withExtension: "sqlite")!)`.
func mapLayerRows(in library: PresetLibrary, viewport: ScrollMetrics.Size) throws -> [(item: MenuItem, animator: Animator)] {
    try library.menu(named: "aeris-map-layers").items.map { item in
        (item, try library.animator(for: item, viewport: viewport))
    }
}
// README: end catalog-rows
