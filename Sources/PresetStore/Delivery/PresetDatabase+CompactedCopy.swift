import GRDB

extension PresetDatabase {
    /// Writes a compacted copy of the catalog to `path`, which must not exist or be empty:
    /// SQLite's `VACUUM INTO`, a consistent snapshot of the whole catalog, rebuilt without free
    /// pages, in rollback-journal mode, so it is one self-contained file (no `-wal` or `-shm`
    /// to ship). The same catalog always gives the same bytes. Works on read-only catalogs.
    package func writeCompactedCopy(to path: String) throws {
        // VACUUM cannot run inside a transaction; it takes its own read snapshot.
        try Self.translatingDatabaseErrors {
            try reader.unsafeRead { db in try db.execute(sql: "VACUUM INTO ?", arguments: [path]) }
        }
    }

    /// The number of the newest migration applied to the catalog: the schema a reader needs.
    package func appliedSchemaVersion() throws -> Int {
        try read { db in try MigrationStatus(db, migrations: Migration.embedded).applied.map(\.number).max() ?? 0 }
    }
}
