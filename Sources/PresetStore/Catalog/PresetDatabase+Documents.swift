import Foundation
import GRDB

extension PresetDatabase {
    /// The seed catalog compiled into the library (the exact content of `seed/catalog.json`).
    package static func seedDocument() throws -> CatalogDocument {
        try DefinitionJSON.decode(CatalogDocument.self, from: Data(EmbeddedSeed.catalogJSON.utf8))
    }

    /// Loads the seed catalog into this catalog, which must be empty, in one transaction.
    /// - Throws: ``PresetDatabaseError/catalogNotEmpty(path:)``.
    package func loadSeed() throws {
        let seed = try Self.seedDocument()
        try write { db in
            let rows =
                try Int.fetchOne(
                    db, sql: "SELECT (SELECT count(*) FROM images) + (SELECT count(*) FROM presets) + (SELECT count(*) FROM menus)") ?? 0
            guard rows == 0 else { throw PresetDatabaseError.catalogNotEmpty(path: path) }
            try Self.insert(seed, replacingExisting: false, in: db)
        }
    }

    /// Adds every image, preset and menu of `document` in one transaction: on the first error
    /// (e.g. a name already taken, an item naming a missing image, or an item that would break
    /// ``MenuItemRule``) nothing is written. With `replacingExisting`, entries whose names exist
    /// are replaced instead (a replaced preset gets a new revision, keeping its history), and
    /// those equal to what the catalog holds are left as they are.
    /// - Returns: How many entries were added, replaced and left unchanged.
    @discardableResult
    package func importDocument(_ document: CatalogDocument, replacingExisting: Bool = false) throws -> ImportCounts {
        try write { db in try Self.insert(document, replacingExisting: replacingExisting, in: db) }
    }

    /// The whole catalog as a document, each list in name order.
    package func exportDocument() throws -> CatalogDocument {
        var document = CatalogDocument()
        try exportDocument(start: { document = $0 }, preset: { document.presets.append($0) })
        return document
    }

    /// The whole catalog from one snapshot, as ``exportDocument()`` reads it, without holding its
    /// presets together: `start` gets the images and menus (the presets empty), then `preset`
    /// each preset in name order, one at a time, so memory stays that of one preset however
    /// many the catalog holds.
    package func exportDocument(start: (CatalogDocument) throws -> Void, preset: (PresetDefinition) throws -> Void) throws {
        try read { db in
            try start(
                CatalogDocument(
                    images: try ImageRecord.order(ImageRecord.Columns.name).fetchAll(db).map { try $0.definition() },
                    menus: try MenuRecord.order(MenuRecord.Columns.name).fetchAll(db).map { try Self.storedMenu($0, in: db).definition }
                ))
            let records = try PresetRecord.order(PresetRecord.Columns.name).fetchCursor(db)
            while let record = try records.next() {
                try preset(try Self.storedPreset(record, in: db).definition)
            }
        }
    }

    /// Writes `document` as ``importDocument(_:replacingExisting:)`` does, inside `db`'s transaction.
    @discardableResult
    static func insert(_ document: CatalogDocument, replacingExisting: Bool, in db: Database) throws -> ImportCounts {
        var counts = ImportCounts()
        for image in document.images {
            if replacingExisting, try existingRecord(ImageRecord.self, named: image.name, in: db) != nil {
                counts.count(try replaceImage(named: image.name, with: image, in: db).isChanged)
            } else {
                _ = try insertImage(image, in: db)
                counts.added += 1
            }
        }
        var batch = PresetWriteBatch()
        for preset in document.presets {
            if replacingExisting, let record = try existingRecord(PresetRecord.self, named: preset.name, in: db) {
                counts.count(try replacePreset(record, with: preset, in: db).isChanged)
            } else {
                try insertPresetRows(preset, batch: &batch, in: db)
                counts.added += 1
            }
        }
        for menu in document.menus {
            if replacingExisting, try existingRecord(MenuRecord.self, named: menu.name, in: db) != nil {
                counts.count(try replaceMenu(named: menu.name, with: menu, in: db).isChanged)
            } else {
                _ = try insertMenu(menu, in: db)
                counts.added += 1
            }
        }
        try MenuItemRule.require(in: .all, in: db)
        return counts
    }

}

/// What an import did, entry by entry (images, presets and menus together).
package struct ImportCounts: Hashable, Sendable {
    /// Entries whose names were new to the catalog.
    package var added = 0
    /// Entries that replaced a different one of the same name.
    package var replaced = 0
    /// Entries equal to the one of the same name, left as they were.
    package var unchanged = 0

    /// Creates counts.
    package init(added: Int = 0, replaced: Int = 0, unchanged: Int = 0) {
        self.added = added
        self.replaced = replaced
        self.unchanged = unchanged
    }

    /// Counts one existing entry: replaced when it changed, else unchanged.
    mutating func count(_ changed: Bool) {
        if changed { replaced += 1 } else { unchanged += 1 }
    }
}
