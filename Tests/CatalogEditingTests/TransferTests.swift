import Foundation
import PresetCatalog
import PresetStore
import TestSupport
import Testing

@testable import CatalogEditing

@Suite struct TransferTests {
    /// Export → import into an empty catalog → export gives the same bytes.
    @Test func exportImportExportIsByteIdentical() throws {
        let seeded = try TemporaryCatalog()
        let first = try seeded.catalog.exportJSON()
        let empty = try TemporaryCatalog(seeded: false)
        let summary = try empty.catalog.importJSON(first, source: "export.json", replacing: false)
        let second = try empty.catalog.exportJSON()
        #expect(second == first)
        #expect(summary.replaced == 0)
        #expect(summary.added == (try seeded.catalog.images().count + seeded.catalog.presets().count + seeded.catalog.menus().count))
    }

    /// Importing a catalog's own export with replace changes nothing: every entry is counted
    /// unchanged and no preset gains a revision.
    @Test func replacingImportOfTheSameDocumentChangesNothing() throws {
        let temporary = try TemporaryCatalog()
        let first = try temporary.catalog.exportJSON()
        let entries = try temporary.catalog.images().count + temporary.catalog.presets().count + temporary.catalog.menus().count
        let summary = try temporary.catalog.importJSON(first, source: "export.json", replacing: true)
        #expect(summary == ImportCounts(added: 0, replaced: 0, unchanged: entries))
        #expect(try temporary.catalog.exportJSON() == first)
        #expect(try temporary.catalog.preset(named: "fade-up").revision == 1)
    }

    @Test func singlePresetExportIsTheCanonicalDefinition() throws {
        let temporary = try TemporaryCatalog()
        let text = try temporary.catalog.exportJSON(presetNamed: "path-header-overscroll")
        // Keys sorted at every level, integers without ".0", two-space indentation.
        #expect(
            text.hasPrefix(
                "{\n  \"$schema\": \"urn:parallax-presets:schema:preset:1\",\n  \"axis\": \"vertical\",\n  \"kind\": \"header\",\n  \"name\": \"path-header-overscroll\",\n"
            ))
        #expect(text.contains("\"scroll\": {\n      \"from\": -150,\n      \"to\": 150\n    }"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func importedPresetWithReplaceBecomesANewRevision() throws {
        let temporary = try TemporaryCatalog()
        var definition = try temporary.catalog.preset(named: "zoom-in").definition
        definition.summary = "changed"
        let text = try DefinitionText.canonicalText(of: definition)
        try temporary.catalog.importJSON(text, source: "zoom-in.json", replacing: true)
        let stored = try temporary.catalog.preset(named: "zoom-in")
        #expect(stored.revision == 2)
        #expect(stored.definition.summary == "changed")
        #expect(try temporary.catalog.history(ofPreset: "zoom-in").count == 2)
    }

    @Test func menuItemReferencingAMissingImageIsRefused() throws {
        let temporary = try TemporaryCatalog(seeded: false)
        let text = """
            {"format": "parallax-catalog", "version": 1,
             "menus": [{"name": "m", "title": "M", "rowHeight": 100,
                        "items": [{"title": "A", "image": "nowhere", "preset": "nothing"}]}]}
            """
        #expect(
            throws: CatalogError(.invalidData, "m.json: menu 'm': menus[0].items[0].image: no image 'nowhere' in the file or the catalog")
        ) {
            try temporary.catalog.importJSON(text, source: "m.json", replacing: false)
        }
    }

    @Test func duplicateNamesInTheFileAreRefused() throws {
        let temporary = try TemporaryCatalog(seeded: false)
        let image = #"{"name": "a", "uri": "a.png", "pixelWidth": 10, "pixelHeight": 10, "scale": 1, "format": "png"}"#
        let text = #"{"format": "parallax-catalog", "version": 1, "images": [\#(image), \#(image)]}"#
        #expect(throws: CatalogError(.invalidData, "d.json: image 'a': images[1].name: appears more than once")) {
            try temporary.catalog.importJSON(text, source: "d.json", replacing: false)
        }
    }

    /// Replacing an image with a shorter one would break a cell-background row of another menu.
    @Test func replacingAnImageChecksTheMenusThatShowIt() throws {
        let temporary = try TemporaryCatalog()
        var radar = try temporary.catalog.image(named: "radar").definition
        radar.pixelHeight = 200
        let text = try DefinitionText.canonicalText(of: CatalogDocument(images: [radar]))
        let before = try temporary.dump()
        #expect(
            throws: CatalogError(
                .invalidData,
                "r.json: menu 'aeris-map-layers' item 0 ('Radar'): image 'radar' is 100 pt tall; cell-background preset 'aeris-cell-background' needs at least 200 pt (2 × the 100 pt row)"
            )
        ) {
            try temporary.catalog.importJSON(text, source: "r.json", replacing: true)
        }
        #expect(try temporary.dump() == before)
    }
}
