import Testing

@testable import PresetCatalog

@Suite struct ResolutionCacheTests {
    @Test func repeatedResolveIsACacheHit() throws {
        let temporary = try TemporaryCatalog()
        let catalog = temporary.catalog
        let context = PresetContext(rowHeight: 100, imageHeight: 200)
        _ = try catalog.animator(named: "fade-up", context: context)
        #expect(catalog.cacheStatistics == CacheStatistics(hits: 0, misses: 1))
        _ = try catalog.animator(named: "fade-up", context: context)
        #expect(catalog.cacheStatistics == CacheStatistics(hits: 1, misses: 1))
    }

    @Test func anotherContextOrPresetIsAMiss() throws {
        let temporary = try TemporaryCatalog()
        let catalog = temporary.catalog
        _ = try catalog.animator(named: "fade-up", context: PresetContext(rowHeight: 100))
        _ = try catalog.animator(named: "fade-up", context: PresetContext(rowHeight: 80))
        _ = try catalog.animator(named: "zoom-in", context: PresetContext(rowHeight: 100))
        #expect(catalog.cacheStatistics == CacheStatistics(hits: 0, misses: 3))
    }

    /// The cache key holds the revision: after an update the next resolve compiles the new definition.
    @Test func anUpdatedPresetIsRecompiled() throws {
        let temporary = try TemporaryCatalog()
        let catalog = temporary.catalog
        let context = PresetContext()
        let before = try catalog.animator(named: "fade-up", context: context)
        var definition = try catalog.preset(named: "fade-up").definition
        definition.tracks.removeLast()
        try catalog.updatePreset(named: "fade-up", to: definition)
        let after = try catalog.animator(named: "fade-up", context: context)
        #expect(catalog.cacheStatistics == CacheStatistics(hits: 0, misses: 2))
        #expect(after.slotCount == before.slotCount - 1)
    }

    @Test func unknownPresetIsNotFound() throws {
        let temporary = try TemporaryCatalog()
        #expect(throws: CatalogError(.notFound, "preset 'nope' not found")) {
            try temporary.catalog.animator(named: "nope", context: PresetContext())
        }
    }
}
