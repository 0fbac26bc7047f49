import Foundation
import ParallaxEngine
import PresetStore

/// Opening an existing catalog file: for ``PresetLibrary`` (read-only) and, with package access, for the
/// tooling's writable catalog.
package enum DatabaseFile {
    /// The store of the existing catalog at `path`, opened writable (applying the migrations it
    /// lacks) or read-only (writing nothing, so it works on a read-only file). A writable open
    /// always verifies the schema; a read-only one as `schemaTrust` says, and sees other writers'
    /// commits when `followsOtherWriters` is true (``PresetDatabase/openReadOnly(at:schemaTrust:followsOtherWriters:)``).
    /// - Throws: ``CatalogError`` — not found when the file does not exist; invalid data
    ///   for a file that is not a catalog or whose schema does not match; busy; I/O.
    package static func openStore(
        at path: String, writable: Bool, schemaTrust: SchemaTrust = .verify, followsOtherWriters: Bool = false
    ) throws -> PresetDatabase {
        try requireExisting(path)
        return try CatalogError.translatingStoreErrors {
            writable
                ? try PresetDatabase.openWritable(at: path)
                : try PresetDatabase.openReadOnly(at: path, schemaTrust: schemaTrust, followsOtherWriters: followsOtherWriters)
        }
    }

    /// Refuses a path where no file exists.
    /// - Throws: ``CatalogError`` — not found.
    package static func requireExisting(_ path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CatalogError(.notFound, "catalog '\(messageText(path, limit: 300))' does not exist")
        }
    }
}
