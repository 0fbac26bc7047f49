import Foundation
import GRDB
import TestSupport
import Testing

@testable import PresetStore

/// Opening refuses what it must and leaves refused or read-only files untouched.
/// Tests run as root, which ignores permission bits, so read-only-ness is proven by checking
/// that nothing was written (bytes, modification date, no new -wal/-shm files).
@Suite struct OpeningTests {
    @Test func readOnlyOpenOfAReadOnlyFileInAReadOnlyDirectoryWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("shipped.sqlite")
        try TemporaryCatalog.write(at: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        let listing = try directory.listing()
        let before = try FileFingerprint(path: path)

        let store = try PresetDatabase.openReadOnly(at: path)
        #expect(store.isReadOnly)
        #expect(try store.preset(named: "fade-up").definition.kind == .entrance)
        #expect(try store.presets(prefix: "parade-").count == 6)
        #expect(try store.checkCatalog().isHealthy)
        #expect(throws: PresetDatabaseError.readOnly(path: path)) { try store.deletePreset(named: "fade-up") }
        try store.close()

        #expect(try directory.listing() == listing)
        #expect(try FileFingerprint(path: path) == before)
    }

    @Test func readOnlyOpenRefusesAnOlderSchema() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("old.sqlite")
        try DatabaseQueue(path: path).write { db in try db.execute(sql: AppliedMigrationRecord.creationSQL) }
        let before = try FileFingerprint(path: path)
        #expect(
            throws: PresetDatabaseError.schemaTooOld(
                path: path, detail: "missing migrations \(Migration.embedded.map(\.name).joined(separator: ", "))")
        ) {
            try PresetDatabase.openReadOnly(at: path)
        }
        #expect(try FileFingerprint(path: path) == before)
    }

    /// The schema is untouched, so its fingerprint is still the recorded one: the missing row of
    /// `catalog_migrations` alone must refuse it.
    @Test func readOnlyOpenRefusesACatalogMissingTheRecordOfOneMigration() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("unrecorded.sqlite")
        try TemporaryCatalog.write(at: path)
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "DELETE FROM catalog_migrations WHERE number = 2") }
        let before = try FileFingerprint(path: path)
        #expect(throws: PresetDatabaseError.schemaTooOld(path: path, detail: "missing migrations 0002_reduced_motion.sql")) {
            try PresetDatabase.openReadOnly(at: path)
        }
        #expect(try FileFingerprint(path: path) == before)
    }

    /// A migration this library does not know, recorded without raising `user_version` (which
    /// still names this library's newest), is still a newer catalog.
    @Test func readOnlyOpenRefusesAForeignMigrationThatUserVersionDoesNotShow() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("foreign.sqlite")
        try TemporaryCatalog.write(at: path)
        let newest = Migration.embedded.last?.number ?? 0
        try DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: "INSERT INTO catalog_migrations VALUES (?, 'foreign.sql', ?, 'now')",
                arguments: [newest + 1, String(repeating: "b", count: 64)])
        }
        let before = try FileFingerprint(path: path)
        #expect(
            throws: PresetDatabaseError.schemaTooNew(
                path: path, detail: "schema version \(newest + 1), this library knows \(newest), unknown migrations foreign.sql")
        ) {
            try PresetDatabase.openReadOnly(at: path)
        }
        #expect(try FileFingerprint(path: path) == before)
    }

    @Test func readOnlyOpenOfAMissingFileIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("absent.sqlite")
        #expect(throws: PresetDatabaseError.missingFile(path: path)) { try PresetDatabase.openReadOnly(at: path) }
        #expect(try directory.listing().isEmpty)
    }

    @Test(arguments: [false, true])
    func newerSchemaIsRefusedAndLeftUnchanged(readOnly: Bool) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("newer.sqlite")
        try TemporaryCatalog.write(at: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: "INSERT INTO catalog_migrations VALUES (999, '0999_future.sql', ?, 'later')",
                arguments: [String(repeating: "a", count: 64)])
            try db.execute(sql: "PRAGMA user_version = 999")
        }
        let listing = try directory.listing()
        let before = try FileFingerprint(path: path)
        do {
            _ = readOnly ? try PresetDatabase.openReadOnly(at: path) : try PresetDatabase.openWritable(at: path)
            Issue.record("a newer catalog was opened")
        } catch let error as PresetDatabaseError {
            #expect(
                error
                    == .schemaTooNew(
                        path: path,
                        detail:
                            "schema version 999, this library knows \(Migration.embedded.last?.number ?? 0), unknown migrations 0999_future.sql"
                    ))
            #expect(!error.description.contains("\n"))
        }
        #expect(try FileFingerprint(path: path) == before)
        #expect(try directory.listing() == listing)
    }

    @Test(arguments: [false, true])
    func nonSQLiteFileIsRefusedAndLeftUnchanged(readOnly: Bool) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("notes.sqlite")
        try Data(String(repeating: "not a database, just some notes\n", count: 300).utf8).write(to: URL(fileURLWithPath: path))
        let before = try FileFingerprint(path: path)
        #expect(throws: PresetDatabaseError.notACatalog(path: path, problem: "not a SQLite database (no SQLite header)")) {
            _ = readOnly ? try PresetDatabase.openReadOnly(at: path) : try PresetDatabase.openWritable(at: path)
        }
        #expect(try FileFingerprint(path: path) == before)
        #expect(try directory.listing() == ["notes.sqlite"])
    }

    @Test(arguments: [false, true])
    func sqliteDatabaseOfSomethingElseIsRefused(readOnly: Bool) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("other.sqlite")
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE notes (body TEXT)") }
        let before = try FileFingerprint(path: path)
        #expect(throws: PresetDatabaseError.notACatalog(path: path, problem: "a SQLite database without a catalog_migrations table")) {
            _ = readOnly ? try PresetDatabase.openReadOnly(at: path) : try PresetDatabase.openWritable(at: path)
        }
        #expect(try FileFingerprint(path: path) == before)
    }

    /// Cuts a seeded catalog (page size 4096, several pages) at a page boundary and mid-page.
    @Test(arguments: [
        (pages: true, readOnly: false), (pages: true, readOnly: true), (pages: false, readOnly: false), (pages: false, readOnly: true),
    ])
    func truncatedFileIsRefusedAndLeftUnchanged(pages: Bool, readOnly: Bool) throws {
        let directory = try TemporaryDirectory()
        let whole = directory.file("whole.sqlite")
        try TemporaryCatalog.write(at: whole)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        let pageSize = 4096
        #expect(bytes.count % pageSize == 0 && bytes.count / pageSize >= 4)
        let cut = pages ? (bytes.count / pageSize / 2) * pageSize : bytes.count / 2 + 100
        let path = directory.file("truncated.sqlite")
        try bytes.prefix(cut).write(to: URL(fileURLWithPath: path))
        let before = try FileFingerprint(path: path)
        do {
            _ = readOnly ? try PresetDatabase.openReadOnly(at: path) : try PresetDatabase.openWritable(at: path)
            Issue.record("a truncated catalog was opened")
        } catch let error as PresetDatabaseError {
            guard case .notACatalog(_, let problem) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(problem.hasPrefix("truncated SQLite file"))
        }
        #expect(try FileFingerprint(path: path) == before)
        #expect(try directory.listing() == ["truncated.sqlite", "whole.sqlite"])
    }

    @Test func writableOpenCreatesAndReopensACatalog() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("new.sqlite")
        let store = try PresetDatabase.openWritable(at: path)
        try store.createPreset(samplePreset())
        try store.close()
        let reopened = try PresetDatabase.openWritable(at: path)
        #expect(try reopened.preset(named: "sample").definition == samplePreset())
        #expect(try reopened.checkCatalog().isHealthy)
    }
}
