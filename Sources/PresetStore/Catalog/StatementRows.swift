import Foundation
import GRDB
import GRDBSQLite

/// The columns of one result row of a statement stepped by ``Statement/forEachRow(binding:owner:_:)``,
/// read straight from SQLite by their index in the statement's SELECT list.
struct ResultColumns {
    let statement: SQLiteStatement
    /// Names the row in errors (`preset 'fade-up'`).
    let owner: String
    /// The SELECT list's index of this view's column 0: a joined statement reads one record's
    /// columns after another's.
    private let base: CInt

    init(statement: SQLiteStatement, owner: String, base: CInt = 0) {
        self.statement = statement
        self.owner = owner
        self.base = base
    }

    /// The same row, its column 0 being this view's column `offset`.
    func shifted(by offset: CInt) -> ResultColumns {
        ResultColumns(statement: statement, owner: owner, base: base + offset)
    }

    /// Column `index`, nil when it is NULL.
    @inline(__always)
    func optional<Value: StatementColumnConvertible>(_ index: CInt) -> Value? {
        let column = base + index
        return sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : Value(sqliteStatement: statement, index: column)
    }

    /// Column `index`, which the schema declares NOT NULL.
    /// - Throws: ``PresetDatabaseError/invalidField(owner:field:problem:)`` naming `field` when it is NULL.
    @inline(__always)
    func required<Value: StatementColumnConvertible>(_ index: CInt, _ field: String) throws -> Value {
        guard let value: Value = optional(index) else {
            throw PresetDatabaseError.invalidField(owner: owner, field: field, problem: "is missing")
        }
        return value
    }

    /// Column `index` as a date (the store's text form), which the schema declares NOT NULL.
    func date(_ index: CInt, _ field: String) throws -> Date {
        guard let date = Date(sqliteStatement: statement, index: base + index) else {
            throw PresetDatabaseError.invalidField(owner: owner, field: field, problem: "is not a date")
        }
        return date
    }
}

extension Statement {
    /// Runs the statement (a cached SELECT) with `arguments`, handing each result row to `body`.
    /// GRDB's records and cursors make a `Row` for every query, with a dictionary of its
    /// lowercased column names: for the few short queries of one preset read, that costs more
    /// than the queries. This steps the statement with the SQLite C API instead.
    /// Its parameters are bound by `bind`, in order, straight to SQLite (GRDB's
    /// `StatementArguments` box and validate every value first).
    func forEachRow(
        binding bind: (inout RowBindings) -> Void, owner: String, _ body: (ResultColumns) throws -> Void
    ) throws {
        sqlite3_reset(sqliteStatement)
        sqlite3_clear_bindings(sqliteStatement)
        var bindings = RowBindings(statement: sqliteStatement)
        bind(&bindings)
        defer { sqlite3_reset(sqliteStatement) }
        let columns = ResultColumns(statement: sqliteStatement, owner: owner)
        while true {
            let code = sqlite3_step(sqliteStatement)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else {
                throw DatabaseError(
                    resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(sqlite3_db_handle(sqliteStatement))),
                    sql: sql)
            }
            try body(columns)
        }
    }
}

/// The values of one row to write, bound in order to a statement's parameters (`?1`, `?2`, …).
struct RowBindings {
    let statement: SQLiteStatement
    private var index: CInt = 1

    init(statement: SQLiteStatement) {
        self.statement = statement
    }

    /// Binds the next parameter: NULL for nil.
    mutating func bind(_ value: Int64?) {
        if let value { sqlite3_bind_int64(statement, index, value) } else { sqlite3_bind_null(statement, index) }
        index += 1
    }

    /// Binds the next parameter: NULL for nil.
    mutating func bind(_ value: Int?) {
        bind(value.map(Int64.init))
    }

    /// Binds the next parameter: NULL for nil (and, as SQLite stores it, for NaN).
    mutating func bind(_ value: Double?) {
        if let value { sqlite3_bind_double(statement, index, value) } else { sqlite3_bind_null(statement, index) }
        index += 1
    }

    /// Binds the next parameter, copied: NULL for nil.
    mutating func bind(_ value: String?) {
        if let value {
            sqlite3_bind_text(statement, index, value, -1, Self.transient)
        } else {
            sqlite3_bind_null(statement, index)
        }
        index += 1
    }

    /// SQLite's `SQLITE_TRANSIENT`: the text is copied before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

extension Statement {
    /// Runs the statement (a cached INSERT or DELETE) once with the values `bind` binds in
    /// order. GRDB's `execute(arguments:)` boxes every value into an array of existentials and
    /// binds through them, which costs more than SQLite's own work for a short row.
    /// - Throws: a `DatabaseError` as GRDB throws it (extended result code, SQLite's message).
    func execute(binding bind: (inout RowBindings) -> Void) throws {
        sqlite3_reset(sqliteStatement)
        sqlite3_clear_bindings(sqliteStatement)
        var bindings = RowBindings(statement: sqliteStatement)
        bind(&bindings)
        let code = sqlite3_step(sqliteStatement)
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(sqlite3_db_handle(sqliteStatement)))
            sqlite3_reset(sqliteStatement)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
        }
        sqlite3_reset(sqliteStatement)
    }
}
