import Testing

@testable import PresetStore

/// `existingNames(among:of:)` answers, for a batch of names, which ones a table already holds.
@Suite struct ExistingNamesTests {
    @Test func findsExactlyTheNamesTheCatalogHolds() throws {
        let store = try PresetDatabase.inMemory()
        try store.createImage(sampleImage(named: "radar"))
        try store.createPreset(samplePreset(named: "fade"))
        try store.createPreset(samplePreset(named: "fade-up"))

        // "fad" is a prefix of stored names and "fade-up-2" extends one: neither exists.
        let asked = ["fade-up", "fad", "fade-up-2", "zoom", "fade", "radar"]
        #expect(try store.existingNames(among: asked, of: .preset) == ["fade", "fade-up"])
        #expect(try store.existingNames(among: asked, of: .image) == ["radar"])
        #expect(try store.existingNames(among: asked, of: .menu) == [])
        #expect(try store.existingNames(among: [], of: .preset) == [])
    }

    @Test func namesWithQuotesAndNonASCIICharactersAreComparedExactly() throws {
        let store = try PresetDatabase.inMemory()
        try store.createPreset(samplePreset(named: "fade"))
        #expect(try store.existingNames(among: ["fade'; DROP TABLE presets; --", "fadé", "FADE"], of: .preset) == [])
        #expect(try store.presetCount(prefix: "") == 1)
    }
}
