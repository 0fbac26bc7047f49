import Foundation
import PresetStore

/// An empty catalog file, created and migrated by the store, in a directory of its own under
/// the system's temporary directory; `remove()` deletes the directory.
public struct TemporaryCatalog: Sendable {
    /// The catalog file's path.
    public let path: String
    private let directory: URL

    /// Creates the directory and the migrated, empty catalog (closed again).
    public init(name: String = "catalog") throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("parallax-benchmark-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("\(name).sqlite").path
        try CatalogStore.openWritable(at: path).close()
    }

    /// Deletes the catalog and its directory.
    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
