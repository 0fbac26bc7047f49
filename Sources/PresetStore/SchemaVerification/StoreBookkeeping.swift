/// The tables the store keeps for itself beside the ones its migrations create: the one place
/// that lists them. The expected schema creates each from its SQL here, so the comparison checks
/// them like any other object: `catalog_migrations` (each applied migration with its SHA-256)
/// and GRDB's `DatabaseMigrator` list, `grdb_migrations`, created with the statement GRDB uses.
enum StoreBookkeeping {
    /// One bookkeeping table: its name and the statement that creates it.
    struct Table: Sendable {
        let name: String
        let creationSQL: String
    }

    /// Every bookkeeping table.
    static let tables: [Table] = [
        Table(name: AppliedMigrationRecord.databaseTableName, creationSQL: AppliedMigrationRecord.creationSQL),
        Table(name: "grdb_migrations", creationSQL: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)"),
    ]

    /// Whether `object` is one of them (created by the store, not by a migration file). A
    /// catalog with no migration applied has none yet, and one migrated before the store used
    /// GRDB's migrator has no `grdb_migrations` until its next migration, so they are never
    /// reported missing.
    /// An index of one of them (`grdb_migrations`' primary key is SQLite's automatic index
    /// `sqlite_autoindex_grdb_migrations_1`) counts as theirs.
    static func contains(_ object: SchemaObject) -> Bool {
        let owner = object.type == "table" ? object.name : object.type == "index" ? object.tableName : ""
        return tables.contains { SQLText.asciiLowercased($0.name) == SQLText.asciiLowercased(owner) }
    }
}
