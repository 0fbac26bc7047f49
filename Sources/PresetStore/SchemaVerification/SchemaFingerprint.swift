import GRDB

/// One digest of a database's whole schema as SQLite stores it: every row of `sqlite_master`
/// (type, name, table and creating SQL, each quoted by SQLite's `quote()` so no text can pass
/// for another), in type and name order, SQLite's own tables (``SQLiteInternalTables``) left
/// out. Two databases with the same fingerprint hold the same objects made by the same
/// statements, so a catalog whose fingerprint is ``ExpectedSchema/Recorded/fingerprint`` has
/// exactly the schema its migrations create, found with one query instead of applying the
/// migrations to a database in memory and comparing object by object.
enum SchemaFingerprint {
    /// The fingerprint of the schema of `db`'s `main` database: SHA-256, 64 hex digits.
    static func of(_ db: Database) throws -> String {
        let internalTables = SQLiteInternalTables.names.sorted().map { "'\($0)'" }.joined(separator: ", ")
        let lines = try String.fetchAll(
            db,
            sql: """
                SELECT quote(type) || ',' || quote(name) || ',' || quote(tbl_name) || ',' || quote(sql)
                FROM main.sqlite_master
                WHERE NOT (type = 'table' AND lower(name) IN (\(internalTables)))
                ORDER BY type, name
                """)
        return SHA256.hexDigest(of: lines.joined(separator: "\n"))
    }
}
