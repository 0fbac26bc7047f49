import Foundation
import TestSupport
import Testing

@testable import CatalogEditing
@testable import PresetRendering

/// `preview --trajectory … --format svg`: time along the horizontal axis, the content offset as
/// the first panel, then each value; every sample one polyline point at the place the values
/// worked out by hand give.
@Suite struct TrajectoryPlotTests {
    /// The card moves by the scroll progress over 0…1000 pt (unsmoothed, by the offset), through
    /// `spring(duration: 0.4, bounce: 0)` when `smoothing` is set.
    static func definition(smoothing: Bool) -> String {
        let member = smoothing ? #""smoothing": "spring(duration: 0.4, bounce: 0)", "# : ""
        return #"{"name": "soft", "kind": "custom", \#(member)"timeline": {"scroll": {"from": 0, "to": 1000}}, "#
            + #""tracks": [{"target": "card", "property": "translationY", "extrapolate": "extend", "#
            + #""keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1000}]}]}"#
    }

    static func svg(smoothing: Bool, path: String) throws -> String {
        let folder = try TemporaryDirectory()
        let catalog = try CatalogEditor.create(at: folder.file("catalog.sqlite"), seeded: false)
        var settings = PreviewSettings()
        settings.trajectory = try ScrollTrajectory(parsing: path)
        return try catalog.visualPreview(
            named: "soft", unsaved: try DefinitionText.preset(from: definition(smoothing: smoothing), source: "soft.json"),
            settings: settings
        ).svg()
    }

    /// The points of every polyline, as (x, y) pairs, panel by panel.
    static func polylines(_ root: XMLNode) -> [[(x: Double, y: Double)]] {
        root.nodes(named: "polyline").map { line in
            line.attributes["points", default: ""].split(separator: " ").map { point in
                let xy = point.split(separator: ",").map { Double($0)! }
                return (xy[0], xy[1])
            }
        }
    }

    /// A step from 0 to 500 pt seen by the frame at 0.2 s through the critically damped spring:
    /// each frame's target holds over the interval ending at it, so the step counts from the
    /// frame before, 0.1 s: `500·(1 − e^(−ω₀τ)(1 + ω₀τ))` with `ω₀ = 2π/0.4`, `τ = t − 0.1`
    /// (0 before). Layout: times 0…0.8 s span x 64…776 (800 − 24 right
    /// margin); both panels' values, 0…500, round to ticks of 200 (0…600), drawn 128 px high
    /// from y 218 (offset panel: 64 header + 26 heading + 128) and y 406 (one panel, 188, lower).
    @Test func aSmoothedStepIsDrawnAgainstTimeAtTheSpringsClosedForm() throws {
        let text = try Self.svg(smoothing: true, path: "0:0,0.1:0,0.2:500,0.3:500,0.45:500,0.8:500")
        let root = try parseXML(text)
        #expect(root.name == "svg" && root.attributes["version"] == "1.1")
        #expect(root.allText.contains("time (s)"))
        let headings = root.nodes(named: "text").map(\.allText)
        #expect(headings.contains("content offset (pt)") && headings.contains("card.translationY (pt)"), "\(headings)")
        let lines = Self.polylines(root)
        try #require(lines.count == 2)
        let times = [0, 0.1, 0.2, 0.3, 0.45, 0.8]
        let offsets: [Double] = [0, 0, 500, 500, 500, 500]
        let omega = 2 * Double.pi / 0.4
        let smoothed = times.map { t in t <= 0.1 ? 0 : 500 * (1 - exp(-omega * (t - 0.1)) * (1 + omega * (t - 0.1))) }
        for (panel, (values, bottom)) in [(offsets, 218.0), (smoothed, 406.0)].enumerated() {
            try #require(lines[panel].count == times.count)
            for (index, point) in lines[panel].enumerated() {
                #expect(abs(point.x - (64 + times[index] / 0.8 * 712)) <= 0.005, "panel \(panel) point \(index): x \(point.x)")
                let value = (bottom - point.y) / 128 * 600
                #expect(abs(value - values[index]) <= 0.03, "panel \(panel) t = \(times[index]): \(value) vs \(values[index])")
            }
        }
    }

    /// Without smoothing the card follows the offset exactly, whatever order the offsets come
    /// in: the value panel is the offset panel, point for point.
    @Test func anUnsmoothedPresetFollowsThePathPointForPoint() throws {
        let root = try parseXML(try Self.svg(smoothing: false, path: "0:0,0.5:250,1:400,1.5:100,2:300"))
        let lines = Self.polylines(root)
        try #require(lines.count == 2 && lines[0].count == 5)
        // Times 0…2 s span x 64…776; values 0…400 round to ticks of 100 (0…400), 128 px high.
        let expected: [Double] = [0, 250, 400, 100, 300]
        for (index, (offsetPoint, valuePoint)) in zip(lines[0], lines[1]).enumerated() {
            #expect(abs(offsetPoint.x - (64 + Double(index) * 0.5 / 2 * 712)) <= 0.005)
            #expect(abs((218 - offsetPoint.y) / 128 * 400 - expected[index]) <= 0.02)
            #expect(abs((406 - valuePoint.y) / 128 * 400 - expected[index]) <= 0.02)
        }
    }
}
