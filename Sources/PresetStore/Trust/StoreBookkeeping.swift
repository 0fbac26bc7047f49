/// The tables the store keeps for itself beside the ones its migrations create: the one place
/// that lists them. The expected schema creates each from its SQL here, so the comparison checks
/// them like any other object. A migration runner that keeps its own table (GRDB's
/// `DatabaseMigrator` keeps `grdb_migrations`) adds it to this list.
enum StoreBookkeeping {
    /// One bookkeeping table: its name and the statement that creates it.
    struct Table: Sendable {
        let name: String
        let creationSQL: String
    }

    /// Every bookkeeping table.
    static let tables: [Table] = [
        Table(name: AppliedMigrationRecord.databaseTableName, creationSQL: AppliedMigrationRecord.creationSQL)
    ]

    /// Whether `object` is one of them (created by the store, not by a migration file). A
    /// catalog with no migration applied has none yet, so they are never reported missing.
    static func contains(_ object: SchemaObject) -> Bool {
        object.type == "table" && tables.contains { SQLText.asciiLowercased($0.name) == SQLText.asciiLowercased(object.name) }
    }
}
