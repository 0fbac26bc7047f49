import GRDB
import SQLiteHardening

/// The defences every catalog connection gets as it opens, from SQLite's advice for database
/// files of uncertain origin ("Defense Against The Dark Arts", https://www.sqlite.org/security.html),
/// where they do not break the project's own schema:
///
/// - `SQLITE_DBCONFIG_DEFENSIVE`: no SQL can corrupt the file on purpose (`writable_schema`,
///   `journal_mode = OFF`, `schema_version = N`, writes to `sqlite_dbpage`).
/// - `SQLITE_DBCONFIG_ENABLE_TRIGGER` and `SQLITE_DBCONFIG_ENABLE_VIEW` off while the migrations
///   create no trigger and no view: a planted trigger never fires and a planted view cannot be
///   read, even on a connection that skipped verification. Foreign-key actions (`ON DELETE
///   CASCADE`, `RESTRICT`) are not triggers and keep working.
/// - `PRAGMA trusted_schema = OFF` when the linked SQLite loads the project's schema with it
///   (see ``ExpectedSchema/loadsWithUntrustedSchema``).
/// - `PRAGMA cell_size_check = ON` (malformed b-tree pages are caught as they are read) and
///   `PRAGMA mmap_size = 0` (no memory-mapped I/O on a file someone else may have crafted).
enum ConnectionHardening {
    /// What the connections get, decided once from the project's schema and the linked SQLite.
    struct Settings: Sendable {
        /// Whether triggers may fire: only when the migrations create some.
        let triggersEnabled: Bool
        /// Whether views may be used: only when the migrations create some.
        let viewsEnabled: Bool
        /// Whether `PRAGMA trusted_schema = OFF` is set.
        let trustedSchemaOff: Bool
    }

    /// The settings for this library's schema and the linked SQLite.
    static let settings: Result<Settings, PresetDatabaseError> = ExpectedSchema.latest.map { schema in
        Settings(
            triggersEnabled: schema.hasTriggers, viewsEnabled: schema.hasViews, trustedSchemaOff: schema.loadsWithUntrustedSchema)
    }

    /// The settings ``settings`` works out, as recorded (``ExpectedSchema/Recorded``), for
    /// connections to a catalog whose schema is exactly the recorded one, without applying the
    /// migrations.
    static let recorded = Settings(
        triggersEnabled: ExpectedSchema.Recorded.hasTriggers, viewsEnabled: ExpectedSchema.Recorded.hasViews,
        trustedSchemaOff: ExpectedSchema.Recorded.loadsWithUntrustedSchema)

    /// Hardens the connection `db` (GRDB's `Configuration.prepareDatabase`) with `settings`.
    /// - Throws: ``PresetDatabaseError/database(message:)`` if SQLite refuses a setting.
    static func harden(_ db: Database, with settings: Settings) throws {
        try set(.defensive, to: true, named: "SQLITE_DBCONFIG_DEFENSIVE", on: db)
        try set(.triggers, to: settings.triggersEnabled, named: "SQLITE_DBCONFIG_ENABLE_TRIGGER", on: db)
        try set(.views, to: settings.viewsEnabled, named: "SQLITE_DBCONFIG_ENABLE_VIEW", on: db)
        try db.execute(sql: "PRAGMA cell_size_check = ON; PRAGMA mmap_size = 0")
        if settings.trustedSchemaOff { try db.execute(sql: "PRAGMA trusted_schema = OFF") }
    }

    private static func set(_ option: SQLiteHardeningOption, to on: Bool, named name: String, on db: Database) throws {
        guard sqlite_hardening_config(db.sqliteConnection, option, on ? 1 : 0) == (on ? 1 : 0) else {
            throw PresetDatabaseError.database(message: "SQLite refused to turn \(name) \(on ? "on" : "off")")
        }
    }
}
