import GRDB

extension PresetDatabase {
    /// Checks the catalog against itself: `PRAGMA integrity_check`, `PRAGMA foreign_key_check`,
    /// the recorded SHA-256 of every applied migration against the library's migration text, and
    /// the schema object by object against what those migrations create. Reads only; works on
    /// read-only catalogs.
    package func checkCatalog() throws -> IntegrityReport {
        try read { db in
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
            let foreignKeys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { row -> String in
                let table: String = row["table"]
                let rowID: Int64? = row["rowid"]
                let parent: String = row["parent"]
                return "\(table) row \(rowID.map(String.init) ?? "?") references a missing \(parent) row"
            }
            let status = try MigrationStatus(db, migrations: Migration.embedded)
            let migrationProblems =
                status.changedDescriptions
                + status.pending.map { "migration \($0.name) is not applied" }
                + status.unknown.map { "migration \($0.name) is unknown to this library" }
            return IntegrityReport(
                integrityProblems: integrity, foreignKeyProblems: foreignKeys,
                migrationProblems: migrationProblems, schemaProblems: try Self.schemaFindings(in: db).map(\.description),
                appliedMigrations: status.applied.map(\.name))
        }
    }
}
