import Foundation
import GRDB
import GRDBSQLite

/// The columns of one result row of a statement stepped by ``Statement/forEachRow(arguments:_:)``,
/// read straight from SQLite by their index in the statement's SELECT list.
struct ResultColumns {
    let statement: SQLiteStatement
    /// Names the row in errors (`preset 'fade-up'`).
    let owner: String

    /// Column `index`, nil when it is NULL.
    @inline(__always)
    func optional<Value: StatementColumnConvertible>(_ index: CInt) -> Value? {
        sqlite3_column_type(statement, index) == SQLITE_NULL ? nil : Value(sqliteStatement: statement, index: index)
    }

    /// Column `index`, which the schema declares NOT NULL.
    /// - Throws: ``CatalogStoreError/invalidField(owner:field:problem:)`` naming `field` when it is NULL.
    @inline(__always)
    func required<Value: StatementColumnConvertible>(_ index: CInt, _ field: String) throws -> Value {
        guard let value: Value = optional(index) else {
            throw CatalogStoreError.invalidField(owner: owner, field: field, problem: "is missing")
        }
        return value
    }

    /// Column `index` as a date (the store's text form), which the schema declares NOT NULL.
    func date(_ index: CInt, _ field: String) throws -> Date {
        guard let date = Date(sqliteStatement: statement, index: index) else {
            throw CatalogStoreError.invalidField(owner: owner, field: field, problem: "is not a date")
        }
        return date
    }
}

extension Statement {
    /// Runs the statement (a cached SELECT) with `arguments`, handing each result row to `body`.
    /// GRDB's records and cursors make a `Row` for every query, with a dictionary of its
    /// lowercased column names: for the few short queries of one preset read, that costs more
    /// than the queries. This steps the statement with the SQLite C API instead.
    func forEachRow(arguments: StatementArguments, owner: String, _ body: (ResultColumns) throws -> Void) throws {
        try setArguments(arguments)
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
