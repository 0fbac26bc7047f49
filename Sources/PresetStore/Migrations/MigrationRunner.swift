import Foundation
import GRDB

/// Applies pending migrations in order through GRDB's `DatabaseMigrator`, each in its own
/// transaction, recording its checksum in `catalog_migrations`.
///
/// The migrator keeps its own list of applied migrations (`grdb_migrations`, identified by file
/// name); `catalog_migrations` stays the store's record, with each text's SHA-256, and the one
/// every check reads. An applied migration is never re-run, even when its text changed (that is
/// reported by ``PresetDatabase/checkCatalog()``); a catalog with migrations this library does not
/// know is refused before anything is written.
struct MigrationRunner {
    let migrations: [Migration]

    /// Brings the catalog behind `writer` up to date; writes nothing when it is.
    func migrate(_ writer: any DatabaseWriter, path: String) throws {
        let status = try writer.read { try MigrationStatus($0, migrations: migrations) }
        if status.isNewer { throw PresetDatabaseError.schemaTooNew(path: path, detail: status.newerDetail) }
        guard !status.pending.isEmpty else { return }
        try migrator(path: path).migrate(writer)
    }

    /// One registered migration per file, in number order.
    private func migrator(path: String) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.name) { [migrations] db in
                // Re-read under the write lock: another process may have migrated meanwhile, and a
                // catalog from before the migrator has its migrations in catalog_migrations only.
                let status = try MigrationStatus(db, migrations: migrations)
                if status.isNewer { throw PresetDatabaseError.schemaTooNew(path: path, detail: status.newerDetail) }
                guard status.pending.contains(migration) else {
                    // Applied already: the migrator records the identifier after this closure,
                    // and another process's migrator may have recorded it first.
                    try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = ?", arguments: [migration.name])
                    return
                }
                try Self.apply(migration, in: db)
            }
        }
        return migrator
    }

    private static func apply(_ migration: Migration, in db: Database) throws {
        do {
            try db.execute(sql: AppliedMigrationRecord.creationSQL)
            try db.execute(sql: migration.sql)
            let violations = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
            guard violations.isEmpty else {
                throw PresetDatabaseError.migrationFailed(
                    name: migration.name, problem: "\(violations.count) foreign key violations")
            }
            try AppliedMigrationRecord(
                number: migration.number, name: migration.name, sha256: migration.checksum, appliedAt: Date().ISO8601Format()
            ).insert(db)
            try db.execute(sql: "PRAGMA user_version = \(migration.number)")
        } catch let error as DatabaseError {
            throw PresetDatabaseError.migrationFailed(name: migration.name, problem: error.message ?? "\(error)")
        }
    }
}
