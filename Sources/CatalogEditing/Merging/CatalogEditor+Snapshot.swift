import Foundation
import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// Runs `body` on a private copy of the catalog file at `path` as the file alone holds it,
    /// migrated to this tool's schema, then removes the copy. The file is read through SQLite
    /// opened immutable (``PresetDatabase/writeSnapshot(ofFileAt:to:)``): nothing is written
    /// beside it, no `-wal` or `-shm` appears, and a write-ahead log another program holds open
    /// is not read, just as git reads the file. What git hands a textconv or a merge driver is
    /// such a file: a blob written out, or the working tree's file.
    /// - Throws: ``CatalogError``: not found (66), not a catalog or a newer schema (65).
    package static func withSnapshot<T>(ofFileAt path: String, _ body: (CatalogEditor) throws -> T) throws -> T {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("preset-manager-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            throw CatalogError(.cannotCreate, "cannot create a temporary folder in \(pathText(scratch.deletingLastPathComponent().path))")
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let copy = scratch.appendingPathComponent("catalog.sqlite").path
        try CatalogError.translatingStoreErrors { try PresetDatabase.writeSnapshot(ofFileAt: path, to: copy) }
        let editor = try openWritable(at: copy)
        defer { try? editor.store.close() }
        return try body(editor)
    }

    /// Whether the file at `path` is empty: what git hands a merge driver for a side that had no
    /// such file (a catalog added on both branches has an empty common ancestor).
    package static func isEmptyFile(_ path: String) -> Bool {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? NSNumber)?.intValue == 0
    }
}
