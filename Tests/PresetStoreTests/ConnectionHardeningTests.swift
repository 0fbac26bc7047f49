import Foundation
import GRDB
import SQLiteHardening
import TestSupport
import Testing

@testable import PresetStore

/// Every catalog connection is hardened as SQLite's security guidance advises, and the
/// hardening alone disarms a planted trigger or view, even on a connection that skipped the
/// schema verification.
@Suite struct ConnectionHardeningTests {
    /// A directory holding `catalog.sqlite`, seeded, then tampered with.
    private func seededCatalog(plantedWith tampering: Tampering...) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try TemporaryCatalog.write(at: directory.file("catalog.sqlite"))
        for planted in tampering { try planted.apply(to: directory.file("catalog.sqlite")) }
        return directory
    }

    @Test(arguments: [false, true])
    func storeConnectionsAreHardened(readOnly: Bool) throws {
        let directory = try seededCatalog()
        let path = directory.file("catalog.sqlite")
        let store = readOnly ? try PresetDatabase.openReadOnly(at: path) : try PresetDatabase.openWritable(at: path)
        let (cellSizeCheck, mmapSize) = try store.read { db in
            (try Int.fetchOne(db, sql: "PRAGMA cell_size_check"), try Int.fetchOne(db, sql: "PRAGMA mmap_size"))
        }
        // sqlite3_db_config with -1 reads an option without changing it.
        let (defensive, triggers, views) = try store.read { db in
            (
                sqlite_hardening_config(db.sqliteConnection, .defensive, -1),
                sqlite_hardening_config(db.sqliteConnection, .triggers, -1),
                sqlite_hardening_config(db.sqliteConnection, .views, -1)
            )
        }
        try store.close()
        #expect(cellSizeCheck == 1)
        #expect(mmapSize == 0)
        #expect(defensive == 1)
        #expect(triggers == (try MigrationFiles.create("trigger") ? 1 : 0))
        #expect(views == (try MigrationFiles.create("view") ? 1 : 0))
    }

    /// SQLITE_DBCONFIG_DEFENSIVE, seen from SQL: `writable_schema` cannot be used to edit
    /// sqlite_master, which it otherwise allows.
    @Test func aStoreConnectionCannotEditItsSchemaDirectly() throws {
        let directory = try seededCatalog()
        let path = directory.file("catalog.sqlite")
        let edit = "PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = sql WHERE name = 'presets'"
        let plain = try DatabaseQueue(path: path)
        try plain.inDatabase { db in try db.execute(sql: edit + "; PRAGMA writable_schema = OFF") }
        try plain.close()
        let store = try PresetDatabase.openWritable(at: path)
        #expect(throws: PresetDatabaseError.self) { try store.write { db in try db.execute(sql: edit) } }
        try store.close()
    }

    /// The planted `sneaky` trigger rewrites keyframes on a plain connection, and does not fire on a
    /// hardened one that never verified the schema (while the migrations create no trigger).
    @Test func aPlantedTriggerDoesNotFireOnAHardenedConnection() throws {
        let directory = try seededCatalog(plantedWith: .plantedTrigger)
        let path = directory.file("catalog.sqlite")
        let insertAndReadBack = { (db: Database) -> Double? in
            try db.execute(
                sql: """
                    INSERT INTO keyframes (track_id, position, at, value_number)
                    VALUES ((SELECT min(id) FROM tracks), 1000, 0.5, 42)
                    """)
            return try Double.fetchOne(db, sql: "SELECT value_number FROM keyframes WHERE position = 1000")
        }
        let plain = try DatabaseQueue(path: path)
        let plainValue = try plain.write { db in
            defer { _ = try? db.execute(sql: "DELETE FROM keyframes WHERE position = 1000") }
            return try insertAndReadBack(db)
        }
        try plain.close()
        #expect(plainValue == 999)

        let hardened = try DatabaseQueue(path: path, configuration: PresetDatabase.writableConfiguration())
        let hardenedValue = try hardened.write(insertAndReadBack)
        try hardened.close()
        #expect(hardenedValue == (try MigrationFiles.create("trigger") ? 999 : 42))
    }

    @Test func aPlantedViewCannotBeReadOnAHardenedConnection() throws {
        let directory = try seededCatalog(plantedWith: .plantedView)
        let path = directory.file("catalog.sqlite")
        #expect(try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM peek") } ?? 0 > 0)
        let store = try PresetDatabase.openReadOnly(at: path, schemaTrust: .acceptUnverified)
        let hardenedRead = Result { try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM peek") } }
        try store.close()
        let viewsAllowed = try MigrationFiles.create("view")
        #expect((try? hardenedRead.get()) == nil || viewsAllowed)
    }

    /// Foreign-key actions are not triggers: with triggers disabled, deleting a preset still
    /// cascades to its tracks and keyframes, and an image in use is still protected.
    @Test func foreignKeyActionsStillWork() throws {
        let directory = try seededCatalog()
        let path = directory.file("catalog.sqlite")
        let store = try PresetDatabase.openWritable(at: path)
        try store.createPreset(samplePreset(named: "doomed"))
        try store.deletePreset(named: "doomed")
        let orphans = try store.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM tracks WHERE preset_id NOT IN (SELECT id FROM presets)")
        }
        #expect(orphans == 0)
        let usedImage = try store.menus().flatMap(\.definition.items).first!.image
        #expect(throws: PresetDatabaseError.self) { try store.deleteImage(named: usedImage) }
        try store.close()
    }

    /// `trusted_schema` is off exactly when the linked SQLite can load the project's schema with
    /// it off, which the sqlite3 shell (same library, its own code path) tells independently.
    @Test func trustedSchemaIsOffWhereverTheSchemaAllowsIt() throws {
        let directory = try seededCatalog()
        let path = directory.file("catalog.sqlite")
        let shell = try SQLiteShell.run(path, "SELECT count(*) FROM presets;\n", options: ["-cmd", ".dbconfig trusted_schema off"])
        let shellLoadsIt = shell.status == 0 && shell.standardError.isEmpty
        let store = try PresetDatabase.openReadOnly(at: path)
        let trusted = try store.read { try Int.fetchOne($0, sql: "PRAGMA trusted_schema") }
        try store.close()
        #expect(trusted == (shellLoadsIt ? 0 : 1), "shell: \(shell.standardError)")
    }
}
