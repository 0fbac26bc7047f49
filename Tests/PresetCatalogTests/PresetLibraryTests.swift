import Foundation
import PresetStore
import TestSupport
import Testing

@testable import PresetCatalog

@Suite struct PresetLibraryTests {
    /// A catalog as an app ships it: a read-only file in a read-only folder.
    @Test func libraryOpensAReadOnlyCatalogAndCachesAnimators() throws {
        let file = try TemporaryCatalog(name: "Shipped/catalog.sqlite")
        let shipped = file.folder.appendingPathComponent("Shipped")
        let path = file.path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: shipped.path)
        // Restored before the folder is removed (the defer also keeps `file` alive until then).
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.folder.path + "/Shipped") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let library = try PresetLibrary(contentsOf: path)
        let context = PresetContext(rowHeight: 100, imageHeight: 200, viewportHeight: 844)
        let animator = try library.animator(named: "aeris-cell-background", context: context)
        _ = try library.animator(named: "aeris-cell-background", context: context)
        #expect(library.cacheStatistics == CacheStatistics(hits: 1, misses: 1))
        #expect(animator.slotIndex(target: "background", channel: .translationY) != nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: shipped.path) == ["catalog.sqlite"])
    }
}

/// Menus, items and images as an app reads them, mapped from the store into the runtime's own
/// types; the seed's values are in seed/catalog.json.
@Suite struct PresetLibraryMenuTests {
    @Test func aMenuHasItsRowsInPositionOrderWithTheirImages() throws {
        let file = try TemporaryCatalog()
        let library = try PresetLibrary(contentsOf: file.path)
        let menu: PresetLibrary.Menu = try library.menu(named: "aeris-map-layers")
        #expect(menu.title == "Map Layers")
        #expect(menu.rowHeight == 100)
        #expect(
            menu.items.map(\.title) == [
                "Radar", "Satellite", "Temperatures", "Wind Speeds", "Precipitation", "Clouds", "Lightning", "Air Quality",
                "Humidity", "Snow Depth",
            ])
        let radar = menu.items[0]
        #expect(radar.subtitle == "Precipitation intensity from Doppler radar")
        #expect(radar.preset == "aeris-cell-background")
        #expect(radar.rowHeight == 100)
        // radar: 750 × 400 px at scale 2 is 375 × 200 pt.
        let image = try #require(radar.image)
        #expect(image.name == "radar")
        #expect(image.pixelWidth == 750 && image.pixelHeight == 400 && image.scale == 2)
        #expect(image.pointWidth == 375 && image.pointHeight == 200)
        #expect(image.format == .jpeg)
        #expect(try library.image(named: "radar") == image)
    }

    /// An item with a row height of its own has it; the others have the menu's.
    @Test func anItemsOwnRowHeightWins() throws {
        let file = try TemporaryCatalog()
        let store = try PresetDatabase.openWritable(at: file.path)
        try store.addMenuItem(
            MenuItemDefinition(title: "Tall", image: "radar", preset: "fade-up", rowHeight: 180), toMenu: "aeris-map-layers", at: 1)
        try store.close()
        let menu = try PresetLibrary(contentsOf: file.path).menu(named: "aeris-map-layers")
        #expect(menu.items.prefix(3).map(\.rowHeight) == [100, 180, 100])
        #expect(menu.items[1].title == "Tall")
        let context = PresetContext(item: menu.items[1], viewportHeight: 700)
        #expect(context.rowHeight == 180 && context.imageHeight == 200 && context.imageWidth == 375 && context.viewportHeight == 700)
    }

    @Test func namesAndMissingEntries() throws {
        let file = try TemporaryCatalog()
        let library = try PresetLibrary(contentsOf: file.path)
        #expect(try library.menuNames == ["aeris-map-layers"])
        let presets = try library.presetNames
        #expect(presets.contains("aeris-cell-background") && presets.contains("fade-up"))
        #expect(presets == presets.sorted())
        #expect(throws: CatalogError(.notFound, "menu 'nope' not found")) { try library.menu(named: "nope") }
        #expect(throws: CatalogError(.notFound, "image 'nope' not found")) { try library.image(named: "nope") }
    }
}
