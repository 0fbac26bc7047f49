import Foundation
import ParallaxEngine
import PresetRendering
import TestSupport
import Testing

/// Exported pages in real headless Chromium against the engine: for each case (the seed
/// catalog's shapes, `CSSExportCases`), the page is scrolled to 32 offsets spread over
/// everything it can reach, and every target's computed `opacity`, composed matrix
/// (`translate`, `rotate`, `scale`, then `transform`), background colour, frame and `overflow`
/// are compared with `Animator.evaluate` at the geometry the page has there.
///
/// Tolerances: opacity 1e-3; matrix entries 1e-3 of max(1, |entry|); colour components 1e-3
/// (legacy `rgb()` colours, which Chromium reports in whole bytes, half a byte more); frame
/// lengths 1/64 px (Chromium lays boxes out in 64ths of a pixel).
@Suite(.serialized, .onOwnThreads) struct CSSExportInChromiumTests {
    /// `.build/web-export/`, where the pages, the probes' readings and screenshots are kept.
    static let outputDirectory: URL = BrowserPreviewTests.outputDirectory.deletingLastPathComponent()
        .appendingPathComponent("web-export", isDirectory: true)

    /// The largest differences seen in one case.
    struct Agreement: CustomStringConvertible {
        var opacity = 0.0
        var matrix = 0.0
        var color = 0.0
        var frame = 0.0
        var problems: [String] = []

        var description: String {
            "opacity \(opacity), matrix \(matrix), colour \(color), frame \(frame)"
        }
    }

    static func write(_ text: String, named name: String) throws -> URL {
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let file = outputDirectory.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func everyCaseAgreesWithTheEngineAtEveryReachedOffset() throws {
        let chromium = try BrowserPreviewTests.chromium()
        let session = try ChromeDriverSession.start(chromium: chromium)
        defer { session.stop() }
        var summary: [String] = []
        for testCase in CSSExportCases.all {
            let export = try testCase.export()
            let page = try Self.write(export.html(), named: "\(testCase.name).html")
            let readings = try CSSExportProbe.readings(of: page, offsets: testCase.offsets(), in: session)
            let agreement = try Self.compare(readings, with: testCase)
            summary.append("\(testCase.name): \(readings.count) offsets; largest differences: \(agreement)")
            #expect(readings.count >= 20, "\(testCase.name)")
            #expect(agreement.problems.isEmpty, "\(testCase.name): \(agreement.problems.prefix(8).joined(separator: "\n"))")
        }
        _ = try Self.write(summary.joined(separator: "\n") + "\n", named: "agreement.txt")
    }

    /// Two pages as people see them, scrolled part-way: PNGs under `.build/web-export/`, whose
    /// pixels show the targets in the colours the engine gives them. At points of the item's box
    /// (a third of its width left of its centre, clear of the target's name), carried where each
    /// target's composed transform (the engine's `Transform3D`, about the box's centre) puts them,
    /// the screenshot's colour is the targets' backgrounds laid over the white page in their
    /// order, each with its alpha times its opacity as the engine computes them (Compositing 1
    /// "source-over" on gamma-encoded sRGB, what browsers do), within 3 levels of 255.
    @Test func screenshotsShowTheTargetsInTheEnginesColours() throws {
        let chromium = try BrowserPreviewTests.chromium()
        let session = try ChromeDriverSession.start(chromium: chromium, width: 900, height: 1000)
        defer { session.stop() }
        var checked = 0
        for (testCase, offset) in [(CSSExportCases.theEnd, 700.0), (CSSExportCases.chained, 900.0)] {
            let export = try testCase.export()
            let page = try Self.write(try export.html(), named: "\(testCase.name).html")
            try session.open(page)
            let placed = try session.executeAsync(
                """
                const [offset, done] = arguments;
                const scroller = document.querySelector("[data-scroller]");
                scroller.scrollTop = offset;
                requestAnimationFrame(() => requestAnimationFrame(() => {
                  const item = document.querySelector("[data-item]").getBoundingClientRect();
                  done(JSON.stringify({ scrolled: scroller.scrollTop, itemLeft: item.left, itemTop: item.top,
                                        scrollerTop: scroller.getBoundingClientRect().top }));
                }));
                """, arguments: [offset])
            let place = try JSONDecoder().decode(Placement.self, from: Data(placed.utf8))
            #expect(place.scrolled == offset)
            let png = try session.screenshot()
            try png.write(to: Self.outputDirectory.appendingPathComponent("\(testCase.name).png"))
            let points = try Self.colourPoints(of: testCase, export: export, at: offset, placement: place)
            let pixels = try ScreenshotPixels(
                png: png, points: points.map { ($0.x, $0.y) }, chromium: chromium, scratchName: "web-export-pixels")
            #expect(pixels.width == 900)
            for point in points {
                let shown = try #require(pixels.color(x: point.x, y: point.y))
                #expect(
                    shown.distance(to: point.expected) <= 3,
                    "\(testCase.name) at (\(point.x), \(point.y)): \(shown), the engine's \(point.expected)")
                checked += 1
            }
        }
        #expect(checked == 6)
    }

