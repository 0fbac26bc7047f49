import GRDB

/// What a catalog's schema must be: the objects its applied migrations create, plus the store's
/// bookkeeping tables, read from the `sqlite_master` of an in-memory database those migrations
/// were just applied to. Deriving it at run time from ``Migration/embedded`` keeps every later
/// migration covered without a second copy of the schema.
struct ExpectedSchema: Sendable {
    /// Every object, as ``SchemaObject/all(in:)`` reads it.
    let objects: [SchemaObject]
    /// Whether SQLite loads this schema on a connection with `PRAGMA trusted_schema = OFF`. It
    /// does not when a CHECK constraint, default, index or generated column calls a function
    /// the linked SQLite does not mark innocuous (before SQLite tags the JSON functions so,
    /// `json_valid()` in a CHECK makes the whole schema fail to load).
    let loadsWithUntrustedSchema: Bool

    /// The schema's ``SchemaFingerprint``.
    let fingerprint: String
    /// Every CHECK and NOT NULL rule of its tables (``SchemaRule``).
    let rules: [SchemaRule]

    /// Whether the migrations create any trigger.
    var hasTriggers: Bool { objects.contains { $0.type == "trigger" } }
    /// Whether the migrations create any view.
    var hasViews: Bool { objects.contains { $0.type == "view" } }

    /// The schema of all the library's migrations, worked out once.
    static let latest: Result<ExpectedSchema, PresetDatabaseError> = {
        do {
            return .success(try building(Migration.embedded))
        } catch {
            return .failure(.migrationFailed(name: "(applying the migrations to an empty database)", problem: "\(error)"))
        }
    }()

    /// The schema `migrations` create, applied in order to an empty database.
    static func applying(_ migrations: [Migration]) throws -> ExpectedSchema {
        migrations == Migration.embedded ? try latest.get() : try building(migrations)
    }

    private static func building(_ migrations: [Migration]) throws -> ExpectedSchema {
        // A plain connection: these are the library's own statements, and the hardened
        // configuration itself depends on the result.
        let queue = try DatabaseQueue()
        let objects = try queue.write { db in
            for table in StoreBookkeeping.tables { try db.execute(sql: table.creationSQL) }
            for migration in migrations { try db.execute(sql: migration.sql) }
            return (all: try SchemaObject.all(in: db), fingerprint: try SchemaFingerprint.of(db), rules: try SchemaRule.all(in: db))
        }
        // Reloading the schema with trusted_schema off makes SQLite parse every statement again
        // as it would when opening a file; it fails on the first unsafe function.
        let loadsUntrusted =
            (try? queue.inDatabase { db in
                try db.execute(sql: "PRAGMA trusted_schema = OFF; PRAGMA writable_schema = RESET")
                return try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
            }) != nil
        try queue.close()
        return ExpectedSchema(
            objects: objects.all, loadsWithUntrustedSchema: loadsUntrusted, fingerprint: objects.fingerprint, rules: objects.rules)
    }
}

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
