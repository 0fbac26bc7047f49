import Foundation
import GRDB
import TestSupport
import Testing

extension CommandLineUntimedSuite {
    /// Cross-entity rules hold under races: two `preset-manager` processes started together,
    /// one deleting a preset while the other adds a menu item that uses it, round after round.
    /// Each write checks its references in the transaction that writes, so exactly one of the
    /// two wins each round, the loser says why in one line, and no item ever points at a preset
    /// that is gone.
    @Suite struct ReferenceRaceTests {
        static let rounds = 40

        /// A catalog document holding one entrance preset per round, `race-0` …
        static func presets() -> Data {
            let presets = (0..<rounds).map { round in
                """
                {"name": "race-\(round)", "kind": "entrance", "summary": "race", \
                "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}}, \
                "tracks": [{"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1}]}]}
                """
            }
            return Data(#"{"format": "parallax-catalog", "version": 1, "presets": [\#(presets.joined(separator: ", "))]}"#.utf8)
        }

        @Test func deletingAPresetWhileAnItemUsingItIsAddedLeavesNoDanglingReference() throws {
            let directory = try TemporaryDirectory()
            let path = directory.file("catalog.sqlite")
            #expect(try ToolRunner.run(["init", "--catalog", path]).exitCode == 0)
            let presetsFile = directory.file("race.json")
            try Self.presets().write(to: URL(fileURLWithPath: presetsFile))
            let imported = try ToolRunner.run(["import", presetsFile, "--catalog", path])
            #expect(imported.exitCode == 0, "\(imported.standardError)")

            var addsWon = 0
            var deletesWon = 0
            for round in 0..<Self.rounds {
                let preset = "race-\(round)"
                let add = ["items", "add", "aeris-map-layers", "--title", "Race \(round)", "--image", "radar", "--preset", preset]
                let delete = ["presets", "delete", preset]
                // Alternate which process starts first, so neither always has a head start.
                let commands = round.isMultiple(of: 2) ? [add, delete] : [delete, add]
                let results = try Self.runTogether(commands.map { $0 + ["--catalog", path] }, in: directory, round: round)
                let (added, deleted) = round.isMultiple(of: 2) ? (results[0], results[1]) : (results[1], results[0])

                #expect([added.exitCode, deleted.exitCode].filter { $0 == 0 }.count == 1, "round \(round): \(added) \(deleted)")
                if added.exitCode == 0 {
                    addsWon += 1
                    #expect(deleted.exitCode == 65)
                    #expect(deleted.standardError.hasPrefix("preset-manager: preset '\(preset)' is used by menu items aeris-map-layers#"))
                } else {
                    deletesWon += 1
                    #expect(added.exitCode == 66)
                    #expect(added.standardError.hasPrefix("preset-manager: preset '\(preset)' not found"))
                }
                for loser in [added, deleted] where loser.exitCode != 0 {
                    #expect(loser.errorLines.count == 1, "round \(round): \(loser.standardError)")
                }
            }

            let queue = try DatabaseQueue(path: path)
            defer { try? queue.close() }
            let (violations, dangling, raceItems, racePresets) = try queue.read { db in
                (
                    try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count,
                    try Int.fetchOne(
                        db, sql: "SELECT count(*) FROM menu_items WHERE preset_id NOT IN (SELECT id FROM presets)") ?? -1,
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM menu_items WHERE title LIKE 'Race %'") ?? -1,
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM presets WHERE name LIKE 'race-%'") ?? -1
                )
            }
            #expect(violations == 0)
            #expect(dangling == 0)
            // Every round left either an item and its preset, or neither.
            #expect(raceItems == addsWon)
            #expect(racePresets == addsWon)
            print("reliability: \(Self.rounds) delete/add races: \(addsWon) adds won, \(deletesWon) deletes won, 0 dangling items")
        }

        /// Starts every command at once and waits for all of them.
        static func runTogether(_ commands: [[String]], in directory: TemporaryDirectory, round: Int) throws -> [ToolResult] {
            let outputs = commands.indices.map { index in
                (
                    URL(fileURLWithPath: directory.file("out-\(round)-\(index)")),
                    URL(fileURLWithPath: directory.file("err-\(round)-\(index)"))
                )
            }
            let processes = try commands.indices.map { index in
                try ToolRunner.launch(commands[index], standardOutput: outputs[index].0, standardError: outputs[index].1)
            }
            return try zip(processes, outputs).map { process, output in
                try ToolRunner.result(of: process, standardOutput: output.0, standardError: output.1)
            }
        }
    }
}
