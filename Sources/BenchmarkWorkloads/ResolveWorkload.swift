import ParallaxEngine
import PresetCatalog

/// Benchmark body: resolving a preset by name through ``PresetLibrary`` (what an app calls when
/// it configures a cell), cold and warm. Cold resolves use a context never seen before, so the
/// cache misses and the preset is read from SQLite, decoded and compiled; warm resolves repeat
/// one context, so the cache answers.
public struct ResolveWorkload {
    /// The library, opened read-only on the catalog.
    public let library: PresetLibrary
    /// The preset resolved.
    public let presetName: String
    /// The context warm resolves repeat.
    public let warmContext = PresetContext(rowHeight: 100, imageHeight: 200)
    private var coldResolves = 0

    /// Opens the catalog at `catalogPath` as an app would, to resolve `presetName`.
    public init(catalogPath: String, presetName: String = "aeris-cell-background") throws {
        library = try PresetLibrary(contentsOf: catalogPath)
        self.presetName = presetName
    }

    /// Resolves the preset for a row height not resolved before (100 pt plus a thousandth per
    /// earlier cold resolve): a cache miss.
    public mutating func resolveCold() throws -> Animator {
        coldResolves += 1
        return try library.animator(
            named: presetName, context: PresetContext(rowHeight: 100 + Double(coldResolves) / 1000, imageHeight: 200))
    }

    /// Resolves the preset for ``warmContext``: a cache hit once it has been resolved.
    public func resolveWarm() throws -> Animator {
        try library.animator(named: presetName, context: warmContext)
    }
}
