import Foundation
import TestSupport
import Testing

extension CommandLineUntimedSuite {
    /// Rows that break the schema's CHECK rules, written with `PRAGMA ignore_check_constraints = 1`
    /// by the sqlite3 shell: `validate` reports each one, one line per row naming it (escaped),
    /// exits 65 and changes nothing; `publish` refuses the catalog; and a preset whose timeline
    /// cannot be read is named by `presets list`, which still lists the others.
    @Suite struct SchemaRuleTests {
        /// A bad value for the preset at each position (in id order) of the seed, what it breaks
        /// and how a message shows the row's name (worked out by hand from the escaping rules:
        /// control and bidirectional characters as Swift escapes, 80 characters then "…").
        struct BadRow {
            let assignment: String
            let shownName: String
            let rule: String
        }

        static let badRows: [BadRow] = [
            BadRow(assignment: "name = 'fade' || char(27) || '[31mup'", shownName: "fade\\u{1B}[31mup", rule: "preset_name_is_slug"),
            BadRow(assignment: "name = 'line' || char(10) || 'break'", shownName: "line\\nbreak", rule: "preset_name_is_slug"),
            BadRow(assignment: "name = 'evil' || char(8238) || 'exe'", shownName: "evil\\u{202E}exe", rule: "preset_name_is_slug"),
            BadRow(
                assignment: "name = replace(hex(zeroblob(500000)), '0', 'a')", shownName: String(repeating: "a", count: 80) + "…",
                rule: "preset_name_is_slug"),
            BadRow(assignment: "name = ''", shownName: "", rule: "preset_name_is_slug"),
            BadRow(assignment: "name = 'Upper-Case'", shownName: "Upper-Case", rule: "preset_name_is_slug"),
            BadRow(assignment: "name = '../menu'", shownName: "../menu", rule: "preset_name_is_slug"),
            BadRow(assignment: "revision = -5", shownName: "", rule: "preset_revision_positive"),
        ]

        /// A seeded catalog with the bad rows written, and the ids of the rows changed.
        static func brokenCatalog(in directory: TemporaryDirectory) throws -> (path: String, ids: [Int], names: [String]) {
            let path = directory.file("catalog.sqlite")
            try TemporaryCatalog.write(at: path)
            let rows = try Shell.output(["sqlite3", path, "SELECT id || ' ' || name FROM presets ORDER BY id"])
                .split(separator: "\n").map { $0.split(separator: " ") }
            #expect(rows.count >= badRows.count)
            let ids = rows.prefix(badRows.count).map { Int($0[0]) ?? 0 }
            let names = rows.prefix(badRows.count).map { String($0[1]) }
            var script = "PRAGMA ignore_check_constraints = 1;\n"
            for (id, row) in zip(ids, badRows) { script += "UPDATE presets SET \(row.assignment) WHERE id = \(id);\n" }
            let written = try SQLiteShell.run(path, script)
            #expect(written.status == 0, "\(written.standardError)")
            return (path, ids, names)
        }

        @Test func validateReportsEveryRowThatBreaksACheckRuleAndChangesNothing() throws {
            let directory = try TemporaryDirectory()
            let (path, ids, names) = try Self.brokenCatalog(in: directory)
            let dump = try SQLiteShell.dumpOfClosedFile(path)
            let result = try ToolRunner.run(["validate", "--catalog", path])
            #expect(result.exitCode == 65, "\(result.standardError)")
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            for (index, row) in Self.badRows.enumerated() {
                let shown = row.rule == "preset_revision_positive" ? names[index] : row.shownName
                let subject = "presets row \(ids[index]) '\(shown)'"
                let matching = lines.filter { $0.hasPrefix(subject + " ") || $0.hasPrefix(subject + "\t") || $0.contains(subject + "  ") }
                #expect(matching.count == 1, "\(subject): \(lines.filter { $0.contains("presets row") })")
                #expect(matching.first?.contains(row.rule) == true, "\(subject)")
            }
            // Every line is one line: no raw control or bidirectional character reached the output.
            #expect(!result.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
            #expect(result.standardOutput.utf8.count < 100_000)
            #expect(try SQLiteShell.dumpOfClosedFile(path) == dump)

            let json = try ToolRunner.run(["validate", "--catalog", path, "--format", "json"])
            let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let subjects = (report["problems"] as? [[String: Any]] ?? []).compactMap { $0["subject"] as? String }
            for id in ids {
                #expect(subjects.contains { $0.hasPrefix("presets row \(id) '") }, "row \(id): \(subjects)")
            }
        }

