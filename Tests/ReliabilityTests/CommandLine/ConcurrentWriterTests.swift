import Foundation
import GRDB
import PresetStore
import TestSupport
import Testing

extension CommandLineSuite {
    /// Load: 8 `preset-manager` processes at once, each creating 200 presets one command at a time
    /// on the same catalog file (1,600 write transactions from 1,600 processes). Every write must
    /// succeed (no "database is locked" reaching the user: the store waits on the lock), all 1,600
    /// presets must be there afterwards, and the catalog must pass `integrity_check` and
    /// `foreign_key_check`.
    @Suite struct ConcurrentWriterTests {
        static let writers = 8
        static let writesPerWriter = 200

        static func definition(named name: String) -> Data {
            Data(
                """
                {"name": "\(name)", "kind": "entrance", "summary": "load test", \
                "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}}, \
                "tracks": [{"target": "card", "property": "alpha", \
                "keyframes": [{"at": 0, "value": 0, "easing": "outCubic"}, {"at": 1, "value": 1}]}]}
                """.utf8)
        }

        /// One writer's failures, as "name: exit code, stderr".
        final class Failures: @unchecked Sendable {
            private let lock = NSLock()
            private var lines: [String] = []
            func record(_ line: String) { lock.withLock { lines.append(line) } }
            var all: [String] { lock.withLock { lines } }
        }

        @Test func eightProcessesWriting200PresetsEachLoseNothing() throws {
            let directory = try TemporaryDirectory()
            let path = directory.file("catalog.sqlite")
            let initialized = try ToolRunner.run(["init", "--catalog", path])
            #expect(initialized.exitCode == 0, "\(initialized.standardError)")
            let seeded = try PresetDatabase.openReadOnly(at: path)
            let presetsBefore = try seeded.presetCount()
            try seeded.close()

            let failures = Failures()
            let started = Date()
            let group = DispatchGroup()
            for writer in 0..<Self.writers {
                let thread = Thread {
                    for index in 0..<Self.writesPerWriter {
                        let name = "load-\(writer)-\(index)"
                        do {
                            let result = try ToolRunner.run(
                                ["presets", "create", "--file", "-", "--catalog", path], input: Self.definition(named: name))
                            if result.exitCode != 0 || !result.standardError.isEmpty {
                                failures.record("\(name): exit \(result.exitCode), \(result.standardError)")
                            }
                        } catch {
                            failures.record("\(name): \(error)")
                        }
                    }
                    group.leave()
                }
                group.enter()
                thread.start()
            }
            group.wait()
            let seconds = Date().timeIntervalSince(started)

            #expect(failures.all.isEmpty, "\(failures.all.count) failed writes, e.g. \(failures.all.prefix(3))")
            #expect(!failures.all.contains { $0.contains("locked") || $0.contains("busy") })
            let store = try PresetDatabase.openReadOnly(at: path)
            defer { try? store.close() }
            let stored = Set(try store.presets(prefix: "load-").map(\.name))
            let expected = Set((0..<Self.writers).flatMap { writer in (0..<Self.writesPerWriter).map { "load-\(writer)-\($0)" } })
            #expect(stored == expected, "missing: \(expected.subtracting(stored).sorted().prefix(10))")
            #expect(try store.presetCount() == presetsBefore + Self.writers * Self.writesPerWriter)
            let report = try store.checkCatalog()
            #expect(report.isHealthy, "\(report)")
            print(
                "reliability: \(Self.writers) writers × \(Self.writesPerWriter) writes: \(stored.count) presets stored, \(failures.all.count) failures, \(String(format: "%.1f", seconds)) s"
            )
        }
    }
}
