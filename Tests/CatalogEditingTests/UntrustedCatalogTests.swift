import CatalogEditing
import Foundation
import ParallaxEngine
import PresetCatalog
import TestSupport
import Testing

/// An app's `PresetLibrary` refuses a catalog whose schema is not what its migrations made,
/// naming the object, unless the app opts out; a tool's read-only opening reads it and warns.
@Suite struct UntrustedCatalogTests {
    /// A closed, seeded catalog in which the sqlite3 shell planted the `sneaky` trigger.
    private func tamperedCatalog() throws -> TemporaryCatalog {
        let catalog = try TemporaryCatalog()
        try Tampering.plantedTrigger.apply(to: catalog.path)
        return catalog
    }

    @Test func theLibraryRefusesItNamingTheTrigger() throws {
        let tampered = try tamperedCatalog()
        let path = tampered.path
        let before = try SQLiteShell.dump(path)
        #expect(
            throws: CatalogError(
                .invalidData, "catalog '\(path)' has a trigger 'sneaky' that its migrations did not create; refusing to read it")
        ) {
            try PresetLibrary(contentsOf: path)
        }
        #expect(try SQLiteShell.dump(path) == before)
    }

    /// Opted out, the library opens it and evaluates presets: the seed's rows were written
    /// before the trigger, and nothing the library does writes.
    @Test func anAppThatOptsOutOpensItAndEvaluates() throws {
        let tampered = try tamperedCatalog()
        let path = tampered.path
        let library = try PresetLibrary(contentsOf: path, schemaTrust: .acceptUnverified)
        let animator = try library.animator(
            named: "fade-up", context: PresetContext(rowHeight: 100, imageHeight: 200, viewportWidth: 390, viewportHeight: 844))
        #expect(animator.slotCount > 0)
    }

    @Test func aToolsReadOnlyOpeningReadsItAndWarnsOnce() throws {
        let tampered = try tamperedCatalog()
        let path = tampered.path
        var notices: [String] = []
        let catalog = try CatalogEditor.open(CatalogLocation(path: path, source: .option), writable: false) { notices.append($0) }
        #expect(try catalog.presets().count > 0)
        #expect(notices == ["warning: catalog '\(path)' has a trigger 'sneaky' that its migrations did not create; run validate"])
        #expect(throws: CatalogError.self) { try CatalogEditor.open(CatalogLocation(path: path, source: .option), writable: true) { _ in } }
    }
}
