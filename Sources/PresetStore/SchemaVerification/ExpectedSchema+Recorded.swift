import GRDBSQLite

extension ExpectedSchema {
    /// What ``latest`` works out for this library's migrations, recorded so that a read-only
    /// opening of a catalog whose schema is exactly that needs neither to apply the migrations
    /// to a database in memory nor to compare the schemas object by object (most of a
    /// `presets list`'s time before). A catalog whose fingerprint differs, or an SQLite that
    /// stores the migrations' text otherwise, takes the full comparison, so a stale record costs
    /// time, never trust; `ExpectedSchemaTests` fails with the new values when a migration
    /// changes them or another SQLite is linked.
    enum Recorded {
        /// ``ExpectedSchema/fingerprint`` of all the migrations.
        static let fingerprint = "cf5d7e5f270b7f8b0e02e4ae0bfc59c70c77a9dcbe6321dae34b147a4e563c08"
        /// ``ExpectedSchema/hasTriggers`` of all the migrations.
        static let hasTriggers = false
        /// ``ExpectedSchema/hasViews`` of all the migrations.
        static let hasViews = false
        /// ``ExpectedSchema/loadsWithUntrustedSchema`` of all the migrations, with the SQLite
        /// named by ``sqliteVersion``.
        static let loadsWithUntrustedSchema = false
        /// The SQLite the record was made with (`sqlite3_libversion()`): how it stores the
        /// migrations' text and whether it loads them with `trusted_schema` off are its own, so
        /// the record is used with it only.
        static let sqliteVersion = "3.40.1"

        /// Whether the linked SQLite is the one the record was made with.
        static var appliesToLinkedSQLite: Bool { String(cString: sqlite3_libversion()) == sqliteVersion }
    }
}