        /// A rule broken in every table of the schema, each written by the sqlite3 shell around
        /// SQLite's checks: a CHECK by `ignore_check_constraints` (an update of the table's first
        /// row, or an insert where the seed has no row), a NOT NULL by editing the stored schema
        /// for one statement and restoring it byte for byte. The rule each breaks is read by hand
        /// from migrations/. `validate` names every one of those rows with its rule, still reports
        /// what else it finds (the NULL row cannot be decoded, so the checks that read the
        /// images say they stopped, rather than the whole command failing with 70), and changes
        /// nothing; `publish` refuses the catalog. The tables covered are compared with the
        /// tables the migrations create (the sqlite3 shell applying migrations/*.sql), so a new
        /// table with rules needs a case here. Catches a NOT NULL rule written as `col IS NULL`
        /// (SQLite folds it to false on a NOT NULL column, so the row is never found), a rule
        /// list that skips a table, and a validate that stops at the first undecodable row.
        /// Writes NULL into `column` of row `id` of `table`, declared NOT NULL by the schema text
        /// `declaration`: SQLite enforces NOT NULL even with its checks off, so the sqlite3 shell
        /// drops the words from the stored schema for one update and restores them, byte for byte.
        static func writeNull(in path: String, table: String, column: String, declaration: String, id: Int) throws {
            let loose = declaration.replacingOccurrences(of: " NOT NULL", with: "")
            let schema = "SELECT sql FROM sqlite_master WHERE name = '\(table)'"
            let before = try Shell.output(["sqlite3", path, schema])
            try #require(before.contains(declaration), "\(table) has no '\(declaration)'")
            for statement in [
                "PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = replace(sql, '\(declaration)', '\(loose)') WHERE name = '\(table)';",
                "UPDATE \(table) SET \(column) = NULL WHERE id = \(id);",
                "PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = replace(sql, '\(loose)', '\(declaration)') WHERE name = '\(table)';",
            ] {
                let result = try SQLiteShell.run(path, statement)
                try #require(result.status == 0, "\(statement): \(result.standardError)")
            }
            try #require(try Shell.output(["sqlite3", path, schema]) == before)
            try #require(try Shell.output(["sqlite3", path, "SELECT typeof(\(column)) FROM \(table) WHERE id = \(id)"]) == "null\n")
        }

        @Test func aBrokenRuleInEveryTableIsReportedRowByRow() throws {
            let directory = try TemporaryDirectory()
            let path = directory.file("catalog.sqlite")
            try TemporaryCatalog.write(at: path)
            func first(_ table: String) throws -> Int {
                try #require(Int(try Shell.output(["sqlite3", path, "SELECT min(id) FROM \(table)"]).trimmingCharacters(in: .newlines)))
            }
            // table, the statement breaking the rule, the rule's name.
            var cases: [(table: String, id: Int, rule: String)] = []
            var script = "PRAGMA ignore_check_constraints = 1;\n"
            for (table, column, value, rule) in [
                ("images", "format", "'bmp'", "image_format_known"),
                ("tracks", "property", "'9lives'", "track_property_is_identifier"),
                ("menus", "title", "'   '", "menu_title_not_empty"),
                ("menu_items", "row_height", "0", "menu_item_row_height_positive"),
                ("keyframes", "at", "1.5", "keyframe_at_in_unit_interval"),
                ("preset_states", "color_space", "'cmyk'", "state_color_space_known"),
                ("state_values", "side", "'middle'", "state_value_side_known"),
                ("presets", "revision", "0", "preset_revision_positive"),
            ] {
                let id = try first(table)
                script += "UPDATE \(table) SET \(column) = \(value) WHERE id = \(id);\n"
                cases.append((table, id, rule))
            }
            // Tables the seed leaves empty: a new row.
            let preset = try first("presets")
            script += """
                INSERT INTO preset_revisions (id, preset_id, revision, definition, recorded_at)
                    VALUES (900, \(preset), 1, '[1]', '2026-01-01T00:00:00Z');
                INSERT INTO preset_children (id, preset_id, parent_id, position, name) VALUES (900, \(preset), NULL, 0, 'Bad Name');
                INSERT INTO merge_conflicts (id, entity, name, path) VALUES (900, 'widget', 'fade-up', '');
                """
            cases += [
                ("preset_revisions", 900, "preset_revision_definition_is_object"), ("preset_children", 900, "child_name_is_slug"),
                ("merge_conflicts", 900, "merge_conflict_entity_known"),
            ]
            let written = try SQLiteShell.run(path, script)
            #expect(written.status == 0, "\(written.standardError)")
            // NOT NULL: SQLite enforces it even then, so the schema is edited around one update.
            let nullImage = try #require(
                Int(try Shell.output(["sqlite3", path, "SELECT max(id) FROM images"]).trimmingCharacters(in: .newlines)))
            try Self.writeNull(
                in: path, table: "images", column: "uri", declaration: "uri TEXT NOT NULL CONSTRAINT", id: nullImage)
            cases.append(("images", nullImage, "uri NOT NULL"))

