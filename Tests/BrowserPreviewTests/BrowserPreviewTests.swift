import Foundation
import PresetRendering
import TestSupport
import Testing

/// Loads rendered preview pages in headless Chromium and reads back what the browser applied.
/// Chromium is required: when it is missing these tests fail (never skip), saying what was looked
/// for and how to install it (``BrowserMissing``).
@Suite struct BrowserPreviewTests {
    /// The package's `.build/preview-screenshots/`, where pages and screenshots are kept for
    /// people to look at.
    static let outputDirectory: URL = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/preview-screenshots", isDirectory: true)
    }()

    /// Chromium, or a failure saying why the test cannot run (``BrowserMissing``).
    static func chromium() throws -> HeadlessChromium {
        try HeadlessChromium.locate()
    }

    /// Without Chromium the browser tests fail, and say why: what was looked for, where, and how
    /// to install it.
    @Test func aMissingBrowserIsAFailureThatSaysWhy() throws {
        #expect {
            try HeadlessChromium.locate(in: ["PATH": "/nonexistent/bin"])
        } throws: { error in
            "\(error)"
                == "Chromium is needed by the browser tests and was not found: CHROMIUM is not set and none of chromium, "
                + "chromium-browser, google-chrome is on PATH (/nonexistent/bin); install it with "
                + "`apt-get install -y chromium chromium-driver` (.ci/run does), or set CHROMIUM to its path"
        }
        #expect {
            try HeadlessChromium.locate(in: ["CHROMIUM": "/nonexistent/chromium", "PATH": "/usr/bin"])
        } throws: { error in
            "\(error)".contains("CHROMIUM is '/nonexistent/chromium', which is not an executable file")
        }
    }

    static func write(_ page: String, named name: String) throws -> URL {
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let file = outputDirectory.appendingPathComponent(name)
        try page.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// docs/DESIGN.md, Aeris cell background: with cellTop the row's top in the viewport,
    /// d = viewportHeight/2 − cellTop and travel = imageHeight − rowHeight, the image's top inside
    /// the cell is −travel/2 + (d / viewportHeight)·travel.
    static func designImageTop(row: Int, offset: Double) -> Double {
        let cellTop = Double(row) * AerisMenuFixture.rowHeight - offset
        let travel = AerisMenuFixture.imageHeight - AerisMenuFixture.rowHeight
        let d = AerisMenuFixture.viewportHeight / 2 - cellTop
        return -travel / 2 + d / AerisMenuFixture.viewportHeight * travel
    }

    @Test func rowImagesCarryTheEngineValuesAtEveryScrolledOffset() throws {
        let chromium = try Self.chromium()
        let page = try HTMLPreviewRenderer().render(try AerisMenuFixture.scene())
        // Sampled offsets, then offsets between samples: the effect is linear in the offset, so
        // the page's linear interpolation between frames must reproduce the formula there too.
        let sampled: [Double] = [0, 8, 96, 240, 400]
        let between: [Double] = [4, 123, 397]
        let file = try Self.write(PageProbe.instrument(page, offsets: sampled + between), named: "aeris-menu-probe.html")
        let readings = try PageProbe.readings(in: try chromium.dumpDOM(of: file))
        try #require(readings.count == sampled.count + between.count)
        for reading in readings {
            #expect(reading.applied == reading.offset)
            for row in 0..<AerisMenuFixture.rowCount {
                let layer = try #require(reading.layers.first { $0.path == "row-\(row)/background" })
                let matrix = try #require(PageProbe.matrix(layer.transform), "row \(row): \(layer.transform)")
                let expected = Self.designImageTop(row: row, offset: reading.offset)
                #expect(Array(matrix.prefix(5)) == [1, 0, 0, 1, 0])
                #expect(abs(matrix[5] - expected) <= 1e-6, "row \(row) at offset \(reading.offset): \(matrix[5]) vs \(expected)")
                if sampled.contains(reading.offset) {
                    let engine = try AerisMenuFixture.engineValue(row: row, offset: reading.offset)
                    #expect(abs(matrix[5] - engine) <= 1e-6, "row \(row) at offset \(reading.offset): engine \(engine)")
                }
                // On screen the image's top is the row's top in the viewport plus its translation.
                let onScreen = Double(row) * AerisMenuFixture.rowHeight - reading.offset + expected
                #expect(abs(layer.top - onScreen) <= 1e-6, "row \(row) at offset \(reading.offset): top \(layer.top)")
            }
        }
    }

    @Test func offsetsOutsideTheSampledRangeAreClamped() throws {
        let chromium = try Self.chromium()
        let page = try HTMLPreviewRenderer().render(try AerisMenuFixture.scene())
        let file = try Self.write(PageProbe.instrument(page, offsets: [-50, 1000]), named: "aeris-menu-clamp.html")
        let readings = try PageProbe.readings(in: try chromium.dumpDOM(of: file))
        #expect(readings.map(\.applied) == [0, 400])
    }

    /// A Parade scene of two frames (offsets 0 and 100): one 350 × 200 `card` layer in a cell at
    /// (20, 300), animated by `tracks`.
    static func cardScene(tracks: [PreviewTrack]) -> PreviewScene {
        PreviewScene(
            kind: .parade, title: "card", viewport: PreviewSize(width: 390, height: 844), offsets: [0, 100],
            elements: [
                PreviewElement(
                    name: "cell", frame: PreviewRect(x: 20, y: 300, width: 350, height: 200), style: .bare, clipsContent: false,
                    layers: [
                        PreviewLayer(
                            target: "card", frame: PreviewRect(x: 0, y: 0, width: 350, height: 200), content: .empty, tracks: tracks)
                    ])
            ])
    }

    @Test func cardChannelsBecomeCSSInterpolatedBetweenFrames() throws {
        let chromium = try Self.chromium()
        // Two frames, values picked by hand; at offset 50, halfway, the page shows the means:
        // alpha 0.5, scale 0.75, translationX 20, background alpha 0.75 over rgb(51, 102, 153)
        // (0.2, 0.4, 0.6 × 255).
        let scene = Self.cardScene(tracks: [
            PreviewTrack(channel: .alpha, values: [0, 1]),
            PreviewTrack(channel: .scale, values: [0.5, 1]),
            PreviewTrack(channel: .translationX, values: [0, 40]),
            PreviewTrack(channel: .backgroundColor, values: [0.2, 0.4, 0.6, 1, 0.2, 0.4, 0.6, 0.5]),
        ])
        let layer = try Self.card(of: scene, at: 50, in: chromium, named: "card-probe.html")
        #expect(PageProbe.matrix(layer.transform) == [0.75, 0, 0, 0.75, 20, 0])
        #expect(layer.opacity == "0.5")
        #expect(layer.backgroundColor == "rgba(51, 102, 153, 0.75)")
    }

    /// A layer animating only its shadow's opacity shows Core Animation's other shadow defaults
    /// (black, radius 3 as CSS's blur of 6, offset (0, −3)), as a device would: at offset 50 the
    /// opacity is halfway from 0 to 0.5.
    @Test func aShadowLeftOutIsAtTheLayersDefaults() throws {
        let chromium = try Self.chromium()
        let scene = Self.cardScene(tracks: [PreviewTrack(channel: .shadowOpacity, values: [0, 0.5])])
        let layer = try Self.card(of: scene, at: 50, in: chromium, named: "shadow-probe.html")
        #expect(layer.boxShadow == "rgba(0, 0, 0, 0.25) 0px -3px 6px 0px")
    }

    /// A channel written as one CSS property of its own (the corner radius, `border-radius` in
    /// px) is shown by the player's `property` writer: at offset 50 halfway from 0 to 20.
    @Test func aChannelOfItsOwnPropertyIsWrittenInItsUnit() throws {
        let chromium = try Self.chromium()
        let scene = Self.cardScene(tracks: [PreviewTrack(channel: .cornerRadius, values: [0, 20])])
        let layer = try Self.card(of: scene, at: 50, in: chromium, named: "corner-probe.html")
        #expect(layer.borderRadius == "10px")
    }

    /// The card layer of `scene`'s page, as Chromium computes its style at `offset`.
    static func card(
        of scene: PreviewScene, at offset: Double, in chromium: HeadlessChromium, named name: String
    ) throws -> PageProbe.LayerReading {
        let page = PageProbe.instrument(try HTMLPreviewRenderer().render(scene), offsets: [offset])
        let file = try write(page, named: name)
        let reading = try #require(try PageProbe.readings(in: try chromium.dumpDOM(of: file)).first)
        return try #require(reading.layers.first { $0.path == "cell/card" })
    }

    /// The page as people see it: a screenshot under `.build/preview-screenshots/` whose pixels
    /// show every row's image where the design's formula puts it at offset 123 (measured from
    /// the placeholder's sky, ``RowImagePixels``), within 2 px.
    @Test func aScreenshotShowsTheRowImagesWhereTheFormulaPutsThem() throws {
        let chromium = try Self.chromium()
        let scene = try AerisMenuFixture.scene()
        let plot = PreviewPlot(
            title: "aeris-menu", axis: .contentOffset,
            series: (0..<3).map { row in
                PreviewSeries(
                    label: "row-\(row).background.translationY", unit: "pt",
                    curves: [
                        PreviewCurve(
                            samples: zip(scene.offsets, scene.elements[row].layers[0].tracks[0].values)
                                .map { PreviewSample(offset: $0, value: $1) })
                    ])
            })
        let html = try HTMLPreviewRenderer().render(scene, plot: plot)
        let page = try Self.write(html, named: "aeris-menu.html")
        let png = Self.outputDirectory.appendingPathComponent("aeris-menu.png")
        try? FileManager.default.removeItem(at: png)
        let url = try #require(URL(string: page.absoluteString + "#offset=123"))
        try chromium.screenshot(of: url, width: 1280, height: 920, to: png)
        let rows = (0..<AerisMenuFixture.rowCount).map { row in
            (path: "row-\(row)/background", rowTop: row * 100 - 123, imageTop: Self.designImageTop(row: row, offset: 123))
        }
        let checked = try Self.expectRowImages(
            in: try Data(contentsOf: png), of: html, at: 123, rows: rows, imageWidth: AerisMenuFixture.viewportWidth,
            imageHeight: AerisMenuFixture.imageHeight, chromium: chromium)
        // Rows 2…6: row 1 starts above the viewport, row 7's samples would reach its image's ridges.
        #expect(checked == 5)
    }

    /// Checks that the screenshot `png` of `page` (1280 × 920, scrolled to `offset`) shows each of
    /// `rows` (a layer path, the row's top in the viewport and its image's top relative to the
    /// row, from the formula) where it should, within 2 px, for every row whose sampled pixels
    /// are in the viewport and on the image's sky. Returns how many rows it checked.
    static func expectRowImages(
        in png: Data, of page: String, at offset: Double, rows: [(path: String, rowTop: Int, imageTop: Double)],
        imageWidth: Double, imageHeight: Double, chromium: HeadlessChromium, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Int {
        let probe = try RowImagePixels.probe(
            page, window: (1280, 920), chromium: chromium, named: "row-image-probe.html")
        let viewportHeight = try #require(probe.viewportHeight)
        let checked = rows.filter { row in
            // In the viewport, clear of its rounded corners, and above the ridges (54 % down the image).
            row.rowTop + RowImagePixels.sampledRows.lowerBound >= 10
                && Double(row.rowTop + RowImagePixels.sampledRows.upperBound) <= viewportHeight - 10
                && Double(RowImagePixels.sampledRows.upperBound) - row.imageTop < 0.5 * imageHeight
        }
        let points = checked.flatMap { RowImagePixels.points(rowTop: $0.rowTop, imageWidth: imageWidth, probe: probe) }
        let pixels = try ScreenshotPixels(png: png, points: points, chromium: chromium, scratchName: "screenshot-pixels")
        #expect(pixels.width == 1280 && pixels.height == 920, sourceLocation: sourceLocation)
        for row in checked {
            let image = try #require(probe.images.first { $0.path == row.path }, "no image at \(row.path)")
            let measured = try RowImagePixels.measuredImageTop(
                rowTop: row.rowTop, imageWidth: imageWidth, imageHeight: imageHeight, stops: image.stops, probe: probe,
                pixels: pixels)
            #expect(
                abs(measured - row.imageTop) <= 2,
                "\(row.path) at offset \(offset): image top \(measured) on screen, \(row.imageTop) by the formula",
                sourceLocation: sourceLocation)
        }
        return checked.count
    }
}
