import GRDB

/// A row of `catalog_migrations`: one applied migration and the SHA-256 of its text.
struct AppliedMigrationRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "catalog_migrations"

    /// The table, created by the runner in the same transaction as the first migration.
    static let creationSQL = """
        CREATE TABLE IF NOT EXISTS catalog_migrations (
            number INTEGER PRIMARY KEY CHECK (number >= 1),
            name TEXT NOT NULL,
            sha256 TEXT NOT NULL CHECK (length(sha256) = 64),
            applied_at TEXT NOT NULL
        ) STRICT
        """

    var number: Int
    var name: String
    var sha256: String
    /// ISO 8601 text, kept as text so any writer's format reads back.
    var appliedAt: String

    enum CodingKeys: String, CodingKey {
        case number, name, sha256
        case appliedAt = "applied_at"
    }

    enum Columns {
        static let number = Column(CodingKeys.number)
        static let name = Column(CodingKeys.name)
        static let sha256 = Column(CodingKeys.sha256)
        static let appliedAt = Column(CodingKeys.appliedAt)
    }
}
