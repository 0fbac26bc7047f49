import Foundation
import TestSupport
import Testing

extension CommandLineUntimedSuite {
    /// The catalog's `-wal` and `-shm` under a long-lived holder, through the built tool: a
    /// studio whose companions were removed and recreated by another writer, and a write whose
    /// checkpoint an outside reader holds back past the busy timeout. What must hold, checked
    /// with the sqlite3 shell: nothing is acknowledged that is not in the file, and every
    /// acknowledged save is still there afterwards.
    @Suite struct CompanionFilesTests {
        static func names(_ path: String) throws -> Set<String> {
            Set(try Shell.output(["sqlite3", "-readonly", path, "SELECT name FROM presets"]).split(separator: "\n").map(String.init))
        }

        static func integrity(_ path: String) throws -> String {
            try Shell.output(["sqlite3", "-readonly", path, "PRAGMA integrity_check"]).trimmingCharacters(in: .newlines)
        }

        static func size(_ path: String) -> Int? {
            (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        }

        /// `rm C-wal C-shm` under the studio, then a CLI write (which makes a new `-wal` and
        /// `-shm`): the studio refuses saves (409 `catalog-replaced`) and refuses to reopen in
        /// place, asking for a restart, since SQLite keeps one shared-memory index per file in
        /// a process; a new studio on the same file then saves. The first save, the CLI write
        /// and the save after the restart are all in the file.
        @Test func aStudioWhoseSharedMemoryWasReplacedAsksForARestart() throws {
            let directory = try TemporaryDirectory()
            let catalog = directory.file("catalog.sqlite")
            let made = try ToolRunner.run(["init", "--catalog", catalog])
            try #require(made.exitCode == 0, "\(made.standardError)")
            let studio = try RunningStudio(catalog: catalog, logFolder: directory.path)
            #expect(try studio.save("first").status == 201)
            for suffix in ["-wal", "-shm"] { try FileManager.default.removeItem(atPath: catalog + suffix) }
            let written = try ToolRunner.run(["presets", "copy", "fade-up", "by-the-cli", "--catalog", catalog])
            #expect(written.exitCode == 0, "\(written.standardError)")
            let refused = try studio.save("refused")
            #expect(refused.status == 409 && refused.body.contains("\"catalog-replaced\""), "\(refused.status) \(refused.body)")
            let reopened = try studio.post("/api/catalog/reopen")
            #expect(reopened.status == 409 && reopened.body.contains("restart the studio"), "\(reopened.status) \(reopened.body)")
            studio.stop()
            let restarted = try RunningStudio(catalog: catalog, logFolder: directory.path)
            #expect(try restarted.save("after-restart").status == 201)
            restarted.stop()
            let kept = try Self.names(catalog)
            #expect(["first", "by-the-cli", "after-restart"].allSatisfy(kept.contains), "\(kept.sorted())")
            #expect(!kept.contains("refused"))
            #expect(try Self.integrity(catalog) == "ok")
        }

        /// Another process (Python's sqlite3 module) holds a read transaction on the catalog
        /// while `presets copy` writes, until the tool has answered: the write commits, but its
        /// checkpoint cannot copy the frames past the reader within its patience, so the tool does not
        /// acknowledge it: exit 75, one line saying the change is only in the `-wal`. Once the
        /// reader is gone the next write empties the log (a 0-byte `-wal`) and the file itself,
        /// read with no `-wal` beside it, holds both presets.
        @Test func aWriteThatCannotReachTheFileIsNotAcknowledged() throws {
            let directory = try TemporaryDirectory()
            let catalog = directory.file("catalog.sqlite")
            let made = try ToolRunner.run(["init", "--catalog", catalog])
            try #require(made.exitCode == 0, "\(made.standardError)")
            let (held, released) = (directory.file("held"), directory.file("released"))
            let reader = Process()
            reader.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            reader.arguments = [
                "python3", "-c",
                """
                import os, sqlite3, sys, time
                connection = sqlite3.connect(sys.argv[1], isolation_level=None)
                connection.execute("BEGIN")
                connection.execute("SELECT count(*) FROM presets").fetchall()
                open(sys.argv[2], "w").close()
                deadline = time.time() + 120
                while not os.path.exists(sys.argv[3]) and time.time() < deadline:
                    time.sleep(0.05)
                connection.execute("COMMIT")
                """,
                catalog, held, released,
            ]
            try reader.run()
            let start = ContinuousClock.now
            while !FileManager.default.fileExists(atPath: held), ContinuousClock.now - start < .seconds(30) { usleep(10_000) }
            try #require(FileManager.default.fileExists(atPath: held), "the reader did not start")
            let written = try ToolRunner.run(["presets", "copy", "fade-up", "held-back", "--catalog", catalog])
            #expect(written.exitCode == 75, "\(written.exitCode): \(written.standardError)")
            #expect(written.standardError.split(separator: "\n").count == 1, "\(written.standardError)")
            #expect(written.standardError.contains("not yet in the file, only in its -wal"), "\(written.standardError)")
            #expect(FileManager.default.createFile(atPath: released, contents: nil))
            reader.waitUntilExit()
            let next = try ToolRunner.run(["presets", "copy", "fade-up", "after-the-reader", "--catalog", catalog])
            #expect(next.exitCode == 0, "\(next.standardError)")
            #expect(Self.size(catalog + "-wal") ?? 0 == 0)
            let alone = directory.file("alone.sqlite")
            try FileManager.default.copyItem(atPath: catalog, toPath: alone)
            let kept = try Self.names(alone)
            #expect(kept.contains("held-back") && kept.contains("after-the-reader"), "\(kept.sorted())")
            #expect(try Self.integrity(alone) == "ok")
        }
    }
}
