/// The result of ``CatalogStore/checkCatalog()``: one line per problem found.
public struct CatalogCheckReport: Hashable, Sendable {
    /// Lines of `PRAGMA integrity_check` other than `ok`.
    public let integrityProblems: [String]
    /// One line per `PRAGMA foreign_key_check` violation, e.g. `menu_items row 3 references a missing images row`.
    public let foreignKeyProblems: [String]
    /// Applied migrations whose text changed since, pending migrations, unknown migrations.
    public let migrationProblems: [String]
    /// One line per object that differs from what the migrations create, e.g. `has a trigger
    /// 'sneaky' that its migrations did not create` (see ``SchemaFinding``).
    public let schemaProblems: [String]
    /// The migrations applied to the catalog, by file name, in order.
    public let appliedMigrations: [String]

    /// Whether no problem was found.
    public var isHealthy: Bool {
        integrityProblems.isEmpty && foreignKeyProblems.isEmpty && migrationProblems.isEmpty && schemaProblems.isEmpty
    }

    /// All problems, one per line.
    public var problems: [String] { integrityProblems + foreignKeyProblems + migrationProblems + schemaProblems }
}
