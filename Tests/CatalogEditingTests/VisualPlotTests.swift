import PresetCatalog
import TestSupport
import Testing

@testable import CatalogEditing
@testable import PresetRendering

/// The plots of `preview --format svg`: values against the content offset, with the timeline's
/// start and end, range boundaries and keyframe stops marked where the item's progress reaches
/// them. Expected offsets are worked out from the timeline definitions by hand.
@Suite struct VisualPlotTests {
    let temporary: TemporaryCatalog
    init() throws { temporary = try TemporaryCatalog() }

    func plot(_ name: String, _ settings: PreviewSettings = PreviewSettings()) throws -> PreviewPlot {
        try temporary.catalog.visualPreview(named: name, settings: settings).plot
    }

    func series(_ plot: PreviewPlot, _ label: String) throws -> PreviewSeries {
        try #require(plot.series.first { $0.label == label }, "no panel \(label)")
    }

    /// stretch-header: scroll(−200, 200), progress (o + 200)/400; keyframes at 0, 0.5, 1 → the
    /// start at −200, "50%" at 0, the end at 200. Height: headerHeight + |o| pulled (o < 0),
    /// headerHeight otherwise (docs/DESIGN.md, half-speed header with stretch).
    @Test func stretchHeaderMarksItsScrollWindowAndHalfway() throws {
        let plot = try plot("stretch-header")
        let height = try series(plot, "image.height")
        #expect(height.unit == "pt")
        #expect(height.markers.map(\.label) == ["start", "50%", "end"])
        #expect(height.markers.map(\.role) == [.start, .keyframe, .end])
        let offsets = height.markers.map(\.offset)
        #expect(zip(offsets, [-200.0, 0, 200]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(offsets)")
        let samples = try #require(height.curves.first).samples
        #expect(samples.count == 241)
        for sample in samples {
            #expect(abs(sample.value - (180 + max(0, -sample.offset))) < 1e-9, "offset \(sample.offset)")
        }
    }

    /// fade-up: view(entry 0%…100%) of a 100 pt card whose top is at 844 in an 844 pt viewport:
    /// progress 0 when the card's top meets the viewport's bottom (o = 844 − 844 = 0), 1 when
    /// its bottom does (o = 944 − 844 = 100).
    @Test func entranceMarksTheEntryRange() throws {
        let alpha = try series(try plot("fade-up"), "card.alpha")
        #expect(alpha.unit == "")
        #expect(alpha.markers.map(\.label) == ["start", "end"])
        #expect(zip(alpha.markers.map(\.offset), [0.0, 100]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    /// A chained child with the range [0, 0.5] on a viewportCenter timeline ends at progress ½,
    /// where the item's centre meets the viewport's (422). The default item for a viewportCenter
    /// preset is a 100 pt row centred one and a half viewports down (1.5 × 844 = 1266):
    /// o = 1266 − 422 = 844.
    @Test func aChildRangeEndIsMarkedOnTheParentsScale() throws {
        let definition = """
            {"name": "chained", "kind": "parade", "timeline": {"viewportCenter": {}},
             "children": [{"name": "image", "range": [0, 0.5],
                           "tracks": [{"target": "image", "property": "scale",
                                       "keyframes": [{"at": 0, "value": 0.8}, {"at": 1, "value": 1}]}]}]}
            """
        let plot = try temporary.catalog.visualPreview(
            named: "chained", unsaved: try DefinitionText.preset(from: definition, source: "chained.json"), settings: PreviewSettings()
        ).plot
        let scale = try series(plot, "image.scale")
        let end = try #require(scale.markers.first { $0.label == "end 50%" })
        #expect(end.role == .end)
        #expect(abs(end.offset - 844) < 1e-9)
    }

    /// A colour channel is one panel of four curves named after its components.
    @Test func aColourIsFourCurves() throws {
        let definition = """
            {"name": "tint", "kind": "custom", "timeline": {"scroll": {"from": 0, "to": 100}},
             "tracks": [{"target": "card", "property": "backgroundColor",
                         "keyframes": [{"at": 0, "value": "#FF0000"}, {"at": 1, "value": "#0000FF"}]}]}
            """
        let plot = try temporary.catalog.visualPreview(
            named: "tint", unsaved: try DefinitionText.preset(from: definition, source: "tint.json"),
            settings: PreviewSettings(offsets: OffsetSweep(offsets: [0, 50, 100]))
        ).plot
        let color = try series(plot, "card.backgroundColor")
        #expect(color.curves.map(\.name) == ["red", "green", "blue", "alpha"])
        // The ends are the keyframe colours, red (1, 0, 0, 1) at 0 and blue (0, 0, 1, 1) at 100,
        // up to the OKLab round trip.
        #expect(zip(color.curves.map { $0.samples.first!.value }, [1.0, 0, 0, 1]).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(zip(color.curves.map { $0.samples.last!.value }, [0.0, 0, 1, 1]).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    /// The seed menu in a 390×800 viewport: one curve per row over the offsets where the row is
    /// in view, each value docs/DESIGN.md's −travel/2 + ((vh/2 − top)/vh)·travel (travel 100).
    @Test func menuPlotFollowsTheAerisFormulaPerRow() throws {
        let settings = PreviewSettings(viewport: ViewportSize(width: 390, height: 800), offsets: try OffsetSweep(parsing: "0:200:10"))
        let panel = try series(try plot("aeris-map-layers", settings), "background.translationY")
        // Rows 0–9 (tops 0…900) are in view somewhere between offsets 0 and 200 (bottom 1000).
        #expect(panel.curves.count == 10)
        for (row, curve) in panel.curves.enumerated() {
            for sample in curve.samples {
                let top = Double(row) * 100 - sample.offset
                #expect(top < 800 && top + 100 > 0)
                #expect(abs(sample.value - (-50 + (400 - top) / 800 * 100)) < 1e-9)
            }
        }
    }

    /// easings.net easeOutBack peaks at ≈ 1.1000 (see RenderingTests): the plot's panel
    /// reaches past its guide at 1.
    @Test func easingPlotShowsOvershoot() throws {
        let svg = try EasingPlot.svg(curve: "outBack")
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(">outBack</title>"))
        #expect(svg.components(separatedBy: "<polyline").count == 2)
        let error = #expect(throws: CatalogError.self) { try EasingPlot.svg(curve: "outBak") }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.message.hasPrefix("curve: unknown curve 'outBak'") == true)
    }
}
