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

    /// Writes a copy of the catalog file at `path` as the file alone holds it to `copy` (which
    /// must not exist): the file opened immutable, so nothing is written beside it (no `-wal`,
    /// no `-shm`, no lock) and a pending write-ahead log is not read, as git reads the file; an
    /// older schema is copied as it is, for ``openWritable(at:)`` to migrate.
    /// - Throws: ``PresetDatabaseError`` for a missing file, one that is not a catalog, or a
    ///   newer schema.
    package static func writeSnapshot(ofFileAt path: String, to copy: String) throws {
        let path = try CatalogFileName.followingLinks(path)
        try translatingDatabaseErrors {
            guard try SQLiteFileInspector.size(of: path) != nil else { throw PresetDatabaseError.missingFile(path: path) }
            try SQLiteFileInspector.validate(path: path)
            let queue = try DatabaseQueue(path: immutableURI(for: path), configuration: connectionConfiguration(readonly: true))
            defer { try? queue.close() }
            try checkSchema(of: queue, path: path, requireCurrent: false)
            try queue.unsafeRead { db in try db.execute(sql: "VACUUM INTO ?", arguments: [copy]) }
        }
    }
}
