import PresetStore

/// Benchmark body: one page of `presets list --prefix P --limit 50` on a catalog filled by
/// ``ListingCatalog``, through the store opened read-only once (as an app or a long-lived
/// service would), and as the `preset-manager` command (``commandLine``).
public struct ListingWorkload: Sendable {
    /// The filled catalog.
    public let catalog: TemporaryCatalog
    /// The prefix listed.
    public let prefix: String
    /// The page size.
    public let limit: Int
    private let store: PresetDatabase

    /// Creates and fills a catalog of `presetCount` presets, then opens it read-only.
    public init(presetCount: Int, prefix: String = "fade", limit: Int = 50) throws {
        catalog = try TemporaryCatalog(name: "listing")
        try ListingCatalog.fill(catalog.path, presetCount: presetCount)
        store = try PresetDatabase.openReadOnly(at: catalog.path)
        self.prefix = prefix
        self.limit = limit
    }

    /// The `preset-manager` arguments listing the same page of the same catalog.
    public var commandLine: [String] {
        ["presets", "list", "--prefix", prefix, "--limit", String(limit), "--catalog", catalog.path]
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
