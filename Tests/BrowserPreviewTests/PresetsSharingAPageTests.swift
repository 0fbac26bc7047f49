import CatalogEditing
import Foundation
import PresetCatalog
import PresetRendering
import TestSupport
import Testing

/// Four seed presets and a menu on one page, as a web developer ships them: their stylesheets
/// concatenated in one `<style>`, each item in its own scroll container laid out from its
/// export's layout by this test (the markup the stylesheet's comment asks for: the item with
/// `data-preset`, one `data-target` element per target inside it). `fade-up` and `zoom-in` both
/// animate a target named `card`; `parade-scale` and `parade-intro` both run moves through the
/// same registered `--px-mN` properties, each element with its own values; the menu
/// (`aeris-map-layers`, `export --menu`'s rows in a 390×800 container of its own) shows every
/// row's image where docs/DESIGN.md puts it (``MenuExportPageInChromiumTests``). Scrolled together, each container's targets show what
/// `preview` prints for their own preset at their own offset (opacity within 1e-3, matrix
/// entries within 1e-3 of max(1, |entry|)).
@Suite(.serialized, .onOwnThreads) struct PresetsSharingAPageTests {
    static let names = ["fade-up", "zoom-in", "parade-scale", "parade-intro"]

    static func markup(of export: CSSExport) -> String {
        let layout = export.layout
        let (width, height) = (cssPixels(layout.viewport.width), cssPixels(layout.viewport.height))
        let targets = export.targets.map { "<div data-target=\"\($0)\" class=\"target\">\($0)</div>" }.joined()
        return """
            <div data-scroller style="width: \(width); height: \(height)">\
            <div style="position: relative; height: \(cssPixels(layout.contentLength))">\
            <div data-preset="\(export.name)" style="position: absolute; left: 0; top: \(cssPixels(layout.itemOrigin)); \
            width: 100%; height: \(cssPixels(layout.itemLength))">\(targets)</div></div></div>
            """
    }

    static func cssPixels(_ value: Double) -> String { "\(value)px" }

    static let script = """
        const [offsets, done] = arguments;
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const compose = (style) => {
          const matrix = new DOMMatrix();
          if (style.translate !== "none") {
            const [x, y = "0px", z = "0px"] = style.translate.split(" ");
            matrix.multiplySelf(new DOMMatrix(`translate3d(${x}, ${y}, ${z})`));
          }
          if (style.rotate !== "none") matrix.multiplySelf(new DOMMatrix(`rotate(${style.rotate})`));
          if (style.scale !== "none") {
            const [x, y = x, z = "1"] = style.scale.split(" ");
            matrix.multiplySelf(new DOMMatrix(`scale3d(${x}, ${y}, ${z})`));
          }
          if (style.transform !== "none") matrix.multiplySelf(new DOMMatrix(style.transform));
          return Array.from(matrix.toFloat64Array());
        };
        (async () => {
          const scrollers = [...document.querySelectorAll("[data-scroller]")];
          const readings = scrollers.map(() => []);
          for (let step = 0; step < offsets[0].length; step++) {
            scrollers.forEach((scroller, index) => { scroller.scrollTop = offsets[index][step]; });
            await frame();
            await frame();
            scrollers.forEach((scroller, index) => {
              const targets = [...scroller.querySelectorAll("[data-target]")].map((node) => {
                const style = getComputedStyle(node);
                return { name: node.dataset.target, opacity: style.opacity, matrix: compose(style) };
              });
              readings[index].push({ applied: scroller.scrollTop, targets });
            });
          }
          done(JSON.stringify(readings));
        })();
        """

    struct Reading: Decodable {
        let applied: Double
        let targets: [Target]
    }

    struct Target: Decodable {
        let name: String
        let opacity: String
        let matrix: [Double]
    }

    @Test func fourPresetsAndAMenuOnOnePageEachShowTheirOwnValues() throws {
        let folder = try TemporaryDirectory()
        let catalog = try CatalogEditor.create(at: folder.file("catalog.sqlite"), seeded: true)
        let exports = try Self.names.map { try catalog.cssExport(named: $0, settings: PreviewSettings()) }
        let menu = try catalog.menuScrollPage(named: "aeris-map-layers", viewport: .init(width: 390, height: 800))
        #expect(exports[0].targets.contains("card") && exports[1].targets.contains("card"))
        #expect(exports[2].css.contains("--px-m1:") && exports[3].css.contains("--px-m1:"))
        let page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Four presets and a menu</title>
            <style>
            body { margin: 0; display: flex; gap: 8px; }
            [data-scroller] { position: relative; overflow-y: scroll; overflow-x: hidden; scrollbar-width: none; }
            .target { position: absolute; inset: 0; background: rgb(0 0 0 / 0.3); }
            \(exports.map(\.css).joined(separator: "\n"))
            [data-menu] { position: relative; flex: none; width: 390px; height: 800px; overflow-y: scroll; overflow-x: hidden; \
            scrollbar-width: none; }
            \(menu.rowsStyle)
            </style></head>
            <body>
            \(exports.map(Self.markup).joined(separator: "\n"))
            <div data-menu>\(menu.rowsMarkup)</div>
            </body></html>
            """
        let file = try CSSExportInChromiumTests.write(page, named: "four-presets.html")
        let session = try ChromeDriverSession.start(chromium: try BrowserPreviewTests.chromium(), width: 2100, height: 900)
        defer { session.stop() }
        let offsets = exports.map { export in
            let last = export.layout.reachableOffsets.upperBound
            return (0..<16).map { (last * Double($0) / 15).rounded(.down) }
        }
        try session.open(file)
        let reply = try session.executeAsync(Self.script, arguments: [offsets])
        let readings = try JSONDecoder().decode([[Reading]].self, from: Data(reply.utf8))
        try #require(readings.count == Self.names.count)
        for (export, presetReadings) in zip(exports, readings) {
            let preview = try catalog.presetPreview(
                named: export.name, settings: PreviewSettings(offsets: OffsetSweep(offsets: presetReadings.map(\.applied))))
            var moved = false
            for (reading, frame) in zip(presetReadings, preview.frames) {
                #expect(reading.targets.map(\.name) == export.targets)
                for target in export.targets {
                    let shown = try #require(reading.targets.first { $0.name == target })
                    var alpha = 1.0
                    if case .number(let value)? = frame.values["\(target).alpha"] { alpha = value }
                    if alpha < 0.99 { moved = true }
                    #expect(
                        abs((Double(shown.opacity) ?? .nan) - alpha) <= 1e-3,
                        "\(export.name) \(target).opacity at \(frame.offset): \(shown.opacity) vs \(alpha)")
                    let expected = SeedPresetsOnTheWebTests.transform(of: target, in: frame.values).entries
                    let difference = zip(shown.matrix, expected).map { abs($0 - $1) / max(1, abs($1)) }.max() ?? .infinity
                    #expect(difference <= 1e-3, "\(export.name) \(target) at \(frame.offset): \(shown.matrix) vs \(expected)")
                }
            }
            #expect(moved, "\(export.name) never fades over the offsets checked")
        }
        try MenuExportPageInChromiumTests.expectRowsAsDesigned(in: session, scroller: "[data-menu]")
    }
}
