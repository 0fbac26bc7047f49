import BenchmarkWorkloads
import Foundation
import ParallaxEngine
import PresetCatalog
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
        func rowAt(offset: Double) -> ScrollMetrics {
            ScrollMetrics(
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
            let store = try PresetDatabase.openReadOnly(at: path)
            defer { try? store.close() }
            #expect(try store.presetCount() == 20)
            for index in [0, 7, 19] {
                #expect(try store.preset(named: ImportPresets.name(index)).definition == ImportPresets.definition(index))
            }
        }
        // 3 tracks × 3 keyframes: by hand, preset 7's second track's last keyframe is
        // 7 + 1 · 0.25 + 2 · 0.125 = 7.5.
        let stored = try PresetDatabase.openReadOnly(at: raw.path)
        defer { try? stored.close() }
        let track = try stored.preset(named: "import-0000007").definition.tracks[1]
        #expect(track.keyframes.map(\.value) == [.number(7.25), .number(7.375), .number(7.5)])
    }

    /// docs/DESIGN.md's Aeris formula for a 100 pt row with a 200 pt image in an 844 pt viewport:
    /// travel 100, image top −50 + ((422 − cellTop) / 844) · 100.
    static func aerisImageTop(cellTop: Double) -> Double {
        -50 + ((422 - cellTop) / 844) * 100
    }

    @Test func menuFrameEvaluatesEveryVisibleRow() throws {
        let catalog = try TemporaryCatalog(seeded: true)
        defer { catalog.remove() }
        var workload = try MenuFrameWorkload(catalogPath: catalog.path)
        #expect(workload.rowCount == 10)
        // Offset 0: rows 0…8 start above 844 pt (row 9 starts at 900), so 9 rows are visible.
        #expect(workload.renderFrame(offset: 0) == 9)
        for row in 0..<9 {
            let imageTop = try #require(workload.imageTop(ofRow: row))
            #expect(abs(imageTop - Self.aerisImageTop(cellTop: Double(row) * 100)) < 1e-9, "row \(row)")
        }
        // Offset 156 (the end of the 1,000 pt content): row 0 has left (−156…−56), rows 1…9 show.
        #expect(workload.renderFrame(offset: 156) == 9)
        let lastRowTop = try #require(workload.imageTop(ofRow: 9))
        #expect(abs(lastRowTop - Self.aerisImageTop(cellTop: 900 - 156)) < 1e-9)
        #expect(workload.offsets.count == 1024)
    }

    @Test func resolvingMissesForANewContextAndHitsForARepeatedOne() throws {
        let catalog = try TemporaryCatalog(seeded: true)
        defer { catalog.remove() }
        var workload = try ResolveWorkload(catalogPath: catalog.path)
        _ = try workload.resolveCold()
        _ = try workload.resolveCold()
        #expect(workload.library.cacheStatistics.hits == 0)
        #expect(workload.library.cacheStatistics.misses == 2)
        _ = try workload.resolveWarm()
        let animator = try workload.resolveWarm()
        #expect(workload.library.cacheStatistics.hits == 1)
        #expect(workload.library.cacheStatistics.misses == 3)
        // A row whose top is at the viewport's centre shows its image at −travel/2 = −50.
        var values = [Double](repeating: 0, count: animator.slotCount)
        animator.evaluate(
            ScrollMetrics(
                viewportSize: .init(width: 390, height: 844), contentOffset: .init(x: 0, y: 0),
                itemFrame: .init(x: 0, y: 422, width: 390, height: 100)),
            into: &values)
        let slot = try #require(animator.slotIndex(target: "background", channel: .translationY))
        #expect(abs(values[slot] - -50) < 1e-9)
    }

    @Test func importThroughTheCatalogWritesEveryPreset() throws {
        let workload = ImportWorkload(presetCount: 20)
        let catalog = try TemporaryCatalog()
        defer { catalog.remove() }
        try workload.importThroughCatalog(into: catalog.path)
        let store = try PresetDatabase.openReadOnly(at: catalog.path)
        defer { try? store.close() }
        #expect(try store.presetCount() == 20)
        #expect(try store.preset(named: ImportPresets.name(13)).definition == ImportPresets.definition(13))
    }

    /// 40 presets, 10 changes per side: ours set presets 0–9's summaries to "ours N", theirs
    /// presets 5–14's scale track's first keyframe to −1; the merge holds both, with no conflict.
    @Test func mergeHoldsBothSidesChanges() throws {
        let workload = try MergeWorkload(presetCount: 40, changesPerSide: 10)
        defer { workload.remove() }
        let merged = try workload.copyOfOurs()
        let outcome = try workload.merge(into: merged)
        #expect(outcome.presets == 40 && outcome.conflicts == 0)
        let store = try PresetDatabase.openReadOnly(at: merged)
        defer { try? store.close() }
        #expect(try store.presetCount() == 40)
        for index in [0, 4, 5, 9, 10, 14, 15, 39] {
            let definition = try store.preset(named: ImportPresets.name(index)).definition
            let summary = index < 10 ? "ours \(index)" : "benchmark preset \(index)"
            #expect(definition.summary == summary, "\(index)")
            let scaleStart = (5..<15).contains(index) ? -1 : Double(index % 1000) + 2 * 0.25
            #expect(definition.tracks[2].property == "scale")
            #expect(definition.tracks[2].keyframes[0].value == .number(scaleStart), "\(index)")
            #expect(definition.tracks[0].keyframes[2].value == .number(Double(index % 1000) + 0.25), "\(index)")
        }
    }

    @Test func listingReturnsTheFirstPageOfThePrefixInNameOrder() throws {
        let workload = try ListingWorkload(presetCount: 1000, prefix: "fade", limit: 50)
        defer { workload.remove() }
        // "fade" names the presets whose index is 1 modulo 10: 1, 11, 21, … in name order.
        let expected = (0..<50).map { "fade-" + String(format: "%07d", 1 + 10 * $0) }
        #expect(try workload.listPage() == expected)
        let printed = try builtTool().output(workload.commandLine)
        #expect(printed.contains("fade-0000491"))
        #expect(!printed.contains("fade-0000501"))
        #expect(printed.components(separatedBy: "fade-").count - 1 == 50)
    }

    @Test func previewCommandPrintsAFramePerOffset() throws {
        let workload = try PreviewWorkload(offsetCount: 10)
        defer { workload.catalog.remove() }
        let printed = try builtTool().output(workload.commandLine(format: "json"))
        let preview = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any])
        let frames = try #require(preview["frames"] as? [[String: Any]])
        #expect(frames.map { $0["offset"] as? Double } == (0..<10).map { Double($0) })
        // Offset 9: row 4's top is 400 − 9 in the viewport.
        let items = try #require(frames[9]["items"] as? [[String: Any]])
        let row4 = try #require(items.first { $0["position"] as? Int == 4 })
        let values = try #require(row4["values"] as? [String: Any])
        #expect(abs(try #require(values["background.translationY"] as? Double) - Self.aerisImageTop(cellTop: 391)) < 1e-9)
        _ = try builtTool().output(workload.commandLine())
    }

    /// The `preset-manager` built with the tests: in the build products directory, next to the
    /// test bundle.
    private func builtTool() throws -> PresetManagerTool {
        let directories =
            Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }
            .map { $0.bundleURL.deletingLastPathComponent() }
            + [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        let executable = try #require(
            directories.map { $0.appendingPathComponent("preset-manager") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "preset-manager is built next to the tests")
        return PresetManagerTool(executable: executable)
    }
}

