import GRDB
import TestSupport
import Testing

@testable import PresetStore

/// The expected schema is what the migration files create: every object their text creates is
/// in it, and it holds nothing else but the store's bookkeeping tables and the indexes SQLite
/// makes for UNIQUE constraints and non-integer primary keys.
@Suite struct ExpectedSchemaTests {
    @Test func itHoldsExactlyTheObjectsTheMigrationFilesCreate() throws {
        let expected = try ExpectedSchema.applying(Migration.embedded)
        let named = Set(
            expected.objects
                .filter { !$0.name.hasPrefix("sqlite_autoindex_") && !StoreBookkeeping.contains($0) }
                .map { "\($0.type) \($0.name.lowercased())" })
        let created = try MigrationFiles.createdObjects()
        #expect(!created.isEmpty)
        #expect(named == created)
    }

    @Test func itHoldsTheBookkeepingTables() throws {
        let expected = try ExpectedSchema.applying(Migration.embedded)
        for table in StoreBookkeeping.tables {
            #expect(expected.objects.contains { $0.type == "table" && $0.name == table.name }, "\(table.name)")
        }
    }

    @Test func theAutomaticIndexesAreThoseOfTheUniqueConstraints() throws {
        let expected = try ExpectedSchema.applying(Migration.embedded)
        for index in expected.objects where index.name.hasPrefix("sqlite_autoindex_") {
            #expect(index.sql == nil)
            let table = try #require(expected.objects.first { $0.type == "table" && $0.name == index.tableName })
            let sql = table.sql?.uppercased() ?? ""
            #expect(sql.contains("UNIQUE") || sql.contains("TEXT NOT NULL PRIMARY KEY"), "\(index.name)")
        }
    }
}

/// The record of the expected schema that read-only openings compare a catalog with is what
/// the migrations create today, and a catalog migrated on disk matches it.
@Suite struct RecordedSchemaTests {
    @Test func theRecordIsWhatTheMigrationsCreate() throws {
        let expected = try ExpectedSchema.latest.get()
        #expect(expected.fingerprint == ExpectedSchema.Recorded.fingerprint, "record the new fingerprint")
        #expect(expected.hasTriggers == ExpectedSchema.Recorded.hasTriggers)
        #expect(expected.hasViews == ExpectedSchema.Recorded.hasViews)
        #expect(expected.loadsWithUntrustedSchema == ExpectedSchema.Recorded.loadsWithUntrustedSchema)
        #expect(ExpectedSchema.Recorded.appliesToLinkedSQLite, "record the linked SQLite's values")
    }

    /// A catalog the library migrated on disk, analyzed or not, matches the record when opened
    /// read-only; one with a planted object does not, and its findings still name it.
    @Test func aCatalogOnDiskMatchesTheRecordUntilItIsTamperedWith() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        let fresh = try PresetDatabase.openReadOnly(at: path, schemaTrust: .acceptUnverified)
        #expect(fresh.matchesRecordedSchema)
        try fresh.close()

        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "ANALYZE") }
        try queue.close()
        let analyzed = try PresetDatabase.openReadOnly(at: path)
        #expect(analyzed.matchesRecordedSchema)
        try analyzed.close()

        try Tampering.plantedTrigger.apply(to: path)
        let tampered = try PresetDatabase.openReadOnly(at: path, schemaTrust: .acceptUnverified)
        #expect(!tampered.matchesRecordedSchema)
        #expect(try tampered.schemaFindings().map(Tampering.plantedTrigger.matches) == [true])
        try tampered.close()
    }
}
