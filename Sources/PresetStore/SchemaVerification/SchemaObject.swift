import GRDB

/// One row of a database's `sqlite_master`: a table, index, trigger or view and the SQL that
/// creates it, as the schema comparison sees it.
struct SchemaObject: Hashable, Sendable {
    /// `table`, `index`, `trigger` or `view`.
    let type: String
    /// The object's name as stored.
    let name: String
    /// The table an index or trigger belongs to (a table's or view's own name).
    let tableName: String
    /// The creating statement as stored (nil for the indexes SQLite makes for UNIQUE and
    /// PRIMARY KEY constraints).
    let sql: String?
    /// A table's columns, in order, as `PRAGMA table_xinfo` describes them; empty for the others.
    let columns: [String]

    /// What identifies an object across two schemas: SQLite compares names without regard to
    /// ASCII case, and triggers have a namespace of their own (tables, views and indexes share
    /// one).
    var key: String {
        (type == "trigger" ? "trigger " : "relation ") + SQLText.asciiLowercased(name)
    }

    /// Every object of the `main` schema of `db` except SQLite's own bookkeeping tables
    /// (``SQLiteInternalTables``).
    static func all(in db: Database) throws -> [SchemaObject] {
        let rows = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM main.sqlite_master ORDER BY type, name")
        return rows.compactMap { row in
            // Optional reads: a crafted file may hold rows SQLite never writes.
            let type: String = row["type"] ?? ""
            let name: String = row["name"] ?? ""
            guard !(type == "table" && SQLiteInternalTables.contains(name)) else { return nil }
            return SchemaObject(
                type: type, name: name, tableName: row["tbl_name"] ?? "", sql: row["sql"],
                columns: type == "table" ? columns(ofTable: name, in: db) : [])
        }
    }

    /// One line per column: name, declared type, NOT NULL, default, primary-key position, hidden.
    /// Empty when SQLite cannot describe the table (a virtual table of a module this build
    /// lacks): the comparison then still sees the table, by its SQL.
    private static func columns(ofTable table: String, in db: Database) -> [String] {
        let rows = (try? Row.fetchAll(db, sql: "SELECT * FROM pragma_table_xinfo(?)", arguments: [table])) ?? []
        return rows.map { row in
            let name: String = row["name"]
            let type: String = row["type"]
            let notNull: Int = row["notnull"]
            let defaultValue: String? = row["dflt_value"]
            let primaryKey: Int = row["pk"]
            let hidden: Int = row["hidden"]
            return
                "\(SQLText.asciiLowercased(name)) \(SQLText.asciiLowercased(type)) \(notNull) \(defaultValue ?? "-") \(primaryKey) \(hidden)"
        }
    }
}

/// The tables SQLite itself creates in a database and may add to any file: `sqlite_sequence`
/// (AUTOINCREMENT) and `sqlite_stat1`…`sqlite_stat4` (ANALYZE). They hold no catalog data and
/// run no code, so the comparison ignores them. Only these exact names count: a trigger, view or
/// index whose name merely starts with `sqlite` is compared like any other object.
enum SQLiteInternalTables {
    /// Their names, in lowercase.
    static let names: Set<String> = ["sqlite_sequence", "sqlite_stat1", "sqlite_stat2", "sqlite_stat3", "sqlite_stat4"]

    /// Whether `name` is one of them (SQLite names ignore ASCII case).
    static func contains(_ name: String) -> Bool {
        names.contains(SQLText.asciiLowercased(name))
    }
}