    /// Where the item sits in the window once scrolled.
    struct Placement: Decodable {
        let scrolled: Double
        let itemLeft: Double
        let itemTop: Double
        let scrollerTop: Double
    }

    /// Three screen pixels of the item's box and the colour the engine says each shows.
    static func colourPoints(
        of testCase: CSSExportCase, export: CSSExport, at offset: Double, placement: Placement
    ) throws -> [(x: Int, y: Int, expected: ScreenshotPixels.Color)] {
        let animator = try testCase.animator()
        var values = [Double](repeating: 0, count: animator.slotCount)
        animator.evaluate(testCase.layout.geometry(at: offset), underlying: testCase.underlying(for: animator), into: &values)
        let (width, height) = (testCase.layout.viewport.width, testCase.layout.itemLength)
        let centre = (x: placement.itemLeft + width / 2, y: placement.itemTop + height / 2)
        var points: [(x: Int, y: Int, expected: ScreenshotPixels.Color)] = []
        for local in [(-width / 3, 0.0), (-width / 3, -height / 5), (-width / 3, height / 5)] {
            // The screen pixel of the first target's point, and what every target lays over it there.
            let first = try #require(export.targets.first)
            let (x, y) = project(local, through: animator.viewState(of: first, in: values).transform ?? .identity)
            let pixel = (x: Int((centre.x + x).rounded(.down)), y: Int((centre.y + y).rounded(.down)))
            var color = (red: 1.0, green: 1.0, blue: 1.0)
            for (index, target) in export.targets.enumerated() {
                let state = animator.viewState(of: target, in: values)
                let background =
                    state.backgroundColor.map { ($0.red, $0.green, $0.blue, $0.alpha) }
                    ?? hsl(hue: Double((210 + 47 * index) % 360), saturation: 0.65, lightness: 0.5, alpha: 0.6)
                let covers = try covers(
                    pixel: (Double(pixel.x) + 0.5 - centre.x, Double(pixel.y) + 0.5 - centre.y),
                    box: (width, height), transform: state.transform ?? .identity)
                guard covers else { continue }
                let alpha = background.3 * (state.alpha ?? 1)
                color = (
                    color.red * (1 - alpha) + background.0 * alpha, color.green * (1 - alpha) + background.1 * alpha,
                    color.blue * (1 - alpha) + background.2 * alpha
                )
            }
            // Away from the page's rules every 100 px of content.
            let contentY = Double(pixel.y) - placement.scrollerTop + offset
            guard (contentY.truncatingRemainder(dividingBy: 100)) < 97 else { continue }
            points.append(
                (
                    pixel.x, pixel.y,
                    ScreenshotPixels.Color(
                        red: Int((color.red * 255).rounded()), green: Int((color.green * 255).rounded()),
                        blue: Int((color.blue * 255).rounded()))
                ))
        }
        return points
    }

    /// `point` of the plane z = 0 (relative to the transform's origin) on screen: `transform`
    /// applied as DOMMatrix applies it to a point, then divided by w.
    static func project(_ point: (Double, Double), through m: Transform3D) -> (Double, Double) {
        let (x, y) = point
        let w = m.m14 * x + m.m24 * y + m.m44
        return ((m.m11 * x + m.m21 * y + m.m41) / w, (m.m12 * x + m.m22 * y + m.m42) / w)
    }

    /// Whether the box `box` (centred on the origin) transformed by `transform` covers the screen
    /// point `pixel` (relative to the origin): its projected corners, a convex quadrilateral,
    /// contain it.
    static func covers(pixel: (Double, Double), box: (Double, Double), transform: Transform3D) throws -> Bool {
        let (w, h) = (box.0 / 2, box.1 / 2)
        let corners = [(-w, -h), (w, -h), (w, h), (-w, h)].map { project($0, through: transform) }
        let sides = (0..<4).map { index -> Double in
            let (a, b) = (corners[index], corners[(index + 1) % 4])
            return (b.0 - a.0) * (pixel.1 - a.1) - (b.1 - a.1) * (pixel.0 - a.0)
        }
        return sides.allSatisfy { $0 > 0 } || sides.allSatisfy { $0 < 0 }
    }

