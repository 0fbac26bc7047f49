import ParallaxEngine
import Testing

@testable import PresetRendering

@Suite struct SVGPlotTests {
    /// A preset's plot as the catalog would build it: offsets 0…400 every 10 pt (41 samples),
    /// a translation falling linearly from 0 to −100, and a colour with four components.
    static let plot: PreviewPlot = {
        let offsets = stride(from: 0.0, through: 400, by: 10).map { $0 }
        let translation = PreviewSeries(
            label: "background.translationY", unit: "pt",
            curves: [PreviewCurve(samples: offsets.map { PreviewSample(offset: $0, value: -$0 / 4) })],
            markers: [
                PreviewMarker(offset: 0, label: "start", role: .start),
                PreviewMarker(offset: 200, label: "50%", role: .keyframe),
                PreviewMarker(offset: 400, label: "end", role: .end),
            ])
        let color = PreviewSeries(
            label: "card.backgroundColor",
            curves: ["red", "green", "blue", "alpha"].map { name in
                PreviewCurve(name: name, samples: offsets.map { PreviewSample(offset: $0, value: $0 / 400) })
            })
        return PreviewPlot(title: "fade & <slide>", subtitle: "viewport 390×844", axis: .contentOffset, series: [translation, color])
    }()

    @Test func theDocumentIsWellFormedSVG11() throws {
        let svg = try SVGPlotRenderer().render(Self.plot)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        let root = try parseXML(svg)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["version"] == "1.1")
        #expect(root.attributes["width"] == "800.00")
        #expect(root.nodes(named: "title").first?.allText == "fade & <slide>")
    }

    @Test func everySampleIsOnePolylinePoint() throws {
        let root = try parseXML(try SVGPlotRenderer().render(Self.plot))
        let polylines = root.nodes(named: "polyline")
        #expect(polylines.count == 5)
        for polyline in polylines {
            let points = polyline.attributes["points", default: ""].split(separator: " ")
            #expect(points.count == 41)
        }
    }

    @Test func samplesMapOntoThePlotArea() throws {
        let root = try parseXML(try SVGPlotRenderer().render(Self.plot))
        let points = try #require(root.nodes(named: "polyline").first?.attributes["points"]).split(separator: " ")
        // Horizontal: offsets 0…400 span x 64…776 (800 − 24 right margin). Vertical: values
        // −100…0 round to ticks of 25 (−100…0 in 4 intervals), drawn from y 218 (64 header +
        // 26 panel heading + 128 plot) up to y 90.
        #expect(points.first == "64.00,90.00")
        #expect(points[20] == "420.00,154.00")
        #expect(points.last == "776.00,218.00")
    }

    @Test func axesCarryUnitsAndRoundTickLabels() throws {
        let root = try parseXML(try SVGPlotRenderer().render(Self.plot))
        let horizontal = root.nodes(withClass: "tick-x").map(\.allText)
        // 0…400 in at most 8 intervals: 50 pt steps.
        #expect(Array(horizontal.prefix(9)) == ["0", "50", "100", "150", "200", "250", "300", "350", "400"])
        let vertical = root.nodes(withClass: "tick-y").map(\.allText)
        #expect(Array(vertical.prefix(5)) == ["−100", "−75", "−50", "−25", "0"])
        let headings = root.nodes(named: "text").map(\.allText)
        #expect(headings.contains("background.translationY (pt)"))
        #expect(headings.contains("content offset (pt)"))
    }

    @Test func markersAreDrawnWithTheirLabelsAndRoleColours() throws {
        let root = try parseXML(try SVGPlotRenderer().render(Self.plot))
        let start = try #require(root.nodes(withClass: "marker-start").first)
        #expect(start.allText == "start")
        #expect(start.nodes(named: "line").first?.attributes["x1"] == "64.00")
        #expect(root.nodes(withClass: "marker-keyframe").first?.allText == "50%")
        #expect(root.nodes(withClass: "marker-keyframe").first?.nodes(named: "line").first?.attributes["x1"] == "420.00")
        #expect(root.nodes(withClass: "marker-end").first?.allText == "end")
    }

    @Test func aColourHasALegendEntryPerComponent() throws {
        let root = try parseXML(try SVGPlotRenderer().render(Self.plot))
        let texts = root.nodes(named: "text").map(\.allText)
        for name in ["red", "green", "blue", "alpha"] {
            #expect(texts.contains(name))
        }
    }

    @Test func outBackOvershootWidensTheVerticalRange() throws {
        // easings.net easeOutBack: 1 + c3(x − 1)³ + c1(x − 1)², c1 = 1.70158, c3 = c1 + 1. Its
        // maximum, where the derivative 3c3(x − 1)² + 2c1(x − 1) vanishes (x − 1 = −2c1/(3c3)
        // ≈ −0.4199), is ≈ 1.1000: above the guide at 1, so the range must reach 1.5 (0.5 steps).
        let plot = PreviewPlot.easingCurve(try Easing(parsing: "outBack"))
        let root = try parseXML(try SVGPlotRenderer().render(plot))
        let points = try #require(root.nodes(named: "polyline").first?.attributes["points"]).split(separator: " ")
        #expect(points.count == 201)
        #expect(root.nodes(withClass: "tick-y").map(\.allText) == ["0.0", "0.5", "1.0", "1.5"])
        let guideYs = root.nodes(withClass: "guide").compactMap { $0.attributes["y1"].flatMap(Double.init) }
        let lowestPointY = points.compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }.min()!
        // y grows downwards: the curve's top lies above the guide at 1 (the smaller y of the two).
        #expect(guideYs.count == 2)
        #expect(lowestPointY < guideYs.min()!)
        #expect(root.nodes(withClass: "marker-start").first?.allText == "start")
        #expect(root.nodes(named: "title").first?.allText == "outBack")
    }

    @Test func aNonFiniteValueIsRefusedNamingTheField() {
        var plot = Self.plot
        plot.series[1].curves[2].samples[7].value = .nan
        #expect(throws: EngineError(field: "series[1].curves[2].samples[7].value", problem: "nan is not a finite number")) {
            try SVGPlotRenderer().render(plot)
        }
    }

    @Test func anEmptyCurveIsRefused() {
        var plot = Self.plot
        plot.series[0].curves[0].samples = []
        #expect(throws: EngineError.self) { try SVGPlotRenderer().render(plot) }
    }

    @Test func aCursorIsHiddenAndTheMappingRecordedForPages() throws {
        let root = try parseXML(try SVGPlotRenderer(includesCursor: true).render(Self.plot, standalone: false))
        #expect(root.attributes["data-offset-range"] == "0 400")
        #expect(root.attributes["data-x-range"] == "64.00 776.00")
        let cursors = root.nodes(withClass: "cursor")
        #expect(cursors.count == 2)
        #expect(cursors.allSatisfy { $0.attributes["visibility"] == "hidden" })
    }
}
