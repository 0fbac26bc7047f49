import Foundation
import ParallaxEngine
import PresetStore
import TestSupport
import Testing

@testable import PresetCatalog

/// Variables: names an expression reads beyond the six built-in ones, set by the app in
/// `PresetContext.variables`.
@Suite struct VariableTests {
    /// A seeded catalog plus `card-slide`: `card.translationX` from `-2 · cardInset` at progress 0
    /// to `cardInset + rowHeight / 4` at 1, on a scroll timeline from 0 to 100.
    static func catalog() throws -> TemporaryCatalog {
        let file = try TemporaryCatalog()
        let store = try PresetDatabase.openWritable(at: file.path)
        try store.createPreset(
            PresetDefinition(
                name: "card-slide", kind: .custom, summary: "by the app's inset", axis: .vertical,
                timeline: .scroll(from: 0, to: 100),
                tracks: [
                    PresetDefinition.Track(
                        target: "card", property: "translationX",
                        keyframes: [
                            PresetDefinition.Keyframe(at: 0, value: .expression("-2 * cardInset")),
                            PresetDefinition.Keyframe(at: 1, value: .expression("cardInset + rowHeight / 4")),
                        ])
                ]))
        try store.close()
        return file
    }

    static func geometry(offset: Double) -> ScrollMetrics {
        ScrollMetrics(
            viewportSize: .init(width: 390, height: 844), contentOffset: .init(x: 0, y: offset),
            itemFrame: .init(x: 0, y: 0, width: 390, height: 100))
    }

    @Test func theLibraryNamesThePresetsVariables() throws {
        let file = try Self.catalog()
        let library = try PresetLibrary(contentsOf: file.path)
        #expect(try library.variableNames(ofPreset: "card-slide") == ["cardInset"])
        #expect(try library.variableNames(ofPreset: "aeris-cell-background") == [])
    }

    /// With cardInset 12 and 100 pt rows: −24 at offset 0, 12 + 25 = 37 at offset 100, and
    /// halfway, (−24 + 37) / 2 = 6.5 at offset 50.
    @Test func anAnimatorReadsTheContextsVariables() throws {
        let file = try Self.catalog()
        let library = try PresetLibrary(contentsOf: file.path)
        let animator = try library.animator(named: "card-slide", context: PresetContext(variables: ["cardInset": 12]))
        var values = [Double](repeating: 0, count: animator.slotCount)
        for (offset, expected) in [(0.0, -24.0), (50, 6.5), (100, 37)] {
            animator.evaluate(Self.geometry(offset: offset), into: &values)
            #expect(abs(values[0] - expected) < 1e-12, "offset \(offset)")
        }
    }

    @Test func aMissingVariableIsNamedWithThePreset() throws {
        let file = try Self.catalog()
        let library = try PresetLibrary(contentsOf: file.path)
        #expect(throws: CatalogError(.invalidArgument, "preset 'card-slide' reads the variable 'cardInset', which is not set")) {
            try library.animator(named: "card-slide", context: PresetContext(variables: ["cardInsets": 12]))
        }
    }

    @Test func aVariableNamedLikeABuiltInOrNotFiniteIsRefused() throws {
        let file = try Self.catalog()
        let library = try PresetLibrary(contentsOf: file.path)
        #expect(throws: CatalogError(.invalidArgument, "variable 'rowHeight' is a built-in name; set the context's rowHeight instead")) {
            try library.animator(named: "card-slide", context: PresetContext(variables: ["cardInset": 1, "rowHeight": 3]))
        }
        #expect(throws: CatalogError(.invalidArgument, "variable 'cardInset' must be a finite number (is nan)")) {
            try library.animator(named: "card-slide", context: PresetContext(variables: ["cardInset": .nan]))
        }
    }

    /// The cache key holds the variables: the same values hit, another value compiles again
    /// and gives its own numbers.
    @Test func theCacheKeysOnTheVariables() throws {
        let file = try Self.catalog()
        let library = try PresetLibrary(contentsOf: file.path)
        let twelve = PresetContext(variables: ["cardInset": 12])
        _ = try library.animator(named: "card-slide", context: twelve)
        _ = try library.animator(named: "card-slide", context: twelve)
        let twenty = try library.animator(named: "card-slide", context: PresetContext(variables: ["cardInset": 20]))
        #expect(library.cacheStatistics == CacheStatistics(hits: 1, misses: 2))
        var values = [Double](repeating: 0, count: twenty.slotCount)
        twenty.evaluate(Self.geometry(offset: 0), into: &values)
        #expect(values[0] == -40)
    }

    /// Misspellings of a built-in name: case, a letter dropped, added, changed, two swapped.
    @Test(arguments: [
        ("rowheight", "rowHeight"), ("imageHight", "imageHeight"), ("rowHeights", "rowHeight"),
        ("rowHaight", "rowHeight"), ("imageHeigth", "imageHeight"), ("viewportWidht", "viewportWidth"),
    ])
    func aNameOneEditFromABuiltInIsAMisspelling(name: String, builtIn: String) {
        #expect(VariableNames.builtInName(resembling: name) == builtIn)
    }

    @Test(arguments: ["cardInset", "rowHeightScale", "width", "inset", "imageHeight"])
    func otherNamesAreNotMisspellings(name: String) {
        #expect(VariableNames.builtInName(resembling: name) == nil)
    }
}
