import Foundation
import GRDB
import TestSupport
import Testing

@testable import PresetStore

/// A catalog that is not what its migrations made is untrusted: every writable opening refuses
/// it before writing anything, a verifying read-only opening refuses it, and the check reports
/// each object that differs.
@Suite struct SchemaTrustTests {
    @Test func aCatalogTheLibraryMadeIsTrusted() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        let store = try PresetDatabase.openReadOnly(at: path)
        #expect(try store.schemaFindings().isEmpty)
        #expect(try store.checkCatalog().schemaProblems.isEmpty)
        try store.close()
    }

    /// Independent of the library: the sqlite3 shell runs migrations/*.sql and records each with
    /// the digest `sha256sum` prints. The library trusts the result, writes to it, and finds its
    /// migration checksums right.
    @Test func aCatalogTheShellBuiltFromTheMigrationFilesIsTrusted() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("shell.sqlite")
        let folder = repositoryRoot.appendingPathComponent("migrations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sql") }.sorted()
        var script = AppliedMigrationRecord.creationSQL + ";\n"
        for file in files {
            let number = Int(file.prefix { $0.isNumber })!
            script += ".read \(folder.appendingPathComponent(file).path)\n"
            script +=
                "INSERT INTO catalog_migrations VALUES (\(number), '\(file)', '\(try Shell.sha256(of: folder.appendingPathComponent(file)))', 'shell');\n"
            script += "PRAGMA user_version = \(number);\n"
        }
        let output = try SQLiteShell.run(path, script, options: ["-bail"])
        #expect(output.status == 0, "\(output.standardError)")

        let store = try PresetDatabase.openWritable(at: path)
        #expect(try store.schemaFindings().isEmpty)
        #expect(try store.checkCatalog().isHealthy)
        try store.createPreset(samplePreset())
        try store.close()
    }

    /// A catalog an older library made (only the first migration applied) is trusted, and a
    /// writable opening migrates it.
    @Test func aCatalogWithOnlyTheFirstMigrationIsTrustedAndMigrated() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("old.sqlite")
        let queue = try DatabaseQueue(path: path)
        try MigrationRunner(migrations: [Migration.embedded[0]]).migrate(queue, path: path)
        try queue.close()

        let store = try PresetDatabase.openWritable(at: path)
        #expect(try store.checkCatalog().isHealthy)
        #expect(try store.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == Migration.embedded.last?.number)
        try store.close()
    }

    /// SQLite itself rewrites the stored SQL of a table rebuilt under another name and renamed
    /// back (it quotes the new name); that alone does not make the catalog untrusted.
    @Test func aTableRebuiltIdenticallyIsStillTrusted() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        let original = try DatabaseQueue(path: path).read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'menu_items'")!
        }
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: original.replacingOccurrences(of: "CREATE TABLE menu_items", with: "CREATE TABLE menu_items_copy"))
            try db.execute(sql: "INSERT INTO menu_items_copy SELECT * FROM menu_items; DROP TABLE menu_items")
            try db.execute(sql: "ALTER TABLE menu_items_copy RENAME TO menu_items")
            try db.execute(
                sql: "CREATE INDEX menu_items_image ON menu_items(image_id); CREATE INDEX menu_items_preset ON menu_items(preset_id)")
        }
        let stored = try queue.read { try String.fetchOne($0, sql: "SELECT sql FROM sqlite_master WHERE name = 'menu_items'")! }
        try queue.close()
        #expect(stored != original, "SQLite kept the text; the test shows nothing")

        let store = try PresetDatabase.openWritable(at: path)
        #expect(try store.schemaFindings().isEmpty)
        try store.close()
    }

    @Test(arguments: Tampering.allCases)
    func eachTamperingIsFoundNamingTheObject(_ tampering: Tampering) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        try tampering.apply(to: path)

        let store = try PresetDatabase.openReadOnly(at: path, schemaTrust: .acceptUnverified)
        let findings = try store.schemaFindings()
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first.map(tampering.matches) == true, "\(findings)")
        #expect(try store.checkCatalog().schemaProblems == findings.map(\.description))
        #expect(try !store.checkCatalog().isHealthy)
        try store.close()
    }

    @Test(arguments: Tampering.allCases)
    func aWritableOpeningRefusesEachTamperingAndWritesNothing(_ tampering: Tampering) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        try tampering.apply(to: path)
        let listing = try directory.listing()
        let before = try FileFingerprint(path: path)

        do {
            _ = try PresetDatabase.openWritable(at: path)
            Issue.record("a catalog with \(tampering) was opened writable")
        } catch PresetDatabaseError.untrustedSchema(let errorPath, let finding, let more, let access) {
            #expect(errorPath == path)
            #expect(tampering.matches(finding), "\(finding)")
            #expect(more == 0)
            #expect(access == .writing)
        }
        #expect(try FileFingerprint(path: path) == before)
        #expect(try directory.listing() == listing)
    }

    @Test(arguments: Tampering.allCases)
    func aVerifyingReadOnlyOpeningRefusesEachTamperingAndAnUnverifiedOneOpens(_ tampering: Tampering) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        try tampering.apply(to: path)
        let before = try FileFingerprint(path: path)

        do {
            _ = try PresetDatabase.openReadOnly(at: path)
            Issue.record("a catalog with \(tampering) was opened with verification")
        } catch PresetDatabaseError.untrustedSchema(_, let finding, _, let access) {
            #expect(tampering.matches(finding), "\(finding)")
            #expect(access == .reading)
        }
        let unverified = try PresetDatabase.openReadOnly(at: path, schemaTrust: .acceptUnverified)
        #expect(try unverified.preset(named: "fade-up").definition.kind == .entrance)
        try unverified.close()
        #expect(try FileFingerprint(path: path) == before)
    }

    @Test func theRefusalIsTheIssuesOneLine() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("x.sqlite")
        try TemporaryCatalog.write(at: path)
        try Tampering.plantedTrigger.apply(to: path)
        do {
            _ = try PresetDatabase.openWritable(at: path)
            Issue.record("opened")
        } catch let error as PresetDatabaseError {
            #expect("\(error)" == "catalog '\(path)' has a trigger 'sneaky' that its migrations did not create; refusing to write")
        }
    }

    /// Every difference is reported; the error line names the first and counts the others.
    @Test func severalDifferencesAreAllReported() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        // Rebuilding keyframes drops the triggers on it, so the trigger is planted last.
        for tampering in Tampering.allCases.reversed() { try tampering.apply(to: path) }

        let store = try PresetDatabase.openReadOnly(at: path, schemaTrust: .acceptUnverified)
        let findings = try store.schemaFindings()
        try store.close()
        #expect(findings.count == Tampering.allCases.count)
        for tampering in Tampering.allCases {
            #expect(findings.contains(where: tampering.matches), "\(tampering) not reported in \(findings)")
        }
        #expect(findings.first.map(Tampering.plantedTrigger.matches) == true, "triggers come first: \(findings)")
        #expect(throws: PresetDatabaseError.self) { try PresetDatabase.openWritable(at: path) }
        do {
            _ = try PresetDatabase.openWritable(at: path)
        } catch let error as PresetDatabaseError {
            #expect("\(error)".hasSuffix("(and \(Tampering.allCases.count - 1) more differences); refusing to write"), "\(error)")
        }
    }

    /// SQLite's own statistics table (ANALYZE) is ignored; a trigger whose name merely looks
    /// like SQLite's (`sqlite_%` matches it as a LIKE pattern) is not.
    @Test func sqliteStatisticsAreIgnoredButALookalikeNameIsNot() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "ANALYZE") }
        #expect(try queue.read { try $0.tableExists("sqlite_stat1") })
        try queue.close()
        let analyzed = try PresetDatabase.openReadOnly(at: path)
        #expect(try analyzed.schemaFindings().isEmpty)
        try analyzed.close()

        let planter = try DatabaseQueue(path: path)
        try planter.write { db in
            try db.execute(sql: Tampering.sneakyTrigger.replacingOccurrences(of: "TRIGGER sneaky", with: "TRIGGER sqlitexsneaky"))
        }
        try planter.close()
        let store = try PresetDatabase.openReadOnly(at: path, schemaTrust: .acceptUnverified)
        let findings = try store.schemaFindings()
        try store.close()
        #expect(findings.map(\.name) == ["sqlitexsneaky"])
    }

    /// A schema row SQLite cannot read (planted with `writable_schema`, a trigger without a
    /// name) is refused on one line as damaged, and the file is left as it was.
    @Test func anUnreadableSchemaRowIsRefusedAsDamaged() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        let queue = try DatabaseQueue(path: path)
        try queue.inDatabase { db in
            try db.execute(
                sql: """
                    PRAGMA writable_schema = ON;
                    INSERT INTO sqlite_master VALUES ('trigger', NULL, 'presets', 0,
                        'CREATE TRIGGER t AFTER INSERT ON presets BEGIN SELECT 1; END');
                    PRAGMA writable_schema = OFF
                    """)
        }
        try queue.close()
        let before = try FileFingerprint(path: path)
        do {
            _ = try PresetDatabase.openWritable(at: path)
            Issue.record("opened")
        } catch PresetDatabaseError.notACatalog(_, let problem) {
            #expect(problem.hasPrefix("damaged SQLite file (malformed database schema"), "\(problem)")
        }
        #expect(try FileFingerprint(path: path) == before)
        #expect(try directory.listing() == ["catalog.sqlite"])
    }

    /// A file whose pages are damaged fails quick_check and is refused before it is migrated or
    /// written.
    @Test func aDamagedCatalogIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        let rootPage = try DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'keyframes'")!
        }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        // The keyframes table's root page: its cell pointers now point outside the page.
        let pageStart = (rootPage - 1) * pageSize
        for offset in (pageStart + 12)..<(pageStart + 64) { bytes[offset] = 0xFF }
        try bytes.write(to: URL(fileURLWithPath: path))
        let before = try FileFingerprint(path: path)
        for open in [{ try PresetDatabase.openReadOnly(at: path) }, { try PresetDatabase.openWritable(at: path) }] {
            do {
                _ = try open()
                Issue.record("a damaged catalog was opened")
            } catch PresetDatabaseError.notACatalog(_, let problem) {
                #expect(problem.hasPrefix("damaged SQLite file (quick_check: "), "\(problem)")
            }
        }
        #expect(try FileFingerprint(path: path).bytes == before.bytes)
    }
}
