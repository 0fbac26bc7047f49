import GRDBSQLite

/// A bare SQLite connection through the C API, with no GRDB in between: the baseline side of
/// the storage benchmarks.
final class RawSQLiteConnection {
    let handle: OpaquePointer

    /// Opens the existing database file at `path` for writing, with the pragmas a writable
    /// catalog uses (foreign keys on, WAL).
    init(path: String) throws {
        var handle: OpaquePointer?
        let status = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil)
        guard status == SQLITE_OK, let handle else {
            if let handle { sqlite3_close_v2(handle) }
            throw WorkloadError(problem: "\(path): sqlite3_open_v2 failed with code \(status)")
        }
        self.handle = handle
        try execute("PRAGMA foreign_keys = ON; PRAGMA journal_mode = WAL")
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` (one or more statements without parameters).
    func execute(_ sql: String) throws {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw error(status, while: sql) }
    }

    /// Compiles `sql` once, to bind and step many times.
    func prepare(_ sql: String) throws -> RawSQLiteStatement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else { throw error(status, while: sql) }
        return RawSQLiteStatement(statement, connection: self)
    }

    /// The row id of the last inserted row.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    func error(_ status: Int32, while sql: String) -> WorkloadError {
        WorkloadError(problem: "SQLite error \(status) (\(String(cString: sqlite3_errmsg(handle)))) running: \(sql)")
    }
}
