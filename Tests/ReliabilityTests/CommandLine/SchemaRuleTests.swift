import Foundation
import TestSupport
import Testing

extension CommandLineSuite {
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
    }
}
