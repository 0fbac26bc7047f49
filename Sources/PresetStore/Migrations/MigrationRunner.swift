import Foundation
import GRDB

/// Applies pending migrations in order, each in its own transaction, recording its checksum.
///
/// An applied migration is never re-run, even when its text changed (that is reported by
/// ``CatalogStore/checkCatalog()``); a catalog with migrations this library does not know is
/// refused before anything is written.
struct MigrationRunner {
    let migrations: [Migration]

    /// Brings the catalog behind `writer` up to date.
    func migrate(_ writer: any DatabaseWriter, path: String) throws {
        for migration in try writer.read({ try MigrationStatus($0, migrations: migrations) }).pending {
            try writer.write { db in
                // Re-read under the write lock: another process may have migrated meanwhile.
                let status = try MigrationStatus(db, migrations: migrations)
                if status.isNewer { throw CatalogStoreError.schemaTooNew(path: path, detail: status.newerDetail) }
                guard status.pending.contains(migration) else { return }
                try apply(migration, in: db)
            }
        }
        let status = try writer.read { try MigrationStatus($0, migrations: migrations) }
        if status.isNewer { throw CatalogStoreError.schemaTooNew(path: path, detail: status.newerDetail) }
    }

    private func apply(_ migration: Migration, in db: Database) throws {
        do {
            try db.execute(sql: AppliedMigrationRecord.creationSQL)
            try db.execute(sql: migration.sql)
            let violations = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
            guard violations.isEmpty else {
                throw CatalogStoreError.migrationFailed(
                    name: migration.name, problem: "\(violations.count) foreign key violations")
            }
            try AppliedMigrationRecord(
                number: migration.number, name: migration.name, sha256: migration.checksum, appliedAt: Date().ISO8601Format()
            ).insert(db)
            try db.execute(sql: "PRAGMA user_version = \(migration.number)")
        } catch let error as DatabaseError {
            throw CatalogStoreError.migrationFailed(name: migration.name, problem: error.message ?? "\(error)")
        }
    }
}
