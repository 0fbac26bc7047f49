import BenchmarkWorkloads
import Foundation
import ParallaxEngine
import PresetStore
import Testing

/// Runs every benchmark body once at a small size, checking the values it produces against
/// numbers worked out independently (never timings), so the benchmarks cannot rot.
@Suite struct WorkloadsRunOnceTests {
    @Test func twelveTrackAnimatorHitsItsKeyframesAndEasedPoints() throws {
        var workload = try TwelveTrackWorkload()
        #expect(workload.values.count == 12)
        // Progress 0.5 is the middle of the range 0.1…0.9, remapped to 0.5: the middle keyframe.
        // (outBack's easings.net polynomial gives ≈ 2e-16 rather than 0 at 0: compare to 1e-12.)
        workload.evaluate(progress: 0.5)
        for track in 0..<12 {
            #expect(abs(workload.values[track] - TwelveTrackWorkload.keyframeValues(track: track).middle) < 1e-12)
        }
        // Below the range acts as 0, above it as 1: the first and last keyframes.
        workload.evaluate(progress: 0.05)
        for track in 0..<12 {
            #expect(abs(workload.values[track] - TwelveTrackWorkload.keyframeValues(track: track).start) < 1e-12)
        }
        workload.evaluate(progress: 0.95)
        for track in 0..<12 {
            #expect(abs(workload.values[track] - TwelveTrackWorkload.keyframeValues(track: track).end) < 1e-12)
        }
        // Progress 0.3 remaps to (0.3 − 0.1)/0.8 = 0.25, half-way through the first segment.
        // Track 0 eases it with outCubic: 1 − (1 − 0.5)³ = 0.875, so 0 + 10 · 0.875 = 8.75.
        // Track 4 uses smoothStep: 0.5²(3 − 2·0.5) = 0.5, so 4 + 10 · 0.5 = 9.
        workload.evaluate(progress: 0.3)
        #expect(abs(workload.values[0] - 8.75) < 1e-12)
        #expect(abs(workload.values[4] - 9) < 1e-12)
        #expect(workload.progressSamples.count == 1024)
    }

    @Test func twelveLinearTracksInterpolateStraight() throws {
        var workload = try TwelveTrackWorkload(curves: ["linear"])
        // Progress 0.3 → 0.25 in the range → half-way from `index` to `index + 10`.
        workload.evaluate(progress: 0.3)
        for track in 0..<12 {
            #expect(abs(workload.values[track] - (Double(track) + 5)) < 1e-12)
        }
    }

    @Test func aerisEngineEqualsTheHandWrittenFormula() throws {
        var workload = try AerisComparisonWorkload(rowHeight: 100, imageHeight: 200)
        // By hand, viewport 844, travel 100: a row whose top is at the viewport's centre (offset
        // 1500 − 422 = 1078) shows the image at −travel/2 = −50; a row at the viewport's top
        // (offset 1500) at −50 + (422/844)·100 = 0.
        func rowAt(offset: Double) -> ScrollGeometry {
            ScrollGeometry(
                viewportSize: workload.viewport, contentOffset: .init(x: 0, y: offset),
                itemFrame: .init(x: 0, y: 1500, width: workload.viewport.width, height: 100))
        }
        #expect(abs(workload.handWritten(rowAt(offset: 1078)) - -50) < 1e-12)
        #expect(abs(workload.handWritten(rowAt(offset: 1500)) - 0) < 1e-12)
        for index in workload.geometries.indices {
            let engine = workload.engineImageTop(at: index)
            #expect(abs(engine - workload.handWrittenImageTop(at: index)) < 1e-9, "geometry \(index)")
        }
    }

    @Test func importWritesTheSameRowsThroughTheStoreAndTheRawAPI() throws {
        let workload = ImportWorkload(presetCount: 20)
        let throughStore = try TemporaryCatalog()
        let raw = try TemporaryCatalog()
        defer {
            throughStore.remove()
            raw.remove()
        }
        try workload.importThroughStore(into: throughStore.path)
        try workload.importWithRawSQLite(into: raw.path)
        for path in [throughStore.path, raw.path] {
            let store = try CatalogStore.openReadOnly(at: path)
            defer { try? store.close() }
            #expect(try store.presetCount() == 20)
            for index in [0, 7, 19] {
                #expect(try store.preset(named: ImportPresets.name(index)).definition == ImportPresets.definition(index))
            }
        }
        // 3 tracks × 3 keyframes: by hand, preset 7's second track's last keyframe is
        // 7 + 1 · 0.25 + 2 · 0.125 = 7.5.
        let stored = try CatalogStore.openReadOnly(at: raw.path)
        defer { try? stored.close() }
        let track = try stored.preset(named: "import-0000007").definition.tracks[1]
        #expect(track.keyframes.map(\.value) == [.number(7.25), .number(7.375), .number(7.5)])
    }

    @Test func listingReturnsTheFirstPageOfThePrefixInNameOrder() throws {
        let workload = try ListingWorkload(presetCount: 1000, prefix: "fade", limit: 50)
        defer { workload.remove() }
        // "fade" names the presets whose index is 1 modulo 10: 1, 11, 21, … in name order.
        let expected = (0..<50).map { "fade-" + String(format: "%07d", 1 + 10 * $0) }
        #expect(try workload.listPage() == expected)
    }
}
