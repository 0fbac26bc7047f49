import CatalogEditing
import Foundation
import PresetCatalog
import PresetRendering
import Testing

/// The stylesheet every seed preset exports (`export NAME --format css`, the preview's default
/// layout; `--reachable-only` where the preset also moves in overscroll) is at most 8 KB (8192
/// bytes) before compression (BENCHMARKS.md, "CSS export sizes"), Parade's included: a preset
/// that grows past 8 KB fails the test.
@Suite struct SeedCSSSizeTests {
    @Test func everySeedPresetsStylesheetFitsInEightKilobytes() throws {
        let path = NSTemporaryDirectory() + "seed-css-size-\(UUID().uuidString).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let catalog = try CatalogEditor.create(at: path, seeded: true)
        var over: [String] = []
        var sizes: [String] = []
        for name in try catalog.presets().map(\.name) {
            let css: String
            do {
                css = try catalog.cssExport(named: name, settings: PreviewSettings()).css
            } catch let error as CatalogError where error.message.contains("overscroll") {
                css = try catalog.cssExport(named: name, settings: PreviewSettings(), reachableOnly: true).css
            }
            sizes.append("\(name) \(css.utf8.count)")
            if css.utf8.count > 8192 { over.append(name) }
        }
        #expect(sizes.count >= 21)
        #expect(over.isEmpty, "\(sizes.joined(separator: ", "))")
    }
}
