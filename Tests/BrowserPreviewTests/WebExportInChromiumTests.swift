import CatalogTooling
import Foundation
import ParallaxEngine
import Testing

/// Exported pages in real headless Chromium against the engine: for each case (the seed
/// catalog's shapes, `WebExportCases`), the page is scrolled to 32 offsets spread over
/// everything it can reach, and every target's computed `opacity`, composed matrix
/// (`translate`, `rotate`, `scale`, then `transform`), background colour, frame and `overflow`
/// are compared with `Animator.evaluate` at the geometry the page has there.
///
/// Tolerances: opacity 1e-3; matrix entries 1e-3 of max(1, |entry|); colour components 1e-3
/// (legacy `rgb()` colours, which Chromium reports in whole bytes, half a byte more); frame
/// lengths 1/64 px (Chromium lays boxes out in 64ths of a pixel).
@Suite(.serialized) struct WebExportInChromiumTests {
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
        for testCase in WebExportCases.all {
            let export = try testCase.export()
            let page = try Self.write(export.html(), named: "\(testCase.name).html")
            let readings = try WebExportProbe.readings(of: page, offsets: testCase.offsets(), in: session)
            let agreement = try Self.compare(readings, with: testCase)
            summary.append("\(testCase.name): \(readings.count) offsets; largest differences: \(agreement)")
            #expect(readings.count >= 20, "\(testCase.name)")
            #expect(agreement.problems.isEmpty, "\(testCase.name): \(agreement.problems.prefix(8).joined(separator: "\n"))")
        }
        _ = try Self.write(summary.joined(separator: "\n") + "\n", named: "agreement.txt")
    }

    /// Two pages as people see them, scrolled part-way: PNGs under `.build/web-export/`.
    @Test func screenshotsAreWrittenUnderTheBuildFolder() throws {
        let chromium = try BrowserPreviewTests.chromium()
        let session = try ChromeDriverSession.start(chromium: chromium, width: 900, height: 1000)
        defer { session.stop() }
        for (testCase, offset) in [(WebExportCases.theEnd, 700.0), (WebExportCases.chained, 900.0)] {
            let page = try Self.write(try testCase.export().html(), named: "\(testCase.name).html")
            try session.open(page)
            let scrolled = try session.executeAsync(
                """
                const [offset, done] = arguments;
                document.querySelector("[data-scroller]").scrollTop = offset;
                requestAnimationFrame(() => requestAnimationFrame(() => done(String(document.querySelector("[data-scroller]").scrollTop))));
                """, arguments: [offset])
            #expect(Double(scrolled) == offset)
            let png = try session.screenshot()
            try png.write(to: Self.outputDirectory.appendingPathComponent("\(testCase.name).png"))
            // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
            let bytes = [UInt8](png)
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(bytes[16..<20].reduce(0) { $0 << 8 | Int($1) } == 900)
        }
    }

    /// Compares each reading with the engine at the offset the container reports.
    static func compare(_ readings: [WebExportProbe.Reading], with testCase: WebExportCase) throws -> Agreement {
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
                    let read = WebExportProbe.color(shown.backgroundColor)
                    let difference =
                        read.map {
                            max(
                                abs($0.red - color.red), abs($0.green - color.green), abs($0.blue - color.blue), abs($0.alpha - color.alpha)
                            )
                        } ?? .infinity
                    agreement.color = max(agreement.color, difference)
                    if !(difference <= 1e-3 + (testCase.legacyColors ? 0.5 / 255 : 0)) {
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
                    let difference = abs((WebExportProbe.pixels(text) ?? .nan) - value)
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
