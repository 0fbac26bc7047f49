import GRDB
import ParallaxEngine

/// A row that breaks rules of the schema (``SchemaRule``): a catalog written with
/// `PRAGMA ignore_check_constraints = 1`, or by other means than SQLite's own checks.
package struct RuleViolation: Hashable, Sendable {
    /// The row's table (`presets`).
    package let table: String
    /// The row's id in it.
    package let rowID: Int64
    /// The row's `name` column, for the tables that have one; nil for the others.
    package let name: String?
    /// The rules it breaks (`preset_name_is_slug`, `summary NOT NULL`), in the schema's order.
    package let rules: [String]

    /// What the row is, escaped and shortened as any text in a message: `presets row 7
    /// 'Fade\u{1B}[31m'`.
    package var subject: String {
        "\(table) row \(rowID)" + (name.map { " '\(messageText($0, limit: 80))'" } ?? "")
    }

    /// What is wrong with it: `breaks the schema's rule preset_name_is_slug`.
    package var problem: String {
        "breaks the schema's rule\(rules.count == 1 ? "" : "s") " + rules.map { messageText($0, limit: 200) }.joined(separator: ", ")
    }
}

extension PresetDatabase {
    /// Every row that breaks a CHECK or NOT NULL rule of the migrations' schema, one entry per
    /// row (with every rule it breaks), table by table in name order, rows in id order: each
    /// table is read once, by a query selecting the rows for which some rule's violation
    /// condition holds. A table whose rules cannot be run (a column missing from a tampered
    /// schema) is reported as one entry whose rules say why. Reads only.
    package func ruleViolations() throws -> [RuleViolation] {
        let rules = try ExpectedSchema.latest.get().rules
        let tables = Dictionary(grouping: rules, by: \.table).sorted { $0.key < $1.key }
        return try read { db in
            var violations: [RuleViolation] = []
            for (table, tableRules) in tables {
                do {
                    violations += try Self.violations(of: tableRules, in: table, db: db)
                } catch let error as DatabaseError {
                    violations.append(
                        RuleViolation(
                            table: table, rowID: 0, name: nil,
                            rules: ["(its rules cannot be checked: \(error.message ?? "SQLite error"))"]))
                }
            }
            return violations
        }
    }

    private static func violations(of rules: [SchemaRule], in table: String, db: Database) throws -> [RuleViolation] {
        let hasName = try db.columns(in: table).contains { SQLText.asciiLowercased($0.name) == "name" }
        let flags = rules.map { "coalesce(\($0.violation), 0)" }.joined(separator: ", ")
        let anyBroken = rules.map { "(\($0.violation))" }.joined(separator: " OR ")
        let sql = """
            SELECT rowid, \(hasName ? "name" : "NULL"), \(flags) FROM main.\(table.quotedDatabaseIdentifier)
            WHERE \(anyBroken) ORDER BY rowid
            """
        let rows = try Row.fetchCursor(db, sql: sql)
        var violations: [RuleViolation] = []
        while let row = try rows.next() {
            let broken = rules.indices.filter { (row[2 + $0] as Int64?) ?? 0 != 0 }.map { rules[$0].name }
            let name: String? = hasName ? (row[1] as String?) : nil
            violations.append(RuleViolation(table: table, rowID: row[0], name: name, rules: broken))
        }
        return violations
    }
}
