import Foundation
import GRDB
import TestSupport
import Testing

@testable import PresetStore

/// The rules `validate` runs over the rows come from the migrations' own schema: every CHECK of
/// every table, read from its SQL, and every NOT NULL column.
@Suite struct SchemaRuleTests {
    /// The constraints of a statement written to trip a careless reader: parentheses, the word
    /// CHECK and a doubled quote inside strings, quoted identifiers and comments; nested
    /// parentheses; column and table constraints, named and not. Expected by hand.
    @Test func checksAreReadWholeWhateverTheirTextHolds() {
        let sql = """
            CREATE TABLE "odd table" (
                a TEXT CONSTRAINT "a is ok" CHECK (a <> ')' AND a <> 'CHECK (x)' AND a <> 'it''s'),
                -- a comment with CHECK (nothing) in it
                b INTEGER CHECK ((b + 1) * (b - 1) > 0), /* CHECK (b) */
                [c d] REAL NOT NULL,
                CONSTRAINT pair CHECK ("a" IS NOT NULL OR [c d] > 0)
            )
            """
        #expect(
            CheckConstraints.all(in: sql) == [
                .init(name: "a is ok", expression: "a <> ')' AND a <> 'CHECK (x)' AND a <> 'it''s'"),
                .init(name: nil, expression: "(b + 1) * (b - 1) > 0"),
                .init(name: "pair", expression: "\"a\" IS NOT NULL OR [c d] > 0"),
            ])
    }

    /// The presets table's rules, listed by hand from migrations 0001, 0002 and 0005.
    @Test func thePresetsTableHasItsMigrationsRules() throws {
        let rules = try ExpectedSchema.latest.get().rules.filter { $0.table == "presets" }.map(\.name)
        #expect(
            Set(rules) == [
                "preset_name_is_slug", "preset_kind_known", "preset_axis_known", "preset_timeline_is_one_kind",
                "preset_revision_positive", "preset_reduced_motion_known", "name NOT NULL", "kind NOT NULL", "axis NOT NULL",
                "summary NOT NULL", "timeline NOT NULL", "revision NOT NULL", "created_at NOT NULL", "updated_at NOT NULL",
                "reduced_motion NOT NULL", "preset_smoothing_not_empty",
            ])
        #expect(rules.count == 16)
    }

    /// Every CHECK the migrations name is run: the set of constraint names the rules carry is
    /// the set of `CONSTRAINT name CHECK` the migration files spell (keyframes' rebuilt table
    /// renames one, so 0001's keyframe_color_is_hex is gone and 0003's keyframe_color_not_empty
    /// is there).
    @Test func everyNamedCheckOfTheMigrationsIsARule() throws {
        var spelled: Set<String> = []
        for migration in Migration.embedded {
            let words = migration.sql.split(whereSeparator: { $0.isWhitespace || $0 == "(" })
            for index in words.indices.dropLast(2) where words[index] == "CONSTRAINT" && words[index + 2] == "CHECK" {
                spelled.insert(String(words[index + 1]))
            }
        }
        spelled.remove("keyframe_color_is_hex")
        let named = Set(try ExpectedSchema.latest.get().rules.map(\.name).filter { !$0.contains(" ") })
        #expect(named == spelled)
    }

    /// A row written with the checks off is found, with each rule it breaks; a NULL where a CHECK
    /// expression needs a value passes, as SQLite has it; a sound catalog has no violation.
    @Test func rowsWrittenWithTheChecksOffAreFoundRowByRow() throws {
        let catalog = try TemporaryCatalog()
        let store = try PresetDatabase.openWritable(at: catalog.path)
        #expect(try store.ruleViolations() == [])
        try store.close()
        let id = try Shell.output(["sqlite3", catalog.path, "SELECT min(id) FROM presets"]).trimmingCharacters(in: .whitespacesAndNewlines)
        try SQLiteShell.run(
            catalog.path,
            """
            PRAGMA ignore_check_constraints = 1;
            UPDATE presets SET name = 'Bad Name', revision = 0 WHERE id = \(id);
            UPDATE menus SET title = '  ' WHERE id = (SELECT min(id) FROM menus);
            """)
        let reopened = try PresetDatabase.openReadOnly(at: catalog.path)
        defer { try? reopened.close() }
        let menuID = try Int64(
            Shell.output(["sqlite3", catalog.path, "SELECT min(id) FROM menus"]).trimmingCharacters(in: .whitespacesAndNewlines))
        let found = try reopened.ruleViolations()
        #expect(
            found == [
                RuleViolation(table: "menus", rowID: try #require(menuID), name: found.first?.name, rules: ["menu_title_not_empty"]),
                RuleViolation(
                    table: "presets", rowID: try #require(Int64(id)), name: "Bad Name",
                    rules: ["preset_name_is_slug", "preset_revision_positive"]),
            ])
        #expect(found.last?.subject == "presets row \(id) 'Bad Name'")
        #expect(found.last?.problem == "breaks the schema's rules preset_name_is_slug, preset_revision_positive")
    }
}
