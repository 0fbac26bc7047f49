import Foundation
import PresetStore

/// A catalog file made by the store (migrated, holding the seed unless `seeded` is false, and
/// closed), in a temporary folder of its own removed when the value is released.
package final class TemporaryCatalog: Sendable {
    /// The folder holding the catalog, for other files a test needs beside it.
    package let directory: TemporaryDirectory
    /// The catalog file's path.
    package let path: String

    /// Creates `name` (which may name a subfolder) in a new folder.
    package init(name: String = "catalog.sqlite", seeded: Bool = true) throws {
        directory = try TemporaryDirectory()
        path = directory.file(name)
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try Self.write(at: path, seeded: seeded)
    }

    /// The folder's URL.
    package var folder: URL { URL(fileURLWithPath: directory.path) }

    /// The path of `name` in the catalog's folder.
    package func file(_ name: String) -> String { directory.file(name) }

    /// Every table's schema and rows as the `sqlite3` shell dumps them (``SQLiteShell/dump(_:)``).
    package func dump() throws -> String {
        try SQLiteShell.dump(path)
    }

    /// Writes a migrated catalog at `path` through the store, holding the seed when `seeded`, and
    /// closes it, so one self-contained file remains (no `-wal`, no `-shm`).
    package static func write(at path: String, seeded: Bool = true) throws {
        let store = try PresetDatabase.openWritable(at: path)
        if seeded { try store.loadSeed() }
        try store.close()
    }
}
