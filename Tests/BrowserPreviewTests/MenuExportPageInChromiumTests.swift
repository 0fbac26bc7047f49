import CatalogEditing
import Foundation
import PresetRendering
import TestSupport
import Testing

/// The page `export --menu aeris-map-layers --format html` writes from the seed catalog, in
/// headless Chromium: every row drawn with its image, each moving as its preset's CSS says; and
/// with `--fallback script` in Firefox ESR, which lacks scroll-driven animations.
@Suite(.serialized, .onOwnThreads) struct MenuExportPageInChromiumTests {
    /// Each row's `background` layer in the scroll container the selector names, read after two
    /// animation frames at each offset: its top against the row's, and whether its picture has
    /// loaded.
    static let script = """
        const [offsets, selector, done] = arguments;
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        (async () => {
          const scroller = document.querySelector(selector);
          const readings = [];
          for (const offset of offsets) {
            scroller.scrollTop = offset;
            await frame();
            await frame();
            const rows = [...scroller.querySelectorAll("[data-row]")].map((row) => {
              const layer = row.querySelector('[data-target="background"]');
              const picture = layer?.querySelector("img");
              return { preset: row.dataset.preset ?? null, rowTop: row.getBoundingClientRect().top - scroller.getBoundingClientRect().top,
                       imageTop: layer ? layer.getBoundingClientRect().top - row.getBoundingClientRect().top : null,
                       loaded: !!picture && picture.complete && picture.naturalWidth > 0, embedded: !!picture && picture.src.startsWith("data:") };
            });
            readings.push({ offset, applied: scroller.scrollTop, rows });
          }
          done(JSON.stringify(readings));
        })();
        """

    struct Reading: Decodable {
        let offset: Double
        let applied: Double
        let rows: [Row]
    }

    struct Row: Decodable {
        let preset: String?
        let rowTop: Double
        let imageTop: Double?
        let loaded: Bool
        let embedded: Bool
    }

    /// Rows of 100 pt with 200 pt images in a 390×800 viewport: the image of a row whose top is
    /// `top` in the viewport sits at −travel/2 + ((vh/2 − top)/vh)·travel, travel 100
    /// (docs/DESIGN.md), within 1/64 px (Chromium's layout unit), for every row in view.
    @Test func everyRowShowsItsImageWhereTheDesignPutsIt() throws {
        let (catalog, folder) = try SeedMenuPageTests.seededCatalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try catalog.menuScrollPage(named: "aeris-map-layers", viewport: .init(width: 390, height: 800)).html()
        #expect(!html.contains("stays still"))
        let page = try CSSExportInChromiumTests.write(html, named: "menu-aeris-map-layers.html")
        let session = try ChromeDriverSession.start(chromium: try BrowserPreviewTests.chromium(), width: 500, height: 900)
        defer { session.stop() }
        try session.open(page)
        try Self.expectRowsAsDesigned(in: session, scroller: "[data-scroller]")
        try session.screenshot().write(to: CSSExportInChromiumTests.outputDirectory.appendingPathComponent("menu-aeris-map-layers.png"))
    }

    /// The same page exported with `--fallback script`, in Firefox ESR as it ships (no
    /// scroll-driven animations): the script moves every row in view where the formula says.
    @Test func theFallbackScriptMovesEveryRowInFirefoxWithoutTheFeature() throws {
        let (catalog, folder) = try SeedMenuPageTests.seededCatalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try catalog.menuScrollPage(named: "aeris-map-layers", viewport: .init(width: 390, height: 800), fallback: .script)
            .html()
        #expect(html.contains("<script>"))
        let page = try CSSExportInChromiumTests.write(html, named: "menu-aeris-map-layers-fallback.html")
        let session = try FirefoxSession.start(scrollDrivenAnimations: false, width: 500, height: 900)
        defer { session.stop() }
        try session.open(page)
        try Self.expectRowsAsDesigned(in: session, scroller: "[data-scroller]")
        try session.screenshot().write(
            to: CSSExportInChromiumTests.outputDirectory.appendingPathComponent("menu-aeris-map-layers-firefox-fallback.png"))
    }

    /// The seed menu's ten rows in the 390×800 container `scroller` names, scrolled through
    /// 0…200 (all it scrolls): every row in view has its image where the formula says.
    static func expectRowsAsDesigned(in session: any BrowserSession, scroller: String) throws {
        let offsets: [Double] = [0, 48, 96, 152, 200, 0]
        let reply = try session.executeAsync(Self.script, arguments: [offsets, scroller])
        let readings = try JSONDecoder().decode([Reading].self, from: Data(reply.utf8))
        try #require(readings.count == offsets.count)
        var compared = 0
        for reading in readings {
            #expect(reading.applied == reading.offset)
            #expect(reading.rows.count == 10)
            for (index, row) in reading.rows.enumerated() {
                #expect(row.preset == "aeris-cell-background", "row \(index)")
                #expect(row.loaded && row.embedded, "row \(index): its picture")
                let top = Double(index) * 100 - reading.offset
                #expect(abs(row.rowTop - top) <= 1e-6, "row \(index) at \(reading.offset)")
                let shown = try #require(row.imageTop, "row \(index) has no background layer")
                // A row out of view holds where its view timeline ends; only what shows is compared.
                guard top < 800, top + 100 > 0 else { continue }
                let expected = -50 + (400 - top) / 800 * 100
                #expect(abs(shown - expected) <= 1.0 / 64, "row \(index) at \(reading.offset): \(shown) vs \(expected)")
                compared += 1
            }
        }
        // Nine rows in view at each offset (eight when the rows line up with the edges).
        #expect(compared >= 8 * offsets.count)
    }
}
