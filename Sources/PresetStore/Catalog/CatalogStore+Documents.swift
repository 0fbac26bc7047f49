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
            let rows =
                try Int.fetchOne(
                    db, sql: "SELECT (SELECT count(*) FROM images) + (SELECT count(*) FROM presets) + (SELECT count(*) FROM menus)") ?? 0
            guard rows == 0 else { throw CatalogStoreError.catalogNotEmpty(path: path) }
            try Self.insert(seed, in: db)
        }
    }

    /// Adds every image, preset and menu of `document` in one transaction: either all of them
    /// are added or, on the first error (e.g. a name already taken), none.
    public func importDocument(_ document: CatalogDocument) throws {
        try write { db in try Self.insert(document, in: db) }
    }

    /// Adds the entries of `document` whose names are new and replaces those whose names exist
    /// (a replaced preset gets a new revision, keeping its history), all in one transaction:
    /// on the first error nothing is written.
    public func importDocument(_ document: CatalogDocument, replacingExisting: Bool) throws {
        guard replacingExisting else { return try importDocument(document) }
        try write { db in
            for image in document.images {
                if try ImageRecord.filter(ImageRecord.Columns.name == image.name).fetchCount(db) > 0 {
                    _ = try Self.replaceImage(named: image.name, with: image, in: db)
                } else {
                    _ = try Self.insertImage(image, in: db)
                }
            }
            for preset in document.presets {
                if let record = try PresetRecord.filter(PresetRecord.Columns.name == preset.name).fetchOne(db) {
                    _ = try Self.replacePreset(record, with: preset, in: db)
                } else {
                    _ = try Self.insertPresetRows(preset, in: db)
                }
            }
            for menu in document.menus {
                if try MenuRecord.filter(MenuRecord.Columns.name == menu.name).fetchCount(db) > 0 {
                    _ = try Self.replaceMenu(named: menu.name, with: menu, in: db)
                } else {
                    _ = try Self.insertMenu(menu, in: db)
                }
            }
        }
    }

    /// The whole catalog as a document, each list in name order.
    public func exportDocument() throws -> CatalogDocument {
        try read { db in
            CatalogDocument(
                images: try ImageRecord.order(ImageRecord.Columns.name).fetchAll(db).map { try $0.definition() },
                presets: try PresetRecord.order(PresetRecord.Columns.name).fetchAll(db).map {
                    try Self.storedPreset($0, in: db).definition
                },
                menus: try MenuRecord.order(MenuRecord.Columns.name).fetchAll(db).map { try Self.storedMenu($0, in: db).definition })
        }
    }

    private static func insert(_ document: CatalogDocument, in db: Database) throws {
        for image in document.images { _ = try insertImage(image, in: db) }
        for preset in document.presets { try insertPresetRows(preset, in: db) }
        for menu in document.menus { _ = try insertMenu(menu, in: db) }
    }

}
