import ExampleCatalog
import ExampleScreens
import ParallaxEngine
import PresetCatalog
import TestSupport
import Testing

/// The example app's catalog side, run against the seed catalog the app ships: every screen
/// gets its animators, with the targets its views are made for, and the values the seed's
/// formulas give.
@Suite struct ExampleCatalogTests {
    static let viewport = ScrollMetrics.Size(width: 390, height: 844)

    @Test func everyScreenGetsItsAnimatorsWithTheTargetsItsViewsAreMadeFor() throws {
        let file = try TemporaryCatalog()
        let animators = try ExampleCatalog.animators(from: try PresetLibrary(contentsOf: file.path), viewport: Self.viewport)
        #expect(animators.mapLayers.count == 10)
        #expect(animators.mapLayers.first?.title == "Radar")
        #expect(animators.mapLayers.first?.image == "radar")
        #expect(animators.mapLayers.allSatisfy { $0.animator.targets == ["background"] })
        #expect(animators.pathHeader.targets == ["header"])
        #expect(Set(animators.pathLayers.targets) == ["sky", "hills", "foreground"])
        #expect(Set(animators.stretchHeader.targets) == ["container", "image"])
        #expect(Set(animators.refreshHeader.targets) == ["container", "image"])
        #expect(animators.paradeCells.map(\.name) == ExampleCatalog.paradePresets)
        #expect(animators.paradeCells.allSatisfy { $0.animator.targets.contains("cell") })
    }

    /// docs/DESIGN.md's Aeris formula for the map rows (image top = −50 + (d/844)·100, d = 422
    /// − the row's top in the viewport), and the Path header's summary in the seed: at offset o
    /// the header's y is −150 − o/3 when pulled down (o < 0) and −150 − o when scrolled.
    @Test func theResolvedAnimatorsMoveAsTheSeedSays() throws {
        let file = try TemporaryCatalog()
        let animators = try ExampleCatalog.animators(from: try PresetLibrary(contentsOf: file.path), viewport: Self.viewport)
        let row = animators.mapLayers[3].animator
        var values = [Double](repeating: 0, count: row.slotCount)
        row.evaluate(
            ScrollMetrics(
                viewportSize: Self.viewport, contentOffset: .init(x: 0, y: 50), itemFrame: .init(x: 0, y: 300, width: 390, height: 100)),
            into: &values)
        #expect(abs(row.transform(of: "background", in: values).m42 - (-50 + (422 - 250) / 844 * 100)) < 1e-9)

        let header = animators.pathHeader
        var headerValues = [Double](repeating: 0, count: header.slotCount)
        for offset in [-120.0, -90, -30, 0, 45, 140] {
            header.evaluate(
                ScrollMetrics(
                    viewportSize: Self.viewport, contentOffset: .init(x: 0, y: offset),
                    itemFrame: .init(x: 0, y: 0, width: 390, height: 240)),
                into: &headerValues)
            let expected = offset < 0 ? -150 - offset / 3 : -150 - offset
            #expect(abs(header.transform(of: "header", in: headerValues).m42 - expected) < 1e-9, "offset \(offset)")
        }
    }
}