            let migrated = directory.file("migrated.sqlite")
            let migrations = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("migrations").path)
                .filter { $0.hasSuffix(".sql") }.sorted()
            for name in migrations {
                let sql = try String(contentsOf: repositoryRoot.appendingPathComponent("migrations/\(name)"), encoding: .utf8)
                #expect(try Shell.run(["sqlite3", migrated], input: Data(sql.utf8)).status == 0, "\(name)")
            }
            let tables = try Shell.output([
                "sqlite3", migrated, "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%CHECK%'",
            ])
            .split(separator: "\n").map(String.init)
            #expect(Set(cases.map(\.table)) == Set(tables), "tables with rules: \(tables.sorted())")

            let dump = try SQLiteShell.dumpOfClosedFile(path)
            let result = try ToolRunner.run(["validate", "--catalog", path, "--format", "json"])
            #expect(result.exitCode == 65, "\(result.standardError)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let problems = (report["problems"] as? [[String: Any]] ?? []).map {
                (subject: $0["subject"] as? String ?? "", problem: $0["problem"] as? String ?? "")
            }
            for (table, id, rule) in cases {
                let rows = problems.filter { $0.subject == "\(table) row \(id)" || $0.subject.hasPrefix("\(table) row \(id) '") }
                #expect(rows.count == 1, "\(table) row \(id): \(rows)")
                #expect(rows.first?.problem == "breaks the schema's rule \(rule)", "\(table) row \(id): \(rows)")
            }
            // The image whose uri is NULL cannot be decoded: the checks reading images say so, and the rest ran.
            #expect(problems.contains { $0.problem.hasPrefix("the images were not checked further: a row cannot be read") })
            #expect(problems.contains { $0.subject.hasPrefix("preset '") || $0.subject.hasPrefix("menu '") })
            #expect(try SQLiteShell.dumpOfClosedFile(path) == dump)

            let key = directory.file("signing.pem")
            #expect(try ToolRunner.run(["keys", "generate", "--out", key]).exitCode == 0)
            let out = directory.file("published")
            let published = try ToolRunner.run(["publish", "--catalog", path, "--key", key, "--version", "1", "--out", out])
            #expect(published.exitCode == 65 && published.standardError.contains("uri NOT NULL"), "\(published.standardError)")
            #expect(!FileManager.default.fileExists(atPath: out + "/manifest.json"))
            #expect(try SQLiteShell.dumpOfClosedFile(path) == dump)
        }

        @Test func publishRefusesWhatValidateRefuses() throws {
            let directory = try TemporaryDirectory()
            let (path, _, _) = try Self.brokenCatalog(in: directory)
            let dump = try SQLiteShell.dumpOfClosedFile(path)
            let key = directory.file("signing.pem")
            #expect(try ToolRunner.run(["keys", "generate", "--out", key]).exitCode == 0)
            let out = directory.file("published")
            let result = try ToolRunner.run(["publish", "--catalog", path, "--key", key, "--version", "1", "--out", out])
            #expect(result.exitCode == 65, "\(result.standardError)")
            #expect(result.standardError.contains("preset_name_is_slug"))
            #expect(!FileManager.default.fileExists(atPath: out + "/manifest.json"))
            #expect(try SQLiteShell.dumpOfClosedFile(path) == dump)
        }

        /// One preset's timeline is not one of the four kinds: the listing names it on stderr
        /// (exit 65) and prints every other preset; validate names it too.
        @Test func oneMalformedTimelineIsNamedAndTheRestIsListed() throws {
            let directory = try TemporaryDirectory()
            let path = directory.file("catalog.sqlite")
            try TemporaryCatalog.write(at: path)
            let all = try Shell.output(["sqlite3", path, "SELECT name FROM presets ORDER BY name"]).split(separator: "\n").map(String.init)
            let broken = try #require(all.first)
            let written = try SQLiteShell.run(
                path, "PRAGMA ignore_check_constraints = 1; UPDATE presets SET timeline = '{\"bogus\": 1}' WHERE name = '\(broken)';")
            #expect(written.status == 0)
            let dump = try SQLiteShell.dumpOfClosedFile(path)

            let listed = try ToolRunner.run(["presets", "list", "--catalog", path, "--format", "csv"])
            #expect(listed.exitCode == 65, "\(listed.standardError)")
            let names = listed.standardOutput.split(whereSeparator: \.isNewline).dropFirst().map { String($0.prefix { $0 != "," }) }
            #expect(names == Array(all.dropFirst()), "\(listed.standardOutput)\n\(listed.standardError)")
            #expect(
                listed.errorLines.first?.hasPrefix("preset-manager: preset '\(broken)' cannot be read") == true, "\(listed.standardError)")

            let validated = try ToolRunner.run(["validate", "--catalog", path])
            #expect(validated.exitCode == 65, "\(validated.standardError)")
            #expect(validated.standardOutput.contains("'\(broken)'"))
            #expect(validated.standardOutput.contains("preset_timeline_is_one_kind"))
            #expect(try SQLiteShell.dumpOfClosedFile(path) == dump)
        }
        /// One preset's summary is NULL (a NOT NULL column, written around SQLite's check): the
        /// row does not even decode. `presets list` names it on stderr (exit 65) and lists every
        /// other preset; `validate` names the row and its rule. Catches a listing that decodes
        /// the whole page at once (one bad row, and the command fails with 70 naming nothing).
        @Test func aPresetRowThatDoesNotDecodeIsNamedAndTheRestIsListed() throws {
            let directory = try TemporaryDirectory()
            let path = directory.file("catalog.sqlite")
            try TemporaryCatalog.write(at: path)
            let all = try Shell.output(["sqlite3", path, "SELECT name FROM presets ORDER BY name"]).split(separator: "\n").map(String.init)
            let broken = all[all.count / 2]
            let id = try #require(
                Int(
                    try Shell.output(["sqlite3", path, "SELECT id FROM presets WHERE name = '\(broken)'"]).trimmingCharacters(in: .newlines)
                ))
            try Self.writeNull(in: path, table: "presets", column: "summary", declaration: "summary TEXT NOT NULL", id: id)
            let dump = try SQLiteShell.dumpOfClosedFile(path)

            let listed = try ToolRunner.run(["presets", "list", "--catalog", path, "--format", "csv"])
            #expect(listed.exitCode == 65, "\(listed.standardError)")
            let names = listed.standardOutput.split(whereSeparator: \.isNewline).dropFirst().map { String($0.prefix { $0 != "," }) }
            #expect(names == all.filter { $0 != broken }, "\(listed.standardOutput)")
            #expect(
                listed.errorLines.first?.hasPrefix("preset-manager: preset '\(broken)' cannot be read") == true, "\(listed.standardError)")
            #expect(listed.errorLines.first?.contains("summary") == true, "\(listed.standardError)")

            let validated = try ToolRunner.run(["validate", "--catalog", path])
            #expect(validated.exitCode == 65, "\(validated.standardError)")
            #expect(validated.standardOutput.contains("presets row \(id) '\(broken)'"), "\(validated.standardOutput)")
            #expect(validated.standardOutput.contains("summary NOT NULL"))
            #expect(try SQLiteShell.dumpOfClosedFile(path) == dump)
        }
    }
}
