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

/// The result of ``PresetDatabase/checkCatalog()``: one line per problem found.
package struct IntegrityReport: Hashable, Sendable {
    /// Lines of `PRAGMA integrity_check` other than `ok`.
    package let integrityProblems: [String]
    /// One line per `PRAGMA foreign_key_check` violation, e.g. `menu_items row 3 references a missing images row`.
    package let foreignKeyProblems: [String]
    /// Applied migrations whose text changed since, pending migrations, unknown migrations.
    package let migrationProblems: [String]
    /// One line per object that differs from what the migrations create, e.g. `has a trigger
    /// 'sneaky' that its migrations did not create` (see ``SchemaFinding``).
    package let schemaProblems: [String]
    /// The migrations applied to the catalog, by file name, in order.
    package let appliedMigrations: [String]

    /// Whether no problem was found.
    package var isHealthy: Bool {
        integrityProblems.isEmpty && foreignKeyProblems.isEmpty && migrationProblems.isEmpty && schemaProblems.isEmpty
    }

    /// All problems, one per line.
    package var problems: [String] { integrityProblems + foreignKeyProblems + migrationProblems + schemaProblems }
}
