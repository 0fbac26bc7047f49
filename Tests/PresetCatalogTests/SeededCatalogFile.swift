import Foundation
import PresetStore

/// A seeded catalog file in a fresh temporary folder, written through the store (the runtime
/// under test only reads catalogs), removed with its folder when the value is released.
final class SeededCatalogFile {
    let folder: URL
    let path: String

    /// Creates `name` (default `catalog.sqlite`, may name a subfolder) in a new folder, seeds it
    /// and closes it.
    init(name: String = "catalog.sqlite") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-tests-\(UUID().uuidString)")
        let file = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        path = file.path
        let store = try CatalogStore.openWritable(at: path)
        try store.loadSeed()
        try store.close()
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
