import GRDB
import Testing

@testable import PresetStore

/// Updates that change nothing write nothing; renames are explicit and carry the menu items;
/// menu and item edits run their caller's check inside the writing transaction.
@Suite struct UpdatesAndRenamesTests {
    struct Refused: Error {}

    /// A catalog with the image `radar` (750 × 400 px at 2×: 200 pt tall), the presets `sample`
    /// and `other`, and the menu `layers` of `count` rows 100 pt high using both.
    private func catalog(items count: Int = 2) throws -> PresetDatabase {
        let store = try PresetDatabase.inMemory()
        try store.createImage(sampleImage())
        try store.createPreset(samplePreset())
        try store.createPreset(samplePreset(named: "other"))
        let items = (0..<count).map { MenuItemDefinition(title: "Row \($0)", image: "radar", preset: $0 == 0 ? "other" : "sample") }
        try store.createMenu(MenuDefinition(name: "layers", title: "Layers", rowHeight: 100, items: items))
        return store
    }

    @Test func anIdenticalUpdateWritesNothing() throws {
        let store = try catalog()
        let before = try contentDump(of: store)
        let outcome = try store.updatePreset(named: "sample", to: samplePreset())
        #expect(!outcome.isChanged)
        #expect(outcome.stored.revision == 1)
        let image = try store.updateImage(named: "radar", to: sampleImage())
        #expect(!image.isChanged)
        let menu = try store.updateMenu(named: "layers", to: try store.menu(named: "layers").definition)
        #expect(!menu.isChanged)
        #expect(try contentDump(of: store) == before)
    }

    @Test func revertingToTheCurrentDefinitionWritesNothing() throws {
        let store = try catalog()
        try store.updatePreset(named: "sample", to: samplePreset(summary: "second"))
        let before = try contentDump(of: store)
        let outcome = try store.revertPreset(named: "sample", toRevision: 2)
        #expect(!outcome.isChanged && outcome.stored.revision == 2)
        #expect(try contentDump(of: store) == before)
        // Revision 1 differs from revision 2: a new revision 3.
        #expect(try store.revertPreset(named: "sample", toRevision: 1).stored.revision == 3)
    }

