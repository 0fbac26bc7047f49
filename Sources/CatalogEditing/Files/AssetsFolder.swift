import Foundation
import ParallaxEngine
import PresetCatalog

/// The folder `preview --assets DIR` names: a page may embed the PNG and JPEG files inside it.
package enum AssetsFolder {
    /// The folder at `path` (relative to the working directory).
    /// - Throws: ``CatalogError/Kind/notFound`` when there is no folder there.
    package static func url(_ path: String) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CatalogError(.notFound, "--assets \(messageText(path, limit: 300)): no such folder")
        }
        return URL(fileURLWithPath: path)
    }
}
