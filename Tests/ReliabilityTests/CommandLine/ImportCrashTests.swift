import Foundation
import GRDB
import PresetStore
import TestSupport
import Testing

extension CommandLineSuite {
    /// Crashes: `kill -9` of `preset-manager import` at 20 moments spread evenly over the import's
    /// measured duration (start-up, reading and validating the file, the write transaction, the
    /// commit, the checkpoint on close). After each kill the catalog opens, passes
    /// `integrity_check` and `foreign_key_check`, and holds all of the import or none of it, the
    /// rest of the catalog exactly as before.
    ///
    /// The import holds `RELIABILITY_IMPORT_PRESETS` presets (default 10,000, so that 21 imports
    /// stay within the suite's time budget in a debug build; the README reports the figures of a
    /// run with 100,000).
    @Suite struct ImportCrashTests {
        static let presetCount = ProcessInfo.processInfo.environment["RELIABILITY_IMPORT_PRESETS"].flatMap { Int($0) } ?? 10_000
        static let killMoments = 20

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
            let store = try CatalogStore.openWritable(at: path)
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
            let baseStore = try CatalogStore.openReadOnly(at: base)
            let basePresets = try baseStore.presetCount()
            try baseStore.close()
            let arguments = ["import", document, "--catalog", catalog]

            // The duration of an import that runs to the end (which must import everything).
            try FileManager.default.copyItem(atPath: base, toPath: catalog)
            let started = Date()
            let complete = try ToolRunner.run(arguments)
            let duration = Date().timeIntervalSince(started)
            #expect(complete.exitCode == 0, "\(complete.standardError)")
            #expect(try Self.inspect(catalog, base: baseContent, basePresets: basePresets, count: Self.presetCount) == .everything)

            var outcomes: [Outcome?] = []
            for moment in 1...Self.killMoments {
                try FileManager.default.removeItem(atPath: catalog)
                for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: catalog + suffix) }
                try FileManager.default.copyItem(atPath: base, toPath: catalog)
                let delay = duration * Double(moment) / Double(Self.killMoments + 1)
                let process = try ToolRunner.launch(arguments)
                Thread.sleep(forTimeInterval: delay)
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                outcomes.append(try Self.inspect(catalog, base: baseContent, basePresets: basePresets, count: Self.presetCount))
            }
            let survived = outcomes.compactMap { $0 }.count
            #expect(survived == Self.killMoments)
            print(
                "reliability: import of \(Self.presetCount) presets took \(String(format: "%.1f", duration)) s; "
                    + "\(Self.killMoments) kill -9: \(survived) consistent (\(outcomes.filter { $0 == .nothing }.count) none, "
                    + "\(outcomes.filter { $0 == .everything }.count) all), \(outcomes.filter { $0 == nil }.count) partial")
        }

        /// `import --replace` of a document that replaces 2,000 existing presets and adds 500: killed
        /// at 10 moments spread over its duration, the catalog holds the old presets and none of the
        /// new ones, or the replaced presets and all of the new ones.
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
            let arguments = ["import", replacement, "--replace", "--catalog", catalog]

            func inspect() throws -> Outcome? {
                let store = try CatalogStore.openWritable(at: catalog)
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
            let started = Date()
            let complete = try ToolRunner.run(arguments)
            let duration = Date().timeIntervalSince(started)
            #expect(complete.exitCode == 0, "\(complete.standardError)")
            #expect(try inspect() == .everything)

            var outcomes: [Outcome?] = []
            for moment in 1...10 {
                try FileManager.default.removeItem(atPath: catalog)
                for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: catalog + suffix) }
                try FileManager.default.copyItem(atPath: base, toPath: catalog)
                let process = try ToolRunner.launch(arguments)
                Thread.sleep(forTimeInterval: duration * Double(moment) / 11)
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                outcomes.append(try inspect())
            }
            print(
                "reliability: import --replace of \(replaced) + \(added) presets took \(String(format: "%.1f", duration)) s; "
                    + "10 kill -9: \(outcomes.filter { $0 == .nothing }.count) none, \(outcomes.filter { $0 == .everything }.count) all, "
                    + "\(outcomes.filter { $0 == nil }.count) partial")
        }
    }
}
