import Foundation
import Testing

@testable import PresetStore

/// `importDocument(_:replacingExisting:)`: new names are added, existing ones replaced, and a
/// failure anywhere in the document leaves the catalog exactly as it was.
@Suite struct ReplacingImportTests {
    let store: PresetDatabase

    init() throws {
        store = try PresetDatabase.inMemory()
        try store.createImage(sampleImage(named: "radar"))
        try store.createPreset(samplePreset(named: "fade", summary: "first"))
    }

    @Test func replacesExistingEntriesAndAddsNewOnes() throws {
        var image = sampleImage(named: "radar")
        image.pixelHeight = 800
        let document = CatalogDocument(
            images: [image, sampleImage(named: "wind")],
            presets: [samplePreset(named: "fade", summary: "second"), samplePreset(named: "zoom")])
        try store.importDocument(document, replacingExisting: true)

        #expect(try store.image(named: "radar").definition.pixelHeight == 800)
        #expect(try store.image(named: "wind").definition.name == "wind")
        let fade = try store.preset(named: "fade")
        #expect(fade.definition.summary == "second")
        #expect(fade.revision == 2)  // created as revision 1, replaced once
        #expect(try store.presetHistory(named: "fade").map(\.definition.summary) == ["second", "first"])
        #expect(try store.preset(named: "zoom").revision == 1)
    }

    @Test func aFailureAfterReplacementsWritesNothing() throws {
        var badImage = sampleImage(named: "zzz-last")
        badImage.pixelWidth = 0  // rejected by the schema's CHECK, after the replacements ran
        let document = CatalogDocument(
            images: [sampleImage(named: "radar"), badImage],
            presets: [samplePreset(named: "fade", summary: "second")])
        let before = try contentDump(of: store)
        #expect(throws: PresetDatabaseError.self) { try store.importDocument(document, replacingExisting: true) }
        #expect(try contentDump(of: store) == before)
    }
}
