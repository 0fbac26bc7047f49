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
