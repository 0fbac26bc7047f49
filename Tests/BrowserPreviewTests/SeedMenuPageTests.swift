import CatalogEditing
import Foundation
import PresetRendering
import Testing

/// The page `preview aeris-map-layers --format html` writes from the seed catalog, in Chromium.
@Suite struct SeedMenuPageTests {
    /// A seeded catalog in a fresh temporary folder.
    static func seededCatalog() throws -> (catalog: CatalogEditor, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("browser-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (try CatalogEditor.create(at: folder.appendingPathComponent("catalog.sqlite").path, seeded: true), folder)
    }

    /// Rows of 100 pt with 200 pt images in a 390×800 viewport, sampled every 8 pt: the image of
    /// row r sits at −travel/2 + ((vh/2 − top)/vh)·travel with top = 100r − o, travel 100
    /// (docs/DESIGN.md), a multiple of 1/8 that Chromium represents exactly (see AerisMenuFixture).
    @Test func seedMenuRowImagesMoveAsDesignedInTheBrowser() throws {
        let chromium = try BrowserPreviewTests.chromium()
        let (catalog, folder) = try Self.seededCatalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = PreviewSettings(viewport: ViewportSize(width: 390, height: 800), offsets: try OffsetSweep(parsing: "0:400:8"))
        let page = try catalog.visualPreview(named: "aeris-map-layers", settings: settings).html()
        let offsets: [Double] = [0, 96, 200, 316, 400, 12, 250]
        let file = try BrowserPreviewTests.write(PageProbe.instrument(page, offsets: offsets), named: "seed-menu-probe.html")
        let readings = try PageProbe.readings(in: try chromium.dumpDOM(of: file))
        try #require(readings.count == offsets.count)
        for reading in readings {
            #expect(reading.applied == reading.offset)
            for row in 0..<10 {
                let layer = try #require(reading.layers.first { $0.path == "row\(row)/background" })
                let matrix = try #require(PageProbe.matrix(layer.transform))
                let top = Double(row) * 100 - reading.offset
                let expected = -50 + (400 - top) / 800 * 100
                #expect(abs(matrix[5] - expected) <= 1e-6, "row \(row) at \(reading.offset): \(matrix[5]) vs \(expected)")
                #expect(abs(layer.top - (top + expected)) <= 1e-6)
            }
        }
    }

    /// The default page (390×844, 241 offsets) as people see it: a screenshot under
    /// `.build/preview-screenshots/` whose pixels show each row's image where docs/DESIGN.md's
    /// formula puts it at offset 120: −travel/2 + ((vh/2 − top)/vh)·travel, with top = 100r − 120,
    /// travel 100 and vh 844.
    @Test func seedMenuScreenshotShowsTheRowImagesWhereTheFormulaPutsThem() throws {
        let chromium = try BrowserPreviewTests.chromium()
        let (catalog, folder) = try Self.seededCatalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try catalog.visualPreview(named: "aeris-map-layers", settings: PreviewSettings()).html()
        let page = try BrowserPreviewTests.write(html, named: "aeris-map-layers.html")
        let png = BrowserPreviewTests.outputDirectory.appendingPathComponent("aeris-map-layers.png")
        try? FileManager.default.removeItem(at: png)
        try chromium.screenshot(of: try #require(URL(string: page.absoluteString + "#offset=120")), width: 1280, height: 920, to: png)
        let rows = (0..<10).map { row in
            let top = row * 100 - 120
            return (path: "row\(row)/background", rowTop: top, imageTop: -50 + (422 - Double(top)) / 844 * 100)
        }
        let checked = try BrowserPreviewTests.expectRowImages(
            in: try Data(contentsOf: png), of: html, at: 120, rows: rows, imageWidth: 390, imageHeight: 200, chromium: chromium)
        // Rows 2…6: rows 0 and 1 start above the viewport, rows from 7 on sample their image's ridges.
        #expect(checked == 5)
    }
}
