import Foundation
import GRDB

/// One rule the rows of a table must keep, as the migrations declare it: a CHECK constraint or a
/// NOT NULL column. SQLite enforces them on every write, unless the writer turned them off
/// (`PRAGMA ignore_check_constraints = 1`) or wrote the file by other means; `validate` runs them
/// again over the rows (``PresetDatabase/ruleViolations()``). They are read from an empty database
/// the migrations were applied to (``ExpectedSchema``): the CHECK expressions from its tables'
/// SQL in `sqlite_master`, the NOT NULL columns from `PRAGMA table_xinfo`, so there is no second
/// copy of any rule, and the catalog being checked cannot weaken them by altering its own schema.
struct SchemaRule: Hashable, Sendable {
    /// The table whose rows the rule applies to.
    let table: String
    /// The constraint's name (`preset_name_is_slug`); `CHECK (…)` for an unnamed one;
    /// `name NOT NULL` for a column.
    let name: String
    /// An SQL condition true exactly for the rows that break the rule: `NOT (expression)` for a
    /// CHECK (whose expression passes when it is NULL, as SQLite has it), `typeof(column) =
    /// 'null'` for NOT NULL (not `column IS NULL`, which SQLite's planner folds to false for a
    /// column the schema declares NOT NULL, so it would never find the row it is looking for).
    let violation: String

    /// Every rule of every table of `db`'s main schema except SQLite's own.
    static func all(in db: Database) throws -> [SchemaRule] {
        let tables = try Row.fetchAll(db, sql: "SELECT name, sql FROM main.sqlite_master WHERE type = 'table' ORDER BY name")
        var rules: [SchemaRule] = []
        for row in tables {
            let table: String = row["name"]
            guard !SQLiteInternalTables.contains(table), let sql: String = row["sql"] else { continue }
            for check in CheckConstraints.all(in: sql) {
                rules.append(
                    SchemaRule(
                        table: table, name: check.name ?? "CHECK (\(check.expression))", violation: "NOT (\(check.expression))"))
            }
            let columns = try Row.fetchAll(db, sql: "SELECT name, \"notnull\" FROM pragma_table_xinfo(?)", arguments: [table])
            for column in columns where (column["notnull"] as Int?) == 1 {
                let name: String = column["name"]
                rules.append(
                    SchemaRule(table: table, name: "\(name) NOT NULL", violation: "typeof(\(name.quotedDatabaseIdentifier)) = 'null'"))
            }
        }
        return rules
    }
}

/// The CHECK constraints of a `CREATE TABLE` statement, read from its text: each `CHECK (…)`,
/// column or table constraint alike, with the name a `CONSTRAINT name` before it gives. String
/// literals, quoted identifiers and comments are skipped whole, so a parenthesis or the word
/// CHECK inside one is never mistaken for SQL.
enum CheckConstraints {
    /// One constraint: its name (nil when unnamed) and its expression's text as written.
    struct Check: Hashable, Sendable {
        let name: String?
        let expression: String
    }

    /// Every CHECK constraint of the statement `sql`, in order.
    static func all(in sql: String) -> [Check] {
        let scalars = Array(sql.unicodeScalars)
        var checks: [Check] = []
        var words: [String] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let end = endOfSkipped(in: scalars, at: index) {
                if let closing = SQLText.identifierQuotes[scalar] {
                    let inner = text(scalars, index + 1, end - 1)
                    words.append(inner.replacingOccurrences(of: "\(closing)\(closing)", with: "\(closing)"))
                }
                index = end
            } else if SQLText.isWordCharacter(scalar) {
                var end = index
                while end < scalars.count, SQLText.isWordCharacter(scalars[end]) { end += 1 }
                words.append(text(scalars, index, end))
                index = end
            } else if scalar == "(", let last = words.last, SQLText.asciiLowercased(last) == "check" {
                let end = endOfParenthesized(in: scalars, from: index)
                let named = words.count >= 3 && SQLText.asciiLowercased(words[words.count - 3]) == "constraint"
                checks.append(Check(name: named ? words[words.count - 2] : nil, expression: text(scalars, index + 1, end - 1)))
                words = []
                index = end
            } else {
                if !scalar.properties.isWhitespace { words.append(String(scalar)) }
                index += 1
            }
        }
        return checks
    }

    /// The text of `scalars[start..<end]`.
    private static func text(_ scalars: [Unicode.Scalar], _ start: Int, _ end: Int) -> String {
        String(String.UnicodeScalarView(scalars[start..<max(start, end)]))
    }

    /// The index just past the `)` matching the `(` at `start` (or the end of the text).
    private static func endOfParenthesized(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < scalars.count {
            if let end = endOfSkipped(in: scalars, at: index) {
                index = end
                continue
            }
            if scalars[index] == "(" { depth += 1 }
            if scalars[index] == ")" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return scalars.count
    }

    /// When a string literal, quoted identifier or comment starts at `index`, the index just past
    /// it, read as ``SQLText`` reads it.
    private static func endOfSkipped(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        let scalar = scalars[index]
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        if scalar == "-", next == "-" { return SQLText.endOfLineComment(in: scalars, from: index) }
        if scalar == "/", next == "*" { return SQLText.endOfBlockComment(in: scalars, from: index + 2) }
        let quote: Unicode.Scalar = "'"
        guard let closing = scalar == quote ? quote : SQLText.identifierQuotes[scalar] else { return nil }
        return SQLText.endOfQuoted(in: scalars, from: index, closing: closing)
    }
}
