import GRDBSQLite

/// A prepared statement of a ``RawSQLiteConnection``: bind parameters (1-based), step, reset.
final class RawSQLiteStatement {
    private let statement: OpaquePointer
    private let connection: RawSQLiteConnection

    /// SQLite copies bound text before `bind` returns (`SQLITE_TRANSIENT`).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(_ statement: OpaquePointer, connection: RawSQLiteConnection) {
        self.statement = statement
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(statement)
    }

    func bind(_ value: Int64, at index: Int32) {
        sqlite3_bind_int64(statement, index, value)
    }

    func bind(_ value: Double, at index: Int32) {
        sqlite3_bind_double(statement, index, value)
    }

    func bind(_ value: String, at index: Int32) {
        sqlite3_bind_text(statement, index, value, -1, Self.transient)
    }

    func bindNull(at index: Int32) {
        sqlite3_bind_null(statement, index)
    }

    /// Runs an insert (or any statement returning no rows), then resets it for the next binding.
    func run() throws {
        let status = sqlite3_step(statement)
        sqlite3_reset(statement)
        guard status == SQLITE_DONE else {
            throw connection.error(status, while: String(cString: sqlite3_sql(statement)))
        }
    }
}
