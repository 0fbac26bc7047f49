import GRDB

/// Reads a catalog's record of applied migrations (`catalog_migrations`, `PRAGMA user_version`)
/// with one statement each, stepped with the SQLite C API (``Statement/forEachRow(binding:owner:_:)``).
/// GRDB's `tableExists` loads and caches the whole schema, and its records make a `Row` and a
/// decoder per row; for the handful of rows every opening reads, that cost more than the rest of
/// a read-only opening's checks.
enum AppliedMigrations {
    /// Whether the main database has a `catalog_migrations` table (SQLite's names ignore case).
    static func tableExists(in db: Database) throws -> Bool {
        var exists = false
        try db.makeStatement(
            sql: "SELECT 1 FROM main.sqlite_master WHERE type = 'table' AND name = 'catalog_migrations' COLLATE NOCASE"
        ).forEachRow(binding: { _ in }, owner: "catalog_migrations") { _ in exists = true }
        return exists
    }

    /// Every row, its columns read by position in ``selection``'s order.
    private static let selectAll =
        "SELECT \(selection.selectList()) FROM \(AppliedMigrationRecord.databaseTableName) ORDER BY number"
    static let selection = [
        AppliedMigrationRecord.Columns.number, AppliedMigrationRecord.Columns.name, AppliedMigrationRecord.Columns.sha256,
        AppliedMigrationRecord.Columns.appliedAt,
    ]

    /// The rows of `catalog_migrations` in number order; empty when the table does not exist.
    /// - Throws: ``PresetDatabaseError/invalidField(owner:field:problem:)`` for a row with a NULL column.
    static func all(in db: Database) throws -> [AppliedMigrationRecord] {
        guard try tableExists(in: db) else { return [] }
        var rows: [AppliedMigrationRecord] = []
        try db.makeStatement(sql: selectAll)
            .forEachRow(binding: { _ in }, owner: "catalog_migrations") { columns in
                rows.append(
                    AppliedMigrationRecord(
                        number: try columns.required(0, "number"), name: try columns.required(1, "name"),
                        sha256: try columns.required(2, "sha256"), appliedAt: try columns.required(3, "applied_at")))
            }
        return rows
    }

    /// `PRAGMA user_version`: the number of the last migration applied.
    static func userVersion(in db: Database) throws -> Int {
        var version = 0
        try db.makeStatement(sql: "PRAGMA user_version").forEachRow(binding: { _ in }, owner: "catalog") { columns in
            version = try columns.required(0, "user_version")
        }
        return version
    }
}
