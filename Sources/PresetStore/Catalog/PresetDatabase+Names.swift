import Foundation
import GRDB

/// The kinds of named entries a catalog holds, each in its own table.
package enum CatalogEntryKind: String, Sendable, CaseIterable {
    case image, preset, menu

    var table: String { rawValue + "s" }
}

/// The record of a table of named entries (`images`, `presets`, `menus`), so the lookups by
/// name, by id and by name prefix are written once for all three.
protocol NamedRecord: FetchableRecord, MutablePersistableRecord {
    /// The kind of entry a row is, naming it in errors.
    static var entryKind: CatalogEntryKind { get }
    /// The row id.
    var id: Int64? { get }
}

extension ImageRecord: NamedRecord { static let entryKind = CatalogEntryKind.image }
extension PresetRecord: NamedRecord { static let entryKind = CatalogEntryKind.preset }
extension MenuRecord: NamedRecord { static let entryKind = CatalogEntryKind.menu }

extension PresetDatabase {
    /// Every name of `kind`, in name order (one scan of the unique name index).
    package func names(of kind: CatalogEntryKind) throws -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT name FROM \(kind.table) ORDER BY name") }
    }

    /// The names among `names` that the catalog already holds for `kind`, found with one indexed
    /// query however many names there are (an import checks 100,000 names at once).
    package func existingNames(among names: [String], of kind: CatalogEntryKind) throws -> Set<String> {
        guard !names.isEmpty else { return [] }
        let list = String(decoding: try JSONEncoder().encode(names), as: UTF8.self)
        return try read { db in
            Set(
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT name FROM \(kind.table) WHERE name IN (SELECT value FROM json_each(?))
                        """, arguments: [list]))
        }
    }

    /// The row named `name`, or nil when there is none (or the name holds a NUL character).
    /// The statement is prepared once per connection.
    static func existingRecord<Record: NamedRecord>(_ type: Record.Type, named name: String, in db: Database) throws -> Record? {
        guard !NULCharacters.occur(in: name) else { return nil }
        let statement = try db.cachedStatement(sql: "SELECT * FROM \(Record.databaseTableName) WHERE name = ?")
        return try Record.fetchOne(statement, arguments: [name])
    }

    /// The row named `name`. - Throws: ``PresetDatabaseError/notFound(entity:name:)``.
    static func record<Record: NamedRecord>(_ type: Record.Type, named name: String, in db: Database) throws -> Record {
        guard let record = try existingRecord(type, named: name, in: db) else {
            throw PresetDatabaseError.notFound(entity: Record.entryKind.rawValue, name: name)
        }
        return record
    }

    /// The row with row id `id`. - Throws: ``PresetDatabaseError/notFound(entity:name:)`` naming `#id`.
    static func record<Record: NamedRecord>(_ type: Record.Type, id: Int64, in db: Database) throws -> Record {
        guard let record = try Record.fetchOne(db, key: id) else {
            throw PresetDatabaseError.notFound(entity: Record.entryKind.rawValue, name: "#\(id)")
        }
        return record
    }

    /// The rows of `page`, in name order: a range scan of the unique name index.
    static func records<Record: NamedRecord>(_ type: Record.Type, in page: NamePage, in db: Database) throws -> [Record] {
        try Record.fetchAll(db.cachedStatement(sql: NamePage.sql(from: Record.databaseTableName)), arguments: page.arguments)
    }

    /// Throws ``PresetDatabaseError/alreadyExists(entity:name:)`` when a row is named `name`.
    static func refuseTakenName<Record: NamedRecord>(_ name: String, of type: Record.Type, in db: Database) throws {
        let exists = try db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM \(Record.databaseTableName) WHERE name = ?)")
        if try Bool.fetchOne(exists, arguments: [name]) == true {
            throw PresetDatabaseError.alreadyExists(entity: Record.entryKind.rawValue, name: name)
        }
    }

    /// Deletes the row named `name`, translating the foreign key failure raised when menu items
    /// use it into ``PresetDatabaseError/inUse(entity:name:menuItems:)`` listing them.
    static func deleteRecord<Record: NamedRecord>(_ type: Record.Type, named name: String, in db: Database) throws {
        let record = try Self.record(type, named: name, in: db)
        do {
            _ = try record.delete(db)
        } catch let error as DatabaseError where error.isForeignKeyViolation {
            let kind = Record.entryKind
            let items = try String.fetchAll(
                db,
                sql: """
                    SELECT menus.name || '#' || menu_items.position FROM menu_items
                    JOIN menus ON menus.id = menu_items.menu_id
                    WHERE menu_items.\(kind.rawValue)_id = ? ORDER BY menus.name, menu_items.position
                    """, arguments: [record.id])
            throw PresetDatabaseError.inUse(entity: kind.rawValue, name: name, menuItems: items)
        }
    }
}
