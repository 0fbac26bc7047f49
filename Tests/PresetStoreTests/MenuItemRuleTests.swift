import Foundation
import GRDB
import Testing

@testable import PresetStore

/// A menu item's own row height, and the cell-background image rule (an image at least twice
/// the row height, docs/DESIGN.md) enforced by the store inside the transaction that writes.
@Suite struct MenuItemRuleTests {
    /// A 750 × 400 px @2x image is 200 pt tall: enough for 100 pt rows, not for 101 pt ones.
    private func catalog() throws -> PresetDatabase {
        let store = try PresetDatabase.inMemory()
        try store.createImage(sampleImage())
        try store.createPreset(samplePreset())
        var background = samplePreset(named: "background")
        background.kind = .cellBackground
        try store.createPreset(background)
        try store.createMenu(MenuDefinition(name: "layers", title: "Layers", rowHeight: 100))
        return store
    }

    @Test func anItemsOwnRowHeightIsStoredAndReadBack() throws {
        let store = try catalog()
        try store.addMenuItem(MenuItemDefinition(title: "Tall", image: "radar", preset: "sample", rowHeight: 140), toMenu: "layers")
        try store.addMenuItem(MenuItemDefinition(title: "Plain", image: "radar", preset: "sample"), toMenu: "layers")
        let items = try store.menu(named: "layers").definition.items
        #expect(items.map(\.rowHeight) == [140, nil])
        #expect(items.map { $0.rowHeight(inMenuOf: 100) } == [140, 100])
        let stored = try store.read { try Double?.fetchAll($0, sql: "SELECT row_height FROM menu_items ORDER BY position") }
        #expect(stored == [140, nil])
        #expect(try store.exportDocument().menus[0].items[0].rowHeight == 140)
    }

    /// The JSON form: `"rowHeight"` on an item is optional and round-trips.
    @Test func theJSONFormCarriesTheRowHeightOnlyWhenGiven() throws {
        let menu = MenuDefinition(
            name: "m", title: "M", rowHeight: 100,
            items: [
                MenuItemDefinition(title: "A", image: "i", preset: "p", rowHeight: 120.5),
                MenuItemDefinition(title: "B", image: "i", preset: "p"),
            ])
        let text = String(decoding: try DefinitionJSON.encode(menu, pretty: false), as: UTF8.self)
        #expect(text.contains(#""rowHeight":120.5"#))
        #expect(text.components(separatedBy: "rowHeight").count == 3)  // the menu's and item A's
        #expect(try DefinitionJSON.decode(MenuDefinition.self, from: Data(text.utf8)) == menu)
    }

    @Test(arguments: [0.0, -120, Double.infinity, Double.nan])
    func aRowHeightThatIsNotAPositiveNumberIsRefused(rowHeight: Double) throws {
        let store = try catalog()
        let before = try contentDump(of: store)
        #expect(throws: PresetDatabaseError.self) {
            try store.addMenuItem(
                MenuItemDefinition(title: "Bad", image: "radar", preset: "sample", rowHeight: rowHeight), toMenu: "layers")
        }
        #expect(try contentDump(of: store) == before)
    }

    /// 200 pt of image suits a 100 pt row of the menu, not a row of its own 101 pt.
    @Test func theRuleUsesTheItemsOwnRowHeight() throws {
        let store = try catalog()
        try store.addMenuItem(MenuItemDefinition(title: "Fits", image: "radar", preset: "background"), toMenu: "layers")
        let before = try contentDump(of: store)
        #expect(
            throws: PresetDatabaseError.menuItemRuleBroken(
                MenuItemRule.Violation(
                    menuName: "layers", position: 1, title: "Tall",
                    problem: "image 'radar' is 200 pt tall; cell-background preset 'background' needs at least 202 pt (2 × the 101 pt row)")
            )
        ) {
            try store.addMenuItem(
                MenuItemDefinition(title: "Tall", image: "radar", preset: "background", rowHeight: 101), toMenu: "layers")
        }
        #expect(try contentDump(of: store) == before)
    }

    /// An image made shorter, or a preset made a cell background, is refused when an item
    /// using it would break the rule; the catalog stays as it was.
    @Test func updatesThatWouldBreakAnItemAreRefused() throws {
        let store = try catalog()
        try store.addMenuItem(MenuItemDefinition(title: "Row", image: "radar", preset: "sample"), toMenu: "layers")
        try store.addMenuItem(MenuItemDefinition(title: "Back", image: "radar", preset: "background"), toMenu: "layers")
        let before = try contentDump(of: store)
        var shorter = sampleImage()
        shorter.pixelHeight = 300
        #expect(throws: PresetDatabaseError.self) { try store.updateImage(named: "radar", to: shorter) }
        #expect(try contentDump(of: store) == before)

        try store.updateMenuItem(inMenu: "layers", at: 0) { $0.rowHeight = 150 }
        let beforeKindChange = try contentDump(of: store)
        var becomesBackground = samplePreset()
        becomesBackground.kind = .cellBackground
        let error = #expect(throws: PresetDatabaseError.self) { try store.updatePreset(named: "sample", to: becomesBackground) }
        #expect(
            error?.description
                == "menu 'layers' item 0 ('Row'): image 'radar' is 200 pt tall; cell-background preset 'sample' needs at least 300 pt (2 × the 150 pt row)"
        )
        #expect(try contentDump(of: store) == beforeKindChange)
    }

    /// A catalog written before the rule (here by raw SQL) reports its broken items, in menu
    /// and position order, without refusing to open.
    @Test func violationsAreListedForValidation() throws {
        let store = try catalog()
        try store.write { db in
            try db.execute(
                sql: """
                    INSERT INTO menu_items (menu_id, position, title, image_id, preset_id, row_height)
                    SELECT menus.id, 0, 'Old', images.id, presets.id, 150 FROM menus, images, presets
                    WHERE presets.name = 'background'
                    """)
        }
        #expect(
            try store.menuItemRuleViolations().map(\.description) == [
                "menu 'layers' item 0 ('Old'): image 'radar' is 200 pt tall; cell-background preset 'background' needs at least 300 pt (2 × the 150 pt row)"
            ])
    }
}
