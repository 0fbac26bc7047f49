import PresetStore
import TestSupport
import Testing

@testable import PresetCatalog

/// The resolver over a writable catalog, as the tooling uses it (a read-only library's cache is
/// in PresetLibraryTests).
@Suite struct ResolutionCacheTests {
    let file: TemporaryCatalog
    let store: PresetDatabase
    let resolver: PresetResolver

    init() throws {
        file = try TemporaryCatalog()
        store = try PresetDatabase.openWritable(at: file.path)
        resolver = PresetResolver(store: store)
    }

    @Test func repeatedResolveIsACacheHit() throws {
        let context = PresetContext(rowHeight: 100, imageHeight: 200)
        _ = try resolver.animator(named: "fade-up", context: context)
        #expect(resolver.cacheStatistics == CacheStatistics(hits: 0, misses: 1))
        _ = try resolver.animator(named: "fade-up", context: context)
        #expect(resolver.cacheStatistics == CacheStatistics(hits: 1, misses: 1))
    }

    @Test func anotherContextOrPresetIsAMiss() throws {
        _ = try resolver.animator(named: "fade-up", context: PresetContext(rowHeight: 100))
        _ = try resolver.animator(named: "fade-up", context: PresetContext(rowHeight: 80))
        _ = try resolver.animator(named: "zoom-in", context: PresetContext(rowHeight: 100))
        #expect(resolver.cacheStatistics == CacheStatistics(hits: 0, misses: 3))
    }

    /// The cache key holds the revision: after an update the next resolve compiles the new definition.
    @Test func anUpdatedPresetIsRecompiled() throws {
        let context = PresetContext()
        let before = try resolver.animator(named: "fade-up", context: context)
        var definition = try store.preset(named: "fade-up").definition
        definition.tracks.removeLast()
        try store.updatePreset(named: "fade-up", to: definition)
        let after = try resolver.animator(named: "fade-up", context: context)
        #expect(resolver.cacheStatistics == CacheStatistics(hits: 0, misses: 2))
        #expect(after.slotCount == before.slotCount - 1)
    }

    @Test func unknownPresetIsNotFound() throws {
        #expect(throws: CatalogError(.notFound, "preset 'nope' not found")) {
            try resolver.animator(named: "nope", context: PresetContext())
        }
    }
}
