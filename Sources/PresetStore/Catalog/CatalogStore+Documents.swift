import Foundation
import GRDB

extension CatalogStore {
    /// The seed catalog compiled into the library (the exact content of `seed/catalog.json`).
    public static func seedDocument() throws -> CatalogDocument {
        try DefinitionJSON.decode(CatalogDocument.self, from: Data(EmbeddedSeed.catalogJSON.utf8))
    }

    /// Loads the seed catalog into this catalog, which must be empty, in one transaction.
    /// - Throws: ``CatalogStoreError/catalogNotEmpty(path:)``.
    public func loadSeed() throws {
        let seed = try Self.seedDocument()
        try write { db in
            let rows = try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM images) + (SELECT count(*) FROM presets) + (SELECT count(*) FROM menus)") ?? 0
            guard rows == 0 else { throw CatalogStoreError.catalogNotEmpty(path: path) }
            try Self.insert(seed, in: db)
        }
    }

    /// Adds every image, preset and menu of `document` in one transaction: either all of them
    /// are written or, on the first error (e.g. a name already taken) or a crash, none.
    /// - Parameter replacingExisting: Whether an image, preset or menu whose name exists is
    ///   replaced (a preset as a new revision) instead of refused, in the same transaction.
    public func importDocument(_ document: CatalogDocument, replacingExisting: Bool = false) throws {
        try write { db in
            guard replacingExisting else { return try Self.insert(document, in: db) }
            for image in document.images {
                if try Self.exists(image.name, in: "images", db) {
                    _ = try Self.replaceImage(named: image.name, with: image, in: db)
                } else {
                    _ = try Self.insertImage(image, in: db)
                }
            }
            for preset in document.presets {
                if try Self.exists(preset.name, in: "presets", db) {
                    _ = try Self.replacePreset(Self.presetRecord(named: preset.name, in: db), with: preset, in: db)
                } else {
                    try Self.insertPresetRows(preset, in: db)
                }
            }
            for menu in document.menus {
                if try Self.exists(menu.name, in: "menus", db) {
                    _ = try Self.replaceMenu(named: menu.name, with: menu, in: db)
                } else {
                    _ = try Self.insertMenu(menu, in: db)
                }
            }
        }
    }

    /// Whether `table` (images, presets or menus) has a row named `name`.
    private static func exists(_ name: String, in table: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE name = ?)"), arguments: [name]) ?? false
    }

    /// The whole catalog as a document, each list in name order.
    public func exportDocument() throws -> CatalogDocument {
        try read { db in
            CatalogDocument(
                images: try ImageRecord.order(ImageRecord.Columns.name).fetchAll(db).map { try $0.definition() },
                presets: try PresetRecord.order(PresetRecord.Columns.name).fetchAll(db).map { try Self.storedPreset($0, in: db).definition },
                menus: try MenuRecord.order(MenuRecord.Columns.name).fetchAll(db).map { try Self.storedMenu($0, in: db).definition })
        }
    }

    private static func insert(_ document: CatalogDocument, in db: Database) throws {
        for image in document.images { _ = try insertImage(image, in: db) }
        for preset in document.presets { try insertPresetRows(preset, in: db) }
        for menu in document.menus { _ = try insertMenu(menu, in: db) }
    }

}
