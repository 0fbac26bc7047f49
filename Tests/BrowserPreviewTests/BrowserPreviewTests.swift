import CatalogTooling
import Foundation
import Testing

/// Loads rendered preview pages in headless Chromium and reads back what the browser applied.
/// Chromium is required: when it is missing these tests fail, saying how to install it.
@Suite struct BrowserPreviewTests {
    /// The package's `.build/preview-screenshots/`, where pages and screenshots are kept for
    /// people to look at.
    static let outputDirectory: URL = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/preview-screenshots", isDirectory: true)
    }()

    static func chromium() throws -> HeadlessChromium {
        try #require(HeadlessChromium.locate(), Comment(rawValue: HeadlessChromium.missingMessage))
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

    @Test func cardChannelsBecomeCSSInterpolatedBetweenFrames() throws {
        let chromium = try Self.chromium()
        // Two frames, values picked by hand; at offset 50, halfway, the page shows the means:
        // alpha 0.5, scale 0.75, translationX 20, background alpha 0.75 over rgb(51, 102, 153)
        // (0.2, 0.4, 0.6 × 255).
        let scene = PreviewScene(
            kind: .parade, title: "card", viewport: PreviewSize(width: 390, height: 844), offsets: [0, 100],
            elements: [
                PreviewElement(
                    name: "cell", frame: PreviewRect(x: 20, y: 300, width: 350, height: 200), style: .bare, clipsContent: false,
                    layers: [
                        PreviewLayer(
                            target: "card", frame: PreviewRect(x: 0, y: 0, width: 350, height: 200), content: .empty,
                            tracks: [
                                PreviewTrack(channel: .alpha, values: [0, 1]),
                                PreviewTrack(channel: .scale, values: [0.5, 1]),
                                PreviewTrack(channel: .translationX, values: [0, 40]),
                                PreviewTrack(channel: .backgroundColor, values: [0.2, 0.4, 0.6, 1, 0.2, 0.4, 0.6, 0.5]),
                            ])
                    ])
            ])
        let file = try Self.write(PageProbe.instrument(try HTMLPreviewRenderer().render(scene), offsets: [50]), named: "card-probe.html")
        let reading = try #require(try PageProbe.readings(in: try chromium.dumpDOM(of: file)).first)
        let layer = try #require(reading.layers.first { $0.path == "cell/card" })
        #expect(PageProbe.matrix(layer.transform) == [0.75, 0, 0, 0.75, 20, 0])
        #expect(layer.opacity == "0.5")
        #expect(layer.backgroundColor == "rgba(51, 102, 153, 0.75)")
    }

    @Test func aScreenshotIsWrittenUnderTheBuildFolder() throws {
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
        let page = try Self.write(try HTMLPreviewRenderer().render(scene, plot: plot), named: "aeris-menu.html")
        let png = Self.outputDirectory.appendingPathComponent("aeris-menu.png")
        try? FileManager.default.removeItem(at: png)
        let url = try #require(URL(string: page.absoluteString + "#offset=123"))
        try chromium.screenshot(of: url, width: 1280, height: 920, to: png)
        let bytes = [UInt8](try Data(contentsOf: png))
        // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1280 && height == 920)
    }
}
