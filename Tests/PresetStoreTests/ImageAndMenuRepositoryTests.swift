import GRDB
import Testing

@testable import PresetStore

@Suite struct ImageAndMenuRepositoryTests {
    @Test func imageRoundTripAndPointSize() throws {
        let store = try PresetDatabase.inMemory()
        var image = sampleImage()
        image.sha256 = String(repeating: "ab", count: 32)
        image.byteSize = 81_234
        let created = try store.createImage(image)
        #expect(try store.image(named: "radar") == created)
        #expect(try store.image(id: created.id).definition == image)
        // 750 × 400 px at scale 2 is 375 × 200 pt.
        #expect(created.definition.pointWidth == 375)
        #expect(created.definition.pointHeight == 200)
    }

    @Test func invalidImagesAreRefusedNamingTheField() throws {
        let store = try PresetDatabase.inMemory()
        var flat = sampleImage()
        flat.pixelHeight = 0
        #expect(
            throws: PresetDatabaseError.invalidField(
                owner: "image 'radar'", field: "pixelHeight", problem: "must be a whole number from 1 to 2147483647 (is 0)")
        ) {
            try store.createImage(flat)
        }
        var negative = sampleImage()
        negative.scale = -2
        #expect(
            throws: PresetDatabaseError.invalidField(
                owner: "image 'radar'", field: "scale", problem: "must be a number from 0.01 to 100 (is -2)")
        ) {
            try store.createImage(negative)
        }
        #expect(try store.images().isEmpty)
    }

    @Test func deletingAnImageInUseNamesTheMenuItems() throws {
        let store = try storeWithMenu(items: 2)
        #expect(throws: PresetDatabaseError.inUse(entity: "image", name: "radar", menuItems: ["layers#0", "layers#1"])) {
            try store.deleteImage(named: "radar")
        }
        try store.createImage(sampleImage(named: "wind"))
        try store.deleteImage(named: "wind")
        #expect(try store.images().map(\.definition.name) == ["radar"])
    }

    @Test func itemsAreAddedMovedAndRemovedKeepingPositionsDense() throws {
        let store = try storeWithMenu(items: 4)
        try store.addMenuItem(MenuItemDefinition(title: "First", image: "radar", preset: "sample"), toMenu: "layers", at: 0)
        #expect(try menuTitles(store) == ["First", "Row 0", "Row 1", "Row 2", "Row 3"])
        try store.moveMenuItem(inMenu: "layers", from: 0, to: 3)
        #expect(try menuTitles(store) == ["Row 0", "Row 1", "Row 2", "First", "Row 3"])
        try store.moveMenuItem(inMenu: "layers", from: 4, to: 1)
        #expect(try menuTitles(store) == ["Row 0", "Row 3", "Row 1", "Row 2", "First"])
        try store.removeMenuItem(fromMenu: "layers", at: 1)
        #expect(try menuTitles(store) == ["Row 0", "Row 1", "Row 2", "First"])
        try store.addMenuItem(MenuItemDefinition(title: "Last", image: "radar", preset: "sample"), toMenu: "layers")
        try store.updateMenuItem(inMenu: "layers", at: 0) {
            $0 = MenuItemDefinition(title: "Top", subtitle: "new", image: "radar", preset: "sample")
        }
        #expect(try menuTitles(store) == ["Top", "Row 1", "Row 2", "First", "Last"])
        let positions = try store.read { try Int.fetchAll($0, sql: "SELECT position FROM menu_items ORDER BY position") }
        #expect(positions == [0, 1, 2, 3, 4])
    }

    @Test func outOfRangePositionsAndMissingReferencesChangeNothing() throws {
        let store = try storeWithMenu(items: 3)
        let before = try contentDump(of: store)
        #expect(throws: PresetDatabaseError.positionOutOfRange(menu: "layers", position: 3, limit: 2)) {
            try store.moveMenuItem(inMenu: "layers", from: 0, to: 3)
        }
        #expect(throws: PresetDatabaseError.positionOutOfRange(menu: "layers", position: 5, limit: 3)) {
            try store.addMenuItem(MenuItemDefinition(title: "X", image: "radar", preset: "sample"), toMenu: "layers", at: 5)
        }
        #expect(throws: PresetDatabaseError.notFound(entity: "image", name: "nope")) {
            try store.addMenuItem(MenuItemDefinition(title: "X", image: "nope", preset: "sample"), toMenu: "layers", at: 0)
        }
        #expect(
            throws: PresetDatabaseError.invalidField(
                owner: "menu 'copy'", field: "rowHeight", problem: "must be a number from 0.01 to 1000000 (is 0)")
        ) {
            try store.createMenu(MenuDefinition(name: "copy", title: "Copy", rowHeight: 0))
        }
        #expect(try contentDump(of: store) == before)
    }

    @Test func menusAreListedCopiedUpdatedAndDeletedWithTheirItems() throws {
        let store = try storeWithMenu(items: 2)
        let copy = try store.copyMenu(named: "layers", to: "layers-copy")
        #expect(copy.definition.items == (try store.menu(named: "layers").definition.items))
        #expect(try store.menus(prefix: "layers-").map(\.definition.name) == ["layers-copy"])
        let updated = try store.updateMenu(named: "layers-copy", to: MenuDefinition(name: "short", title: "Short", rowHeight: 44))
        #expect(updated.isChanged)
        #expect(updated.stored.definition.items.isEmpty)
        #expect(try store.menu(id: updated.stored.id).definition.rowHeight == 44)
        try store.deleteMenu(named: "layers")
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM menu_items") } == 0)
    }
}
