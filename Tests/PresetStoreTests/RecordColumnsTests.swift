import GRDB
import Testing

@testable import PresetStore

/// The records' `Columns` against the schema the migrations make: the column lists the store
/// reads by position are written from `Columns`, so a misspelt name, a column left out or a
/// column a migration adds but no read names shows here, table by table.
@Suite struct RecordColumnsTests {
    /// The names of `table`'s columns in a freshly migrated catalog, read from SQLite.
    private static func schemaColumns(of table: String, in store: PresetDatabase) throws -> Set<String> {
        try store.read { db in Set(try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table])) }
    }

    /// Each positional read names every column of its table but the ones it selects rows by
    /// (`preset_states.preset_id`) or never needs (`state_values.id`).
    @Test func positionalReadsNameEveryColumn() throws {
        let store = try PresetDatabase.inMemory()
        let reads: [(table: String, selection: [Column], unread: Set<String>)] = [
            (PresetRecord.databaseTableName, PresetRecord.selection, []),
            (TrackRecord.databaseTableName, TrackRecord.selection, []),
            (KeyframeRecord.databaseTableName, KeyframeRecord.selection, []),
            (PresetChildRecord.databaseTableName, PresetChildRecord.selection, []),
            (PresetStateRecord.databaseTableName, PresetStateRecord.selection, ["preset_id"]),
            (StateValueRecord.databaseTableName, StateValueRecord.selection, ["id"]),
            (AppliedMigrationRecord.databaseTableName, AppliedMigrations.selection, []),
        ]
        for read in reads {
            let names = read.selection.map(\.name)
            #expect(Set(names).count == names.count, "\(read.table): a column listed twice")
            #expect(Set(names) == (try Self.schemaColumns(of: read.table, in: store)).subtracting(read.unread), "\(read.table)")
        }
    }

    /// The SELECT list written from a selection: each name qualified by the alias, in order.
    @Test func selectListQualifiesEachColumnInOrder() {
        #expect([Column("id"), Column("preset_id")].selectList(qualifiedBy: "t") == "t.id, t.preset_id")
        #expect([Column("b"), Column("a")].selectList() == "b, a")
        #expect(TrackRecord.columns.hasPrefix("t.id, t.preset_id, t.child_id, "))
        #expect(TrackRecord.columnCount == 10)
        #expect(PresetRecord.columnCount == 11)
    }

    /// A change to any one column of an image, a menu or a menu item (other than its id and
    /// name) changes that entry's version: the columns a version covers are every column the
    /// schema has. Each update is a single column, written by hand with SQL.
    @Test func everyColumnOfAnImageOrMenuMovesItsVersion() throws {
        let store = try PresetDatabase.inMemory()
        try store.createImage(sampleImage())
        try store.createPreset(samplePreset())
        try store.createPreset(samplePreset(named: "other"))
        let item = MenuItemDefinition(title: "Row", image: "radar", preset: "sample")
        try store.createMenu(MenuDefinition(name: "layers", title: "Layers", rowHeight: 100, items: [item]))
        let updates: [(table: String, column: String, sql: String, changed: CatalogChange)] = [
            ("images", "uri", "UPDATE images SET uri = 'images/other.jpg'", .init(kind: .image, name: "radar", action: .updated)),
            ("images", "pixel_width", "UPDATE images SET pixel_width = 751", .init(kind: .image, name: "radar", action: .updated)),
            ("images", "pixel_height", "UPDATE images SET pixel_height = 401", .init(kind: .image, name: "radar", action: .updated)),
            ("images", "scale", "UPDATE images SET scale = 3", .init(kind: .image, name: "radar", action: .updated)),
            ("images", "format", "UPDATE images SET format = 'png'", .init(kind: .image, name: "radar", action: .updated)),
            (
                "images", "sha256", "UPDATE images SET sha256 = '\(String(repeating: "a", count: 64))'",
                .init(kind: .image, name: "radar", action: .updated)
            ),
            ("images", "byte_size", "UPDATE images SET byte_size = 1234", .init(kind: .image, name: "radar", action: .updated)),
            ("menus", "title", "UPDATE menus SET title = 'Other'", .init(kind: .menu, name: "layers", action: .updated)),
            ("menus", "row_height", "UPDATE menus SET row_height = 120", .init(kind: .menu, name: "layers", action: .updated)),
            ("menus", "snap_align", "UPDATE menus SET snap_align = 'center'", .init(kind: .menu, name: "layers", action: .updated)),
            ("menus", "snap_stop", "UPDATE menus SET snap_stop = 'always'", .init(kind: .menu, name: "layers", action: .updated)),
            ("menu_items", "position", "UPDATE menu_items SET position = 1", .init(kind: .menu, name: "layers", action: .updated)),
            ("menu_items", "title", "UPDATE menu_items SET title = 'Other'", .init(kind: .menu, name: "layers", action: .updated)),
            ("menu_items", "subtitle", "UPDATE menu_items SET subtitle = 'below'", .init(kind: .menu, name: "layers", action: .updated)),
            (
                "menu_items", "preset_id", "UPDATE menu_items SET preset_id = (SELECT id FROM presets WHERE name = 'other')",
                .init(kind: .menu, name: "layers", action: .updated)
            ),
            ("menu_items", "row_height", "UPDATE menu_items SET row_height = 80", .init(kind: .menu, name: "layers", action: .updated)),
        ]
        for update in updates {
            let before = try store.versions()
            try store.write { db in try db.execute(sql: update.sql) }
            #expect(try store.versions().changes(since: before) == [update.changed], "\(update.table).\(update.column)")
        }
        // image_id too, with a second image to point at (its creation is a change of its own).
        try store.createImage(sampleImage(named: "sea"))
        let before = try store.versions()
        try store.write { db in try db.execute(sql: "UPDATE menu_items SET image_id = (SELECT id FROM images WHERE name = 'sea')") }
        #expect(try store.versions().changes(since: before) == [CatalogChange(kind: .menu, name: "layers", action: .updated)])
        // Every column but the key ones was changed once above.
        for table in ["images", "menus", "menu_items"] {
            let changed = Set(updates.filter { $0.table == table }.map(\.column) + (table == "menu_items" ? ["image_id"] : []))
            let keys: Set<String> = table == "menu_items" ? ["id", "menu_id"] : ["id", "name"]
            #expect(changed == (try Self.schemaColumns(of: table, in: store)).subtracting(keys), "\(table)")
        }
    }
}
