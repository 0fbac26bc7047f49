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