/// The composed-state benchmark body gives the card's state as its tracks say.
@Suite struct ComposedStateWorkloadTests {
    /// At progress 1 the card has no rotation: perspective(500) translate(40, −20) scale(2) is
    /// the diagonal (2, 2, 2, 1) with m34 = −2/500 = −0.004 and the translation in row 4. At 0.5
    /// every linear track is half-way: alpha 0.5, corner radius 6.
    @Test func theCardsStateFollowsItsTracks() throws {
        var workload = try ComposedStateWorkload()
        let end = workload.frame(progress: 1)
        let expected = Transform3D(
            m11: 2, m12: 0, m13: 0, m14: 0, m21: 0, m22: 2, m23: 0, m24: 0, m31: 0, m32: 0, m33: 2, m34: -0.004,
            m41: 40, m42: -20, m43: 0, m44: 1)
        let transform = try #require(end.transform)
        for (actual, wanted) in zip(transform.entries, expected.entries) {
            #expect(abs(actual - wanted) < 1e-12)
        }
        let middle = workload.frame(progress: 0.5)
        #expect(middle.alpha == 0.5)
        #expect(middle.cornerRadius == 6)
        // Half-way from black to white in OKLab is L = 0.5: a grey of linear light 0.5³ = 0.125,
        // sRGB-encoded 1.055 · 0.125^(1/2.4) − 0.055 ≈ 0.3886 per component (to OKLab's
        // published matrices' precision).
        let grey = try #require(middle.backgroundColor)
        for component in [grey.red, grey.green, grey.blue] {
            #expect(abs(component - 0.3886) < 1e-3, "\(grey)")
        }
        #expect(workload.progressSamples.count == 1024)
    }
}

