import Foundation
import GRDB
import PresetStore
import TestSupport
import Testing

extension CommandLineUntimedSuite {
    /// Crashes: `kill -9` of an import (`preset-manager import`'s library calls, run by the
    /// test-only program `import-interruption`) inside its write transaction, at 20 moments
    /// spread evenly over the work SQLite does in it, as it commits, and once it has committed (before the
    /// catalog is closed and its write-ahead log checkpointed). The program kills itself there
    /// (a transaction observer only it installs), so every kill is
    /// known to land where it says: each run must end by SIGKILL, and no sleep guesses when. After
    /// each kill the catalog opens, passes `integrity_check` and `foreign_key_check`, and holds
    /// none of the import when killed before the commit, all of it after, the rest of the
    /// catalog exactly as before.
    ///
    /// The import holds `RELIABILITY_IMPORT_PRESETS` presets (default 10,000, so that the runs
    /// stay within the suite's time budget in a debug build; docs/RELIABILITY.md reports the
    /// figures).
    @Suite struct ImportCrashTests {
        static let presetCount = ProcessInfo.processInfo.environment["RELIABILITY_IMPORT_PRESETS"].flatMap { Int($0) } ?? 10_000
        static let killMoments = 20

        /// The test-only program that imports and kills itself at a given moment.
        static let importInterruption = ToolRunner.builtExecutable(named: "import-interruption")

        /// Runs `import-interruption MOMENT` `arguments` (`FILE CATALOG [--replace]`).
        static func runImport(_ arguments: [String], killedAt moment: String) throws -> ToolResult {
            let program = try #require(importInterruption, "import-interruption not found next to the tests (swift build builds it)")
            return try ToolRunner.run([moment] + arguments, executable: program.path)
        }

        /// The moments to kill `arguments` at: after 1/(`moments` + 1), 2/(`moments` + 1) … of the
        /// steps of its write transaction (SQLite's progress handler inside it), as it commits,
        /// and once committed; each with the outcome it must leave. The steps are counted by
        /// running `arguments` to the end at the moment `count`, which must succeed.
        static func killPoints(running arguments: [String], moments: Int) throws -> [(moment: String, outcome: Outcome)] {
            let counted = try runImport(arguments, killedAt: "count")
            #expect(counted.exitCode == 0 && !counted.wasSignalled, "\(counted.standardError)")
            // "import-interruption: write transaction T: N steps", one line per write transaction.
            let transactions = counted.errorLines.compactMap { line -> (number: Int, steps: Int)? in
                let words = line.split(separator: " ")
                guard words.count == 6, words[1] == "write", let steps = Int(words[4]) else { return nil }
                return (Int(words[3].dropLast()) ?? 0, steps)
            }
            // The import's is the one that does the work (opening takes the write lock briefly).
            let write = try #require(transactions.max { $0.steps < $1.steps }, "\(counted.standardError)")
            #expect(write.steps > 100 * moments)
            return (1...moments).map { ("step:\(write.number):\(write.steps * $0 / (moments + 1))", .nothing) }
                + [("commit:\(write.number)", .nothing), ("committed:\(write.number)", .everything)]
        }

        /// Runs `arguments` on a fresh copy of `base` at `catalog`, killed at `moment`, and checks
        /// that SIGKILL ended it.
        static func runKilled(_ arguments: [String], at moment: String, base: String, catalog: String) throws {
            for file in [catalog, catalog + "-wal", catalog + "-shm"] { try? FileManager.default.removeItem(atPath: file) }
            try FileManager.default.copyItem(atPath: base, toPath: catalog)
            let result = try runImport(arguments, killedAt: moment)
            #expect(result.wasSignalled && result.exitCode == SIGKILL, "\(moment): exit \(result.exitCode), \(result.standardError)")
        }

        /// A `parallax-catalog` document of `count` small presets named `bulk-0`, `bulk-1`, …
        /// (`prefix-0`, …), each with the summary "`summary` `index`".
        static func importDocument(count: Int, prefix: String = "bulk", summary: String = "bulk") -> Data {
            var text = #"{"format": "parallax-catalog", "version": 1, "images": [], "menus": [], "presets": ["#
            for index in 0..<count {
                if index > 0 { text += "," }
                text +=
                    #"{"name": "\#(prefix)-\#(index)", "kind": "entrance", "summary": "\#(summary) \#(index)", "#
                    + #""timeline": {"scroll": {"from": -200, "to": 0}}, "tracks": [{"target": "card", "property": "alpha", "#
                    + #""keyframes": [{"at": 0, "value": 0, "easing": "outCubic"}, {"at": 1, "value": "rowHeight / 100"}]}]}"#
            }
            return Data((text + "]}").utf8)
        }

        /// What a killed import left behind.
        enum Outcome: Equatable { case nothing, everything }