    /// CSS Color 4 §7.1, `hslToRgb`: the sRGB channels of an `hsl()` colour.
    static func hsl(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> (Double, Double, Double, Double) {
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4), alpha)
    }

    /// Compares each reading with the engine at the offset the container reports; a legacy
    /// `rgb()` colour may stray `legacyColorBytes` (of 255) more than 1e-3, for the engine's
    /// rounding to whole bytes, and any other colour `colorTolerance`.
    static func compare(
        _ readings: [CSSExportProbe.Reading], with testCase: CSSExportCase, legacyColorBytes: Double = 0.5,
        colorTolerance: Double = 1e-3
    ) throws -> Agreement {
        let animator = try testCase.animator()
        let underlying = testCase.underlying(for: animator)
        let layout = testCase.layout
        var agreement = Agreement()
        for reading in readings {
            let at = "at offset \(reading.applied)"
            if reading.applied != reading.offset { agreement.problems.append("scrolled to \(reading.applied), not \(reading.offset)") }
            if abs(reading.itemStart - layout.itemOrigin) > 1e-3 {
                agreement.problems.append("the item starts at \(reading.itemStart), not \(layout.itemOrigin)")
            }
            var values = [Double](repeating: 0, count: animator.slotCount)
            animator.evaluate(layout.geometry(at: reading.applied), underlying: underlying, into: &values)
            for target in animator.targets {
                guard let shown = reading.targets.first(where: { $0.name == target }) else {
                    agreement.problems.append("no element for \(target)")
                    continue
                }
                let state = animator.viewState(of: target, in: values)
                let opacity = abs((Double(shown.opacity) ?? .nan) - (state.alpha ?? 1))
                agreement.opacity = max(agreement.opacity, opacity)
                if !(opacity <= 1e-3) { agreement.problems.append("\(target).opacity \(at): \(shown.opacity) vs \(state.alpha ?? 1)") }
                let expected = (state.transform ?? .identity).entries
                let matrix = zip(shown.matrix, expected).map { abs($0 - $1) / max(1, abs($1)) }.max() ?? .infinity
                agreement.matrix = max(agreement.matrix, matrix)
                if !(matrix <= 1e-3) || shown.matrix.count != 16 {
                    agreement.problems.append("\(target) matrix \(at): \(shown.matrix) vs \(expected)")
                }
                if let color = state.backgroundColor {
                    let read = CSSExportProbe.color(shown.backgroundColor)
                    let difference =
                        read.map {
                            max(
                                abs($0.red - color.red), abs($0.green - color.green), abs($0.blue - color.blue), abs($0.alpha - color.alpha)
                            )
                        } ?? .infinity
                    agreement.color = max(agreement.color, difference)
                    if !(difference <= (testCase.legacyColors ? 1e-3 + legacyColorBytes / 255 : colorTolerance)) {
                        agreement.problems.append("\(target).backgroundColor \(at): \(shown.backgroundColor) vs \(color)")
                    }
                }
                // UIKit's frame: a centre is the origin plus half the size (the item's size where
                // the size is not animated).
                let itemWidth = layout.axis == .vertical ? layout.viewport.width : layout.itemLength
                let width = state.width ?? state.boundsWidth ?? itemWidth
                let left = state.x ?? state.centerX.map { $0 - width / 2 }
                let frame: [(String, Double?, String)] = [
                    ("left", left, shown.left), ("width", state.width, shown.width), ("height", state.height, shown.height),
                ]
                for (name, value, text) in frame {
                    guard let value else { continue }
                    let difference = abs((CSSExportProbe.pixels(text) ?? .nan) - value)
                    agreement.frame = max(agreement.frame, difference)
                    if !(difference <= 1.0 / 64) { agreement.problems.append("\(target).\(name) \(at): \(text) vs \(value)") }
                }
                if let clips = state.clipsToBounds, shown.overflow != (clips ? "hidden" : "visible") {
                    agreement.problems.append("\(target).overflow \(at): \(shown.overflow) vs clipsToBounds \(clips)")
                }
            }
        }
        return agreement
    }
}
