import PresetCatalog
import PresetStore
import TestSupport
import Testing

@testable import CatalogEditing

/// A refused write leaves every table exactly as it was: the `sqlite3 .dump` of the file is
/// identical before and after.
@Suite struct FailedWriteTests {
    func expectUnchanged(_ expectedKind: CatalogError.Kind, _ write: (CatalogEditor) throws -> Void) throws {
        let temporary = try TemporaryCatalog()
        let before = try temporary.dump()
        #expect(throws: (any Error).self) { try write(temporary.catalog) }
        do {
            try write(temporary.catalog)
        } catch let error as CatalogError {
            #expect(error.kind == expectedKind, "\(error.message)")
        } catch let refusal as DefinitionRefusal {
            #expect(refusal.catalogError.kind == expectedKind, "\(refusal)")
        }
        #expect(try temporary.dump() == before)
    }

    /// The control: the dump does see a successful write, so equal dumps mean an unchanged file.
    @Test func dumpSeesASuccessfulWrite() throws {
        let temporary = try TemporaryCatalog()
        let before = try temporary.dump()
        try temporary.catalog.copyPreset(named: "fade-up", to: "fade-up-copy")
        #expect(try temporary.dump() != before)
    }

    @Test func invalidPresetIsNotCreated() throws {
        var definition = DefinitionValidationTests.fadeUp()
        definition.name = "fade-up-2"
        definition.tracks[0].keyframes[1].easing = "bouncy"
        try expectUnchanged(.invalidData) { try $0.createPreset(definition) }
    }

    @Test func invalidUpdateKeepsTheOldRevision() throws {
        var definition = DefinitionValidationTests.fadeUp()
        definition.tracks[0].property = "opacity"
        try expectUnchanged(.invalidData) { try $0.updatePreset(named: "fade-up", to: definition) }
    }

    @Test func takenNameIsRefused() throws {
        try expectUnchanged(.conflict(.nameTaken)) { try $0.copyPreset(named: "fade-up", to: "zoom-in") }
    }

    @Test func presetInUseIsNotDeleted() throws {
        try expectUnchanged(.conflict(.inUse)) { try $0.deletePreset(named: "aeris-cell-background") }
    }

    @Test func imageInUseIsNotDeleted() throws {
        try expectUnchanged(.conflict(.inUse)) { try $0.deleteImage(named: "radar") }
    }

    /// A 100 pt row needs a cell-background image of at least 200 pt; radar is 400 px at 2×.
    @Test func shrinkingAnImageBelowTheGuidelineIsRefused() throws {
        try expectUnchanged(.invalidData) { try $0.updateImage(named: "radar", with: ImageInput(pixelHeight: 300)) }
    }

    @Test func itemWithTooShortAnImageIsNotAdded() throws {
        let temporary = try TemporaryCatalog()
        try temporary.catalog.addImage(named: "strip", from: ImageInput(uri: "strip.png", pixelWidth: 750, pixelHeight: 300, scale: 2))
        let before = try temporary.dump()
        #expect(
            throws: CatalogError(
                .invalidData,
                "menu 'aeris-map-layers' item 10 ('Strip'): image 'strip' is 150 pt tall; cell-background preset 'aeris-cell-background' needs at least 200 pt (2 × the 100 pt row)"
            )
        ) {
            try temporary.catalog.addItem(toMenu: "aeris-map-layers", title: "Strip", image: "strip", preset: "aeris-cell-background")
        }
        #expect(try temporary.dump() == before)
    }

    @Test func unknownRevisionIsNotFound() throws {
        try expectUnchanged(.notFound) { try $0.revertPreset(named: "fade-up", toRevision: 7) }
    }

    @Test func itemMoveOutOfRangeIsRefused() throws {
        try expectUnchanged(.invalidData) { try $0.moveItem(inMenu: "aeris-map-layers", from: 0, to: 99) }
    }

    @Test func importWithOneBadPresetWritesNothing() throws {
        let text = """
            {"format": "parallax-catalog", "version": 1, "presets": [
              {"name": "good-one", "kind": "custom", "timeline": {"offset": {}},
               "tracks": [{"target": "a", "property": "alpha", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1}]}]},
              {"name": "bad-one", "kind": "custom", "timeline": {"offset": {}},
               "tracks": [{"target": "a", "property": "alpha", "keyframes": [{"at": 0, "value": 0, "easing": "outCubik"}, {"at": 1, "value": 1}]}]}
            ]}
            """
        try expectUnchanged(.invalidData) { try $0.importJSON(text, source: "two.json", replacing: false) }
    }

    @Test func importOfAnExistingNameWithoutReplaceWritesNothing() throws {
        let temporary = try TemporaryCatalog()
        let text = try temporary.catalog.exportJSON(presetNamed: "fade-up")
        let before = try temporary.dump()
        #expect(
            throws: CatalogError(
                .invalidData,
                "fade-up.json: preset 'fade-up': presets[0].name: already exists in the catalog (use import --replace to replace it)")
        ) {
            try temporary.catalog.importJSON(text, source: "fade-up.json", replacing: false)
        }
        #expect(try temporary.dump() == before)
    }
}