/// The ScrollEffects benchmark body, run once: every cell visible and placed as docs/DESIGN.md
/// says the Aeris background moves.
@MainActor @Suite struct ScrollEffectsWorkloadTests {
    /// image top = −50 + (d / 2000)·100 with d = 2000/2 − (the cell's top − offset).
    @Test func everyCellIsEvaluatedWhereTheDesignSays() throws {
        let catalog = try TemporaryCatalog(seeded: true)
        defer { catalog.remove() }
        let workload = try ScrollEffectsFrameWorkload(catalogPath: catalog.path)
        for offset in [-40.0, 0, 17, 40] {
            #expect(workload.renderFrame(offset: offset, time: 0) == 20)
            for (index, background) in workload.backgrounds.enumerated() {
                let d = 1000 - (Double(index) * 100 - offset)
                #expect(abs(background.translationY - (-50 + d / 2000 * 100)) < 1e-9, "cell \(index) at \(offset)")
            }
        }
    }

    /// With smoothing, spring(duration: 0.4, bounce: 0) is critically damped with ω₀ = 2π/0.4:
    /// from rest at distance x₀ its distance after τ is x₀·e^(−ω₀τ)(1 + ω₀τ). Binding settles
    /// each cell where the scroll is (offset 0) and a frame there keeps it; the next frame, at
    /// offset 40, has already moved toward offset 40's value for its interval (the scroll is
    /// taken to have moved just after the previous frame), and the third for both intervals.
    @Test func smoothedCellsFollowTheCriticallyDampedSpring() throws {
        let catalog = try TemporaryCatalog(seeded: true)
        defer { catalog.remove() }
        let workload = try ScrollEffectsFrameWorkload(catalogPath: catalog.path, smoothing: true)
        func designed(_ index: Int, at offset: Double) -> Double {
            -50 + (1000 - (Double(index) * 100 - offset)) / 2000 * 100
        }
        let times = (0..<3).map(ScrollEffectsFrameWorkload.frameTime)
        #expect(workload.renderFrame(offset: 0, time: times[0]) == 20)
        for (index, background) in workload.backgrounds.enumerated() {
            #expect(abs(background.translationY - designed(index, at: 0)) < 1e-9, "cell \(index) settles")
        }
        let omega = 2 * Double.pi / 0.4
        for frame in 1...2 {
            #expect(workload.renderFrame(offset: 40, time: times[frame]) == 20)
            let tau = times[frame] - times[0]
            let remaining = exp(-omega * tau) * (1 + omega * tau)
            for (index, background) in workload.backgrounds.enumerated() {
                let target = designed(index, at: 40)
                let expected = target + (designed(index, at: 0) - target) * remaining
                #expect(abs(background.translationY - expected) < 1e-9, "cell \(index) at frame \(frame)")
            }
        }
    }

    /// The smoothed benchmark's clock: 60 Hz read off 41.7 ns ticks an hour after boot, every
    /// 16th vsync dropped, so frame 15 comes at vsync 16.
    @Test func smoothedFramesComeAtIrregularTimes() {
        let tick = 1.0 / 24_000_000
        #expect(abs(ScrollEffectsFrameWorkload.frameTime(1) - (3600 + 400_000 * tick)) < 1e-9)
        #expect(abs(ScrollEffectsFrameWorkload.frameTime(15) - (3600 + 16.0 / 60)) < 1e-9)
        #expect(abs(ScrollEffectsFrameWorkload.frameTime(15) - ScrollEffectsFrameWorkload.frameTime(14) - 2.0 / 60) < 1e-9)
        #expect(abs(ScrollEffectsFrameWorkload.frameTime(16) - ScrollEffectsFrameWorkload.frameTime(15) - 1.0 / 60) < 1e-9)
    }
}
