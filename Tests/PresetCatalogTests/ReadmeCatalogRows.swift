// README.md's catalog block for the iOS developer, compiled and run by ReadmeIOSDeveloperTests,
// which also checks that README.md holds the lines between the markers exactly.

// README: begin catalog-rows
import Foundation
import ParallaxEngine
import PresetCatalog

/// The catalog shipped in the app's bundle as `catalog.sqlite`, opened read-only.
func bundledCatalog() throws -> PresetLibrary {
    guard let url = Bundle.main.url(forResource: "catalog", withExtension: "sqlite") else { throw CocoaError(.fileNoSuchFile) }
    return try PresetLibrary(url: url)
}

/// The rows of the menu named `menu` (e.g. "aeris-map-layers"), each with its animator for `viewport`.
func effectRows(menu: String, in library: PresetLibrary, viewport: ScrollMetrics.Size) throws -> [EffectRow] {
    try library.menu(named: menu).items.map { item in
        EffectRow(title: item.title, imageName: item.image?.name, animator: try library.animator(for: item, viewport: viewport))
    }
}

/// The preset named "stretch-header" for a header `height` points tall in `viewport`.
func headerAnimator(in library: PresetLibrary, height: Double, viewport: ScrollMetrics.Size) throws -> Animator {
    try library.animator(
        named: "stretch-header",
        context: PresetContext(viewportWidth: viewport.width, viewportHeight: viewport.height, headerHeight: height))
}
// README: end catalog-rows
