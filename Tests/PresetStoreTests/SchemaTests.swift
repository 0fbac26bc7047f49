import Foundation
import GRDB
import TestSupport
import Testing

@testable import PresetStore

/// The schema the library builds equals what the `sqlite3` shell builds from migrations/*.sql.
@Suite struct SchemaTests {
    private static let schemaQuery = """
        SELECT type, name, tbl_name, ifnull(sql, '') FROM sqlite_master
        WHERE tbl_name NOT IN ('catalog_migrations', 'grdb_migrations') ORDER BY type, name
        """

    @Test func migratedSchemaEqualsTheShellBuild() throws {
        let directory = try TemporaryDirectory()
        let shellBuilt = directory.file("shell.sqlite")
        let folder = repositoryRoot.appendingPathComponent("migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }.sorted()
        for file in files {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["sqlite3", "-bail", shellBuilt]
            process.standardInput = try FileHandle(forReadingFrom: folder.appendingPathComponent(file))
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "sqlite3 failed on \(file)")
        }
        let expected = try DatabaseQueue(path: shellBuilt).read { try Row.fetchAll($0, sql: Self.schemaQuery) }

        let store = try PresetDatabase.openWritable(at: directory.file("library.sqlite"))
        let actual = try store.read { try Row.fetchAll($0, sql: Self.schemaQuery) }
        #expect(!expected.isEmpty)
        #expect(actual == expected)
    }

    @Test func writableCatalogUsesWALAndForeignKeys() throws {
        let directory = try TemporaryDirectory()
        let store = try PresetDatabase.openWritable(at: directory.file("c.sqlite"))
        let (journal, foreignKeys, userVersion) = try store.read { db in
            (
                try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                try Int.fetchOne(db, sql: "PRAGMA foreign_keys"),
                try Int.fetchOne(db, sql: "PRAGMA user_version")
            )
        }
        #expect(journal == "wal")
        #expect(foreignKeys == 1)
        #expect(userVersion == Migration.embedded.last?.number)
    }

    @Test func appliedMigrationsAreRecordedWithTheirChecksums() throws {
        let store = try PresetDatabase.inMemory()
        let recorded = try store.read { try Row.fetchAll($0, sql: "SELECT name, sha256 FROM catalog_migrations ORDER BY number") }
        #expect(recorded.map { $0["name"] as String } == Migration.embedded.map(\.name))
        let onDisk = try Data(contentsOf: repositoryRoot.appendingPathComponent("migrations/0001_initial.sql"))
        #expect(recorded.first?["sha256"] == SHA256.hexDigest(of: onDisk))
    }

    /// GRDB's migrator keeps its own list, by file name, beside the store's checksums.
    @Test func theMigratorListsEachFileItApplied() throws {
        let store = try PresetDatabase.inMemory()
        let identifiers = try store.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier") }
        let folder = repositoryRoot.appendingPathComponent("migrations")
        #expect(identifiers == (try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }.sorted()))
    }

    /// A catalog that records its migrations only in catalog_migrations, not in GRDB's migrator's
    /// table (here the sqlite3 shell applied the first file and recorded it there): the migrator
    /// applies only the later files and runs none twice.
    @Test func aCatalogRecordingOnlyCatalogMigrationsGetsOnlyItsLaterMigrations() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("old.sqlite")
        let first = repositoryRoot.appendingPathComponent("migrations/0001_initial.sql")
        let script = """
            \(AppliedMigrationRecord.creationSQL);
            .read \(first.path)
            INSERT INTO catalog_migrations VALUES (1, '0001_initial.sql', '\(try Shell.sha256(of: first))', 'old');
            INSERT INTO images (name, uri, pixel_width, pixel_height, scale, format) VALUES ('kept', 'k.png', 1, 1, 1, 'png');
            PRAGMA user_version = 1;
            """
        #expect(try SQLiteShell.run(path, script, options: ["-bail"]).status == 0)

        let store = try PresetDatabase.openWritable(at: path)
        defer { try? store.close() }
        let applied = try store.read { try String.fetchAll($0, sql: "SELECT name FROM catalog_migrations ORDER BY number") }
        #expect(applied == Migration.embedded.map(\.name))
        let listed = try store.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier") }
        #expect(listed == Migration.embedded.map(\.name))
        #expect(try store.image(named: "kept").definition.uri == "k.png")
        #expect(try store.checkCatalog().isHealthy)
    }

    @Test func aFailingMigrationLeavesNothingBehind() throws {
        let queue = try DatabaseQueue()
        let good = Migration(number: 1, name: "0001_good.sql", sql: "CREATE TABLE kept (a INTEGER);")
        let bad = Migration(number: 2, name: "0002_bad.sql", sql: "CREATE TABLE dropped (a INTEGER); CREATE TABLE broken (")
        #expect(throws: PresetDatabaseError.self) {
            try MigrationRunner(migrations: [good, bad]).migrate(queue, path: ":memory:")
        }
        let tables = try queue.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") }
        #expect(tables == ["catalog_migrations", "grdb_migrations", "kept"])
        let applied = try queue.read { try String.fetchAll($0, sql: "SELECT name FROM catalog_migrations") }
        #expect(applied == ["0001_good.sql"])
        #expect(try queue.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == 1)
    }

    @Test func changedMigrationIsReportedNotRerun() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("c.sqlite")
        try PresetDatabase.openWritable(at: path).close()
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "UPDATE catalog_migrations SET sha256 = ? WHERE number = 1", arguments: [String(repeating: "0", count: 64)])
        }
        let store = try PresetDatabase.openWritable(at: path)
        let report = try store.checkCatalog()
        #expect(!report.isHealthy)
        #expect(report.migrationProblems.count == 1)
        #expect(report.migrationProblems.first?.contains("0001_initial.sql was applied with checksum 000") == true)
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM catalog_migrations") } == Migration.embedded.count)
    }

    @Test func healthyCatalogChecksClean() throws {
        let store = try PresetDatabase.inMemory()
        try store.loadSeed()
        let report = try store.checkCatalog()
        #expect(report.isHealthy)
        #expect(report.appliedMigrations == Migration.embedded.map(\.name))
    }

    @Test func foreignKeyViolationsAreReported() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("c.sqlite")
        try TemporaryCatalog.write(at: path)
        var unchecked = Configuration()
        unchecked.foreignKeysEnabled = false
        try DatabaseQueue(path: path, configuration: unchecked).write { db in
            try db.execute(sql: "UPDATE menu_items SET image_id = 9999 WHERE position = 0")
        }
        let report = try PresetDatabase.openReadOnly(at: path).checkCatalog()
        #expect(report.foreignKeyProblems.count == 1)
        #expect(report.foreignKeyProblems.first?.hasPrefix("menu_items row") == true)
        #expect(report.foreignKeyProblems.first?.hasSuffix("references a missing images row") == true)
    }

    @Test func prefixListingSeeksTheNameIndex() throws {
        let store = try PresetDatabase.inMemory()
        let plan = try store.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + NamePage.sql(from: "presets"), arguments: ["fade", "fade\u{10FFFF}", 10, 0])
                .map { $0["detail"] as String }
        }
        #expect(plan.count == 1)
        #expect(plan.first?.hasPrefix("SEARCH presets USING INDEX sqlite_autoindex_presets_1 (name>? AND name<?)") == true)
    }
}
