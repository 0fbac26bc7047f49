import Foundation
import GRDB
import PresetStore
import TestSupport
import Testing

/// Hostile files at the store: each is refused (or, when read-only, opened read-only) as
/// docs/DESIGN.md says, and nothing is written: every byte, modification date and directory entry
/// is as it was (no -wal, -shm or -journal appears). Tests run as root, which ignores
/// permission bits, so "read-only" is proven by the unchanged fingerprint, not by an EACCES.
@Suite struct HostileFileTests {
    /// Opens `path` in `mode`, expecting a one-line refusal, and checks nothing was written.
    private func expectRefusedUntouched(_ path: String, in directory: TemporaryDirectory, mode: OpenMode) throws -> PresetDatabaseError? {
        let before = try DirectoryFingerprint(of: directory.path)
        var refusal: PresetDatabaseError?
        do {
            let store = try mode.open(path)
            try? store.close()
            Issue.record("\(mode) open of \(path) succeeded")
        } catch let error as PresetDatabaseError {
            expectOneLine(error)
            refusal = error
        }
        let after = try DirectoryFingerprint(of: directory.path)
        #expect(after == before, "before: \(before) after: \(after)")
        return refusal
    }

    @Test(arguments: OpenMode.allCases)
    func aFileThatIsNotSQLiteIsRefused(mode: OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try Data(String(repeating: "{\"presets\": []}\n", count: 500).utf8).write(to: URL(fileURLWithPath: path))
        let error = try expectRefusedUntouched(path, in: directory, mode: mode)
        guard case .notACatalog = error else { Issue.record("\(String(describing: error))"); return }
    }

    @Test(arguments: OpenMode.allCases, [0.1, 0.5, 0.75, 0.999])
    func aTruncatedCatalogIsRefused(mode: OpenMode, fraction: Double) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("whole-\(UUID().uuidString).sqlite").path
        try CatalogFiles.truncated(at: path, keeping: fraction, scratch: scratch)
        let error = try expectRefusedUntouched(path, in: directory, mode: mode)
        guard case .notACatalog(_, let problem) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(problem.hasPrefix("truncated SQLite file"))
    }

    @Test(arguments: OpenMode.allCases)
    func aCatalogFromANewerSchemaIsRefused(mode: OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try CatalogFiles.newerSchema(at: path)
        let error = try expectRefusedUntouched(path, in: directory, mode: mode)
        guard case .schemaTooNew = error else { Issue.record("\(String(describing: error))"); return }
    }

    @Test(arguments: OpenMode.allCases)
    func aSQLiteDatabaseOfSomethingElseIsRefused(mode: OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hi')") }
        try queue.close()
        let error = try expectRefusedUntouched(path, in: directory, mode: mode)
        guard case .notACatalog = error else { Issue.record("\(String(describing: error))"); return }
    }

    @Test(arguments: OpenMode.allCases)
    func aDirectoryInPlaceOfTheFileIsRefused(mode: OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        _ = try expectRefusedUntouched(path, in: directory, mode: mode)
    }

    /// A read-only file (mode 0444) opens read-only and reads; every write is refused; a
    /// writable open is refused rather than writing to a file its owner marked read-only.
    @Test func aReadOnlyFileOpensReadOnlyAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        try expectReadOnlyUse(of: path, in: directory)
        let error = try expectRefusedUntouched(path, in: directory, mode: .writable)
        guard case .readOnly = error else { Issue.record("\(String(describing: error))"); return }
    }

    /// A writable file in a read-only directory (mode 0555): SQLite could not create its -wal
    /// or -journal there, so the catalog opens read-only and a writable open is refused.
    @Test func aCatalogInAReadOnlyDirectoryOpensReadOnlyAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        try TemporaryCatalog.write(at: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        try expectReadOnlyUse(of: path, in: directory)
        let error = try expectRefusedUntouched(path, in: directory, mode: .writable)
        guard case .readOnly = error else { Issue.record("\(String(describing: error))"); return }
    }

    private func expectReadOnlyUse(of path: String, in directory: TemporaryDirectory) throws {
        let before = try DirectoryFingerprint(of: directory.path)
        let store = try PresetDatabase.openReadOnly(at: path)
        #expect(store.isReadOnly)
        #expect(try store.checkCatalog().isHealthy)
        let exported = try store.exportDocument()
        #expect(exported.presets.count == (try PresetDatabase.seedDocument()).presets.count)
        for attempt in [
            { try store.createPreset(PresetDefinition(name: "new", kind: .custom, timeline: .offset)) },
            { try store.deletePreset(named: exported.presets[0].name) },
            { try store.importDocument(CatalogDocument(presets: [PresetDefinition(name: "other", kind: .custom, timeline: .offset)])) },
        ] as [() throws -> Void] {
            #expect(throws: PresetDatabaseError.readOnly(path: path)) { try attempt() }
        }
        try store.close()
        #expect(try DirectoryFingerprint(of: directory.path) == before)
    }
}
