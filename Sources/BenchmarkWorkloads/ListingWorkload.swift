import PresetStore

/// Benchmark body: one page of `presets list --prefix P --limit 50` through the store, on a
/// catalog filled by ``ListingCatalog``, opened read-only once (as an app or a long-lived
/// service would).
public struct ListingWorkload: Sendable {
    /// The filled catalog.
    public let catalog: TemporaryCatalog
    /// The prefix listed.
    public let prefix: String
    /// The page size.
    public let limit: Int
    private let store: CatalogStore

    /// Creates and fills a catalog of `presetCount` presets, then opens it read-only.
    public init(presetCount: Int, prefix: String = "fade", limit: Int = 50) throws {
        catalog = try TemporaryCatalog(name: "listing")
        try ListingCatalog.fill(catalog.path, presetCount: presetCount)
        store = try CatalogStore.openReadOnly(at: catalog.path)
        self.prefix = prefix
        self.limit = limit
    }

    /// The names on the first page.
    public func listPage() throws -> [String] {
        try store.presets(prefix: prefix, limit: limit).map(\.name)
    }

    /// Closes the store and deletes the catalog.
    public func remove() {
        try? store.close()
        catalog.remove()
    }
}