        /// Opens the catalog at `path` as the next user would (writable, so a left-over write-ahead
        /// log is recovered), checks it, and tells whether it holds all of the import or none.
        static func inspect(_ path: String, base: CatalogContent, basePresets: Int, count: Int) throws -> Outcome? {
            let store = try PresetDatabase.openWritable(at: path)
            defer { try? store.close() }
            let report = try store.checkCatalog()
            #expect(report.isHealthy, "\(report.problems)")
            switch try store.presetCount(prefix: "bulk-") {
            case 0:
                try store.close()
                #expect(try CatalogContent(path: path) == base, "no preset imported, but the catalog changed")
                return .nothing
            case count:
                #expect(try store.presetCount() == basePresets + count)
                let last = try store.preset(named: "bulk-\(count - 1)").definition
                #expect(last.summary == "bulk \(count - 1)" && last.tracks.first?.keyframes.count == 2)
                return .everything
            case let imported:
                Issue.record("\(imported) of \(count) presets imported: a partial import")
                return nil
            }
        }

        @Test func killingAnImportAtTwentyMomentsLeavesAllOrNothing() throws {
            let directory = try TemporaryDirectory()
            let base = directory.file("base.sqlite")
            let catalog = directory.file("catalog.sqlite")
            let document = directory.file("import.json")
            try Self.importDocument(count: Self.presetCount).write(to: URL(fileURLWithPath: document))
            #expect(try ToolRunner.run(["init", "--catalog", base]).exitCode == 0)
            let baseContent = try CatalogContent(path: base)
            let baseStore = try PresetDatabase.openReadOnly(at: base)
            let basePresets = try baseStore.presetCount()
            try baseStore.close()
            let arguments = [document, catalog]

            // An import that runs to the end (counting its row changes) imports everything.
            try FileManager.default.copyItem(atPath: base, toPath: catalog)
            let points = try Self.killPoints(running: arguments, moments: Self.killMoments)
            #expect(try Self.inspect(catalog, base: baseContent, basePresets: basePresets, count: Self.presetCount) == .everything)
            #expect(points.count == Self.killMoments + 2)
            var outcomes: [Outcome?] = []
            for point in points {
                try Self.runKilled(arguments, at: point.moment, base: base, catalog: catalog)
                let outcome = try Self.inspect(catalog, base: baseContent, basePresets: basePresets, count: Self.presetCount)
                #expect(outcome == point.outcome, "killed at \(point.moment)")
                outcomes.append(outcome)
            }
            print(
                "reliability: import of \(Self.presetCount) presets, \(points.count) kill -9 inside its write "
                    + "(\(points.map(\.moment).joined(separator: ", "))): \(outcomes.filter { $0 == .nothing }.count) none, "
                    + "\(outcomes.filter { $0 == .everything }.count) all, \(outcomes.filter { $0 == nil }.count) partial")
        }

        /// `import --replace` of a document that replaces 2,000 existing presets and adds 500: killed
        /// at 10 moments spread over its write transaction and as it commits, the catalog holds the old
        /// presets and none of the new ones; killed once it has committed, the replaced presets
        /// and all of the new ones.
        @Test func killingAReplacingImportLeavesAllOrNothing() throws {
            let replaced = 2_000
            let added = 500
            let directory = try TemporaryDirectory()
            let base = directory.file("base.sqlite")
            let catalog = directory.file("catalog.sqlite")
            let original = directory.file("original.json")
            let replacement = directory.file("replacement.json")
            try Self.importDocument(count: replaced).write(to: URL(fileURLWithPath: original))
            var document = String(decoding: Self.importDocument(count: replaced, summary: "replaced"), as: UTF8.self)
            let extra = String(decoding: Self.importDocument(count: added, prefix: "extra", summary: "extra"), as: UTF8.self)
            document = String(document.dropLast(2)) + "," + extra.components(separatedBy: #""presets": ["#)[1]
            try Data(document.utf8).write(to: URL(fileURLWithPath: replacement))
            #expect(try ToolRunner.run(["init", "--catalog", base]).exitCode == 0)
            #expect(try ToolRunner.run(["import", original, "--catalog", base]).exitCode == 0)
            let baseContent = try CatalogContent(path: base)
            let arguments = [replacement, catalog, "--replace"]

            func inspect() throws -> Outcome? {
                let store = try PresetDatabase.openWritable(at: catalog)
                defer { try? store.close() }
                let report = try store.checkCatalog()
                #expect(report.isHealthy, "\(report.problems)")
                let summaries = try store.presets(prefix: "bulk-").map(\.summary)
                let replacedCount = summaries.filter { $0.hasPrefix("replaced") }.count
                let addedCount = try store.presetCount(prefix: "extra-")
                switch (replacedCount, addedCount) {
                case (0, 0):
                    try store.close()
                    #expect(try CatalogContent(path: catalog) == baseContent, "nothing imported, but the catalog changed")
                    return .nothing
                case (replaced, added):
                    return .everything
                default:
                    Issue.record("\(replacedCount) of \(replaced) presets replaced and \(addedCount) of \(added) added")
                    return nil
                }
            }

            try FileManager.default.copyItem(atPath: base, toPath: catalog)
            let points = try Self.killPoints(running: arguments, moments: 10)
            #expect(try inspect() == .everything)
            #expect(points.count == 12)
            for point in points {
                try Self.runKilled(arguments, at: point.moment, base: base, catalog: catalog)
                #expect(try inspect() == point.outcome, "killed at \(point.moment)")
            }
        }
    }
}
