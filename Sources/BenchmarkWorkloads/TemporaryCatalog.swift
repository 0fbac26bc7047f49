import Foundation
import PresetStore

/// A catalog file created and migrated by the store, empty or holding the seed catalog, in a
/// directory of its own under the system's temporary directory; `remove()` deletes the
/// directory.
public struct TemporaryCatalog: Sendable {
    /// The catalog file's path.
    public let path: String
    private let directory: URL

    /// Creates the directory and the migrated catalog (closed again), loading the seed catalog
    /// (presets, images, the `aeris-map-layers` menu) when `seeded`.
    public init(name: String = "catalog", seeded: Bool = false) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("parallax-benchmark-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("\(name).sqlite").path
        let store = try PresetDatabase.openWritable(at: path)
        if seeded { try store.loadSeed() }
        try store.close()
    }

    /// Deletes the catalog and its directory.
    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