    @Test func anUpdateNeverRenames() throws {
        let store = try catalog()
        let before = try contentDump(of: store)
        #expect(
            throws: PresetDatabaseError.invalidField(
                owner: "preset 'sample'", field: "name", problem: "is 'other-name'; an update keeps the preset's name")
        ) { try store.updatePreset(named: "sample", to: samplePreset(named: "other-name")) }
        var renamedImage = sampleImage()
        renamedImage.name = "radar-2"
        #expect(throws: PresetDatabaseError.self) { try store.updateImage(named: "radar", to: renamedImage) }
        #expect(try contentDump(of: store) == before)
    }

    @Test func renamingAPresetRepointsItsItemsAndKeepsItsHistory() throws {
        let store = try catalog(items: 3)
        try store.updatePreset(named: "sample", to: samplePreset(summary: "second"))
        let outcome = try store.rename(.preset, named: "sample", to: "fade")
        // Rows 1 and 2 use "sample"; row 0 uses "other".
        #expect(outcome == RenameOutcome(isChanged: true, menuItemCount: 2))
        #expect(try store.menu(named: "layers").definition.items.map(\.preset) == ["other", "fade", "fade"])
        let renamed = try store.preset(named: "fade")
        #expect(renamed.revision == 2 && renamed.definition.summary == "second")
        #expect(try store.presetHistory(named: "fade").map(\.revision) == [2, 1])
        #expect(throws: PresetDatabaseError.notFound(entity: "preset", name: "sample")) { try store.preset(named: "sample") }
        // Reverting keeps the current name, though revision 1 was recorded as "sample".
        #expect(try store.revertPreset(named: "fade", toRevision: 1).stored.definition.name == "fade")
    }

    @Test func renamingImagesAndMenus() throws {
        let store = try catalog(items: 3)
        #expect(try store.rename(.image, named: "radar", to: "radar-map") == RenameOutcome(isChanged: true, menuItemCount: 3))
        #expect(try store.menu(named: "layers").definition.items.map(\.image) == ["radar-map", "radar-map", "radar-map"])
        #expect(try store.rename(.menu, named: "layers", to: "maps") == RenameOutcome(isChanged: true, menuItemCount: 3))
        #expect(try store.menu(named: "maps").definition.items.count == 3)
    }

    @Test func renamesThatCannotBeChangeNothing() throws {
        let store = try catalog()
        let before = try contentDump(of: store)
        #expect(try store.rename(.preset, named: "sample", to: "sample") == RenameOutcome(isChanged: false, menuItemCount: 1))
        #expect(throws: PresetDatabaseError.alreadyExists(entity: "preset", name: "other")) {
            try store.rename(.preset, named: "sample", to: "other")
        }
        #expect(throws: PresetDatabaseError.self) { try store.rename(.image, named: "radar", to: "Radar Map") }
        #expect(throws: PresetDatabaseError.notFound(entity: "menu", name: "nope")) { try store.rename(.menu, named: "nope", to: "x") }
        #expect(try contentDump(of: store) == before)
    }

    @Test func replacingImportCountsWhatItLeftUnchanged() throws {
        let store = try catalog()
        let document = try store.exportDocument()
        let before = try contentDump(of: store)
        let counts = try store.importDocument(document, replacingExisting: true)
        // 1 image, 2 presets, 1 menu, all identical.
        #expect(counts == ImportCounts(added: 0, replaced: 0, unchanged: 4))
        #expect(try contentDump(of: store) == before)
        var changed = document
        changed.presets[0].summary = "changed"
        #expect(try store.importDocument(changed, replacingExisting: true) == ImportCounts(added: 0, replaced: 1, unchanged: 3))
    }

    /// The rule runs in the transaction of a menu or item update: a cell-background preset on
    /// a 100 pt row needs a 200 pt image; radar is 200 pt tall (750 × 400 px at 2×).
    @Test func menuAndItemUpdatesAreCheckedAgainstTheRuleInTheirTransaction() throws {
        let store = try catalog()
        var background = samplePreset(named: "background")
        background.kind = .cellBackground
        try store.createPreset(background)
        try store.updateMenuItem(inMenu: "layers", at: 1) { $0.preset = "background" }
        let before = try contentDump(of: store)
        #expect(throws: PresetDatabaseError.self) { try store.updateMenuItem(inMenu: "layers", at: 1) { $0.rowHeight = 101 } }
        #expect(throws: PresetDatabaseError.self) { try store.updateMenu(named: "layers", newName: "maps", rowHeight: 120) }
        #expect(throws: PresetDatabaseError.notFound(entity: "image", name: "nope")) {
            try store.updateMenuItem(inMenu: "layers", at: 0) { $0.image = "nope" }
        }
        #expect(try contentDump(of: store) == before)
        // Row 0 uses an entrance preset: no rule, so its row may grow.
        #expect(try store.updateMenuItem(inMenu: "layers", at: 0) { $0.rowHeight = 150 }.isChanged)
        #expect(try store.menu(named: "layers").definition.items.map(\.rowHeight) == [150, nil])
    }

    @Test func menuSettingsChangeTogether() throws {
        let store = try catalog()
        let outcome = try store.updateMenu(named: "layers", newName: "maps", title: "Maps", rowHeight: 90)
        #expect(outcome.isChanged)
        #expect(outcome.stored.definition.name == "maps" && outcome.stored.definition.title == "Maps")
        #expect(outcome.stored.definition.rowHeight == 90 && outcome.stored.definition.items.count == 2)
        let before = try contentDump(of: store)
        #expect(!(try store.updateMenu(named: "maps", title: "Maps").isChanged))
        #expect(!(try store.updateMenuItem(inMenu: "maps", at: 0) { $0.title = "Row 0" }.isChanged))
        #expect(try contentDump(of: store) == before)
    }
}
