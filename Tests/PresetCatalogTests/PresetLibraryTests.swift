import Foundation
import Testing

@testable import PresetCatalog

@Suite struct PresetLibraryTests {
    /// A catalog as an app ships it: a read-only file in a read-only folder.
    @Test func libraryOpensAReadOnlyCatalogAndCachesAnimators() throws {
        let file = try SeededCatalogFile(name: "Shipped/catalog.sqlite")
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
