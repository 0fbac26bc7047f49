import Foundation

extension PresetLibrary {
    /// Opens the catalog file at `url` read-only, as ``init(contentsOf:schemaTrust:)`` opens a
    /// path: `Bundle.main.url(forResource: "catalog", withExtension: "sqlite")`.
    /// - Throws: ``CatalogError`` — not found, also for a URL that is not a file URL (a
    ///   catalog on a server is fetched with ``LiveCatalog`` first); as the path initialiser
    ///   otherwise.
    public convenience init(url: URL, schemaTrust: SchemaTrust = .verify) throws {
        guard url.isFileURL else {
            throw CatalogError(.notFound, "catalog '\(url.absoluteString)' is not a file URL; PresetLibrary reads a local file")
        }
        try self.init(contentsOf: url.path, schemaTrust: schemaTrust)
    }
}
