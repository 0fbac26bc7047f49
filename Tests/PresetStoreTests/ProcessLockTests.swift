import Foundation
import GRDB
import TestSupport
import Testing

@testable import PresetStore

/// Opening a catalog keeps the SQLite locks this process's connections already hold on it.
///
/// POSIX record locks belong to the process: closing any descriptor of the file drops all of
/// them. A connection in WAL mode holds a shared lock on the database file for as long as it is
/// open, and that lock is what tells another process closing the catalog that it is not the last
/// connection: without it, that process checkpoints and deletes the write-ahead log under this
/// one, which then never sees another commit. So the test: a writable connection stays open, an
/// opening under test runs, and then `sqlite3` (another process) commits and exits; the `-wal`
/// file must still be there and the open connection must see the commit (sqlite.org/wal.html,
/// "the WAL file persists… until the last connection closes").
@Suite struct ProcessLockTests {
    /// The openings of a catalog file a process may make while it holds one open.
    enum Opening: String, CaseIterable, CustomStringConvertible {
        case writable, readOnly, readOnlyFollowingOtherWriters, readOnlyUnverified, schemaRepair, fileValidation

        var description: String { rawValue }

        func run(at path: String) throws {
            switch self {
            case .writable: try PresetDatabase.openWritable(at: path).close()
            case .readOnly: _ = try PresetDatabase.openReadOnly(at: path)
            case .readOnlyFollowingOtherWriters: _ = try PresetDatabase.openReadOnly(at: path, followsOtherWriters: true)
            case .readOnlyUnverified: _ = try PresetDatabase.openReadOnly(at: path, schemaTrust: .acceptUnverified)
            case .schemaRepair: try PresetDatabase.repairSchema(at: path) { _ in }
            case .fileValidation: try SQLiteFileInspector.validate(path: path)
            }
        }
    }

    @Test(arguments: Opening.allCases) func anOpeningKeepsTheLocksOfTheConnectionsAlreadyOpen(_ opening: Opening) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        let store = try PresetDatabase.openWritable(at: path)
        defer { try? store.close() }
        try store.createPreset(samplePreset())
        for revision in 2...3 {
            try opening.run(at: path)
            _ = try Shell.output(["sqlite3", path, "UPDATE presets SET revision = \(revision) WHERE name = 'sample'"])
            #expect(FileManager.default.fileExists(atPath: path + "-wal"), "after \(opening), commit \(revision)")
            #expect(try store.preset(named: "sample").revision == revision, "after \(opening)")
        }
    }
}
