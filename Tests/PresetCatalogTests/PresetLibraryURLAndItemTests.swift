import Foundation
import ParallaxEngine
import PresetCatalog
import TestSupport
import Testing

/// The app's two shortcuts: opening a catalog by file URL, and an item's animator for a
/// viewport in one call.
@Suite struct PresetLibraryURLAndItemTests {
    @Test func aFileURLOpensTheCatalogAtItsPath() throws {
        let file = try TemporaryCatalog()
        let library = try PresetLibrary(url: URL(fileURLWithPath: file.path))
        #expect(try library.menu(named: "aeris-map-layers").items.count == 10)
    }

    /// A server's URL is refused, even when its path names a local file that is a catalog.
    @Test func aURLThatIsNotAFileIsRefusedNamingIt() throws {
        let file = try TemporaryCatalog()
        let remote = try #require(URL(string: "https://example.com" + file.path))
        let error = try #require(throws: CatalogError.self) { try PresetLibrary(url: remote) }
        #expect(error.kind == .notFound)
        #expect(error.message.contains("https://example.com"))
    }

    /// docs/DESIGN.md's Aeris formula for the seed's row 2 (100 pt, 200 pt image) in a
    /// 390 × 667 viewport: image top = −50 + (d / 667)·100 with d = 667/2 − the cell's top.
    @Test func anItemsAnimatorIsResolvedForItsOwnContextAndTheViewport() throws {
        let file = try TemporaryCatalog()
        let library = try PresetLibrary(contentsOf: file.path)
        let item = try library.menu(named: "aeris-map-layers").items[2]
        let viewport = ScrollMetrics.Size(width: 390, height: 667)
        let animator = try library.animator(for: item, viewport: viewport)
        var values = [Double](repeating: 0, count: animator.slotCount)
        let geometry = ScrollMetrics(
            viewportSize: viewport, contentOffset: .init(x: 0, y: 80), itemFrame: .init(x: 0, y: 200, width: 390, height: 100))
        animator.evaluate(geometry, into: &values)
        let d = 667.0 / 2 - (200 - 80)
        #expect(abs(animator.transform(of: "background", in: values).m42 - (-50 + d / 667 * 100)) < 1e-9)
        _ = try library.animator(for: item, viewport: viewport)
        #expect(library.cacheStatistics.hits == 1)
    }
}
