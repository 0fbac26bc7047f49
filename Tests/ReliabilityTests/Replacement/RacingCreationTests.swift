import Foundation
import TestSupport
import Testing

extension CommandLineUntimedSuite {
    /// Creating a catalog while others use the path: `init` racing a writer, two `init`s, two
    /// first uses of the per-user default. A catalog appears whole (built beside the path and
    /// linked there), so no writer opens a half-made file, and a creation that loses the race
    /// removes only what it made: every acknowledged write is in the one catalog at the path.
    /// Catches a creation that deletes the path on failure (the other process's catalog with it)
    /// or replaces a catalog another process made meanwhile.
    @Suite struct RacingCreationTests {
        /// How many rounds each race runs (`RELIABILITY_REPLACEMENT_TRIALS`, as the studio's trials).
        static let rounds = CatalogUnderTheStudioTests.trialCount

        static func names(_ path: String) throws -> Set<String> { try CatalogUnderTheStudioTests.names(path) }

        /// Nothing but the catalog's files (and `extra`) is left in `folder`: no temporary catalog.
        static func expectOnlyCatalog(in folder: String, allowing extra: Set<String> = [], _ context: String) throws {
            let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder)).subtracting(extra)
            #expect(left.isSubset(of: ["catalog.sqlite", "catalog.sqlite-wal", "catalog.sqlite-shm"]), "\(context): \(left.sorted())")
        }

        /// `init` started while a writer keeps trying `presets copy` until it succeeds (it is
        /// refused, 66, until the catalog exists): the copy, once acknowledged, is in the catalog,
        /// and `init` succeeded.
        @Test func initRacingAWriterKeepsTheWrite() throws {
            var generator = SeededGenerator(seed: CatalogUnderTheStudioTests.seed)
            for round in 0..<Self.rounds {
                let directory = try TemporaryDirectory()
                let catalog = directory.file("catalog.sqlite")
                let output = directory.url("init.out")
                let initializer = try ToolRunner.launch(["init", "--catalog", catalog], standardOutput: output)
                usleep(UInt32.random(in: 0...50_000, using: &generator))
                var acknowledged = false
                for _ in 0..<400 where !acknowledged {
                    let running = initializer.isRunning
                    let copied = try ToolRunner.run(["presets", "copy", "fade-up", "mine", "--catalog", catalog])
                    acknowledged = copied.exitCode == 0
                    #expect(acknowledged || copied.exitCode == 66, "round \(round): \(copied.exitCode) \(copied.standardError)")
                    if !running && !acknowledged { usleep(10_000) }
                }
                initializer.waitUntilExit()
                let context = "round \(round) (seed \(CatalogUnderTheStudioTests.seed))"
                #expect(initializer.terminationStatus == 0, "\(context): init exited \(initializer.terminationStatus)")
                #expect(acknowledged, "\(context): the copy never succeeded")
                #expect(try Self.names(catalog).contains("mine"), "\(context): the acknowledged copy is gone")
                #expect(try CatalogUnderTheStudioTests.integrity(catalog) == "ok")
                try Self.expectOnlyCatalog(in: directory.path, allowing: ["init.out"], context)
            }
        }

        /// Two `init`s on one path at once: one creates it (0), the other is refused (73) and
        /// removes nothing; a write after both is kept.
        @Test func twoInitsLeaveOneCatalog() throws {
            for round in 0..<Self.rounds {
                let directory = try TemporaryDirectory()
                let catalog = directory.file("catalog.sqlite")
                let processes = try (0..<2).map { _ in try ToolRunner.launch(["init", "--catalog", catalog]) }
                for process in processes { process.waitUntilExit() }
                let statuses = processes.map(\.terminationStatus).sorted()
                #expect(statuses == [0, 73], "round \(round): \(statuses)")
                let copied = try ToolRunner.run(["presets", "copy", "fade-up", "mine", "--catalog", catalog])
                #expect(copied.exitCode == 0, "\(copied.standardError)")
                #expect(try Self.names(catalog).contains("mine"))
                try Self.expectOnlyCatalog(in: directory.path, "round \(round)")
            }
        }

        /// Two writers on an empty per-user default location at once: each creates the default
        /// catalog on first use or finds the other's; both writes end up in the one catalog.
        @Test func twoFirstUsesKeepBothWrites() throws {
            for round in 0..<Self.rounds {
                let home = try TemporaryDirectory()
                let environment = ["HOME": home.path]
                let outputs = [home.url("a.err"), home.url("b.err")]
                let processes = try zip(["a", "b"], outputs).map { name, errors in
                    try ToolRunner.launch(["presets", "copy", "fade-up", name], standardError: errors, environment: environment)
                }
                for process in processes { process.waitUntilExit() }
                let errors = try outputs.map { String(decoding: try Data(contentsOf: $0), as: UTF8.self) }
                #expect(processes.allSatisfy { $0.terminationStatus == 0 }, "round \(round): \(errors)")
                let catalog = home.file(".local/share/parallax-presets/catalog.sqlite")
                #expect(try Self.names(catalog).isSuperset(of: ["a", "b"]), "round \(round): \(errors)")
                #expect(try CatalogUnderTheStudioTests.integrity(catalog) == "ok")
                try Self.expectOnlyCatalog(in: home.file(".local/share/parallax-presets"), "round \(round)")
            }
        }
    }
}
