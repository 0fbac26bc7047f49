import CatalogEditing
import Foundation
import PresetRendering
import TestSupport
import Testing

/// `preview --format html` (the engine's player) and `export --format html` (the CSS page) open
/// with the previewed item in view in a desktop window (1280×800) and on a phone (390×844), for
/// every seed preset (a preset CSS cannot show has no export page): the part of the
/// item the page's phone shows is not empty, is at least half of what the phone could show of
/// it, and lies inside the window as the page opens (the page scrolls itself there when the
/// window is too small for the phone), and neither page is wider than the window (no sideways
/// scrolling, `document.scrollingElement.scrollWidth` ≤ `innerWidth`). Screenshots are written to
/// `.build/preview-screenshots/in-view-*`.
@Suite(.serialized, .onOwnThreads) struct ItemInViewTests {
    static let windows = [(width: 1280, height: 800), (width: 390, height: 844)]

    /// What the page shows of `item` through `frame`, measured after two animation frames:
    /// the item's box, the frame's and the window's size.
    static let measure = """
        const done = arguments[arguments.length - 1];
        const [itemSelector, frameSelector] = arguments;
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const item = document.querySelector(itemSelector), frame = document.querySelector(frameSelector);
          if (!item || !frame) { done(JSON.stringify({ missing: !item ? itemSelector : frameSelector })); return; }
          const a = item.getBoundingClientRect(), b = frame.getBoundingClientRect();
          const box = (r) => [r.left, r.top, r.right, r.bottom];
          const page = document.scrollingElement;
          done(JSON.stringify({ item: box(a), frame: box(b), window: [innerWidth, innerHeight], pageWidth: page.scrollWidth }));
        }));
        """

    struct Reading: Decodable {
        var item: [Double]
        var frame: [Double]
        var window: [Double]
        /// How wide the page is: wider than the window means it scrolls sideways.
        var pageWidth: Double

        func area(_ box: [Double]) -> Double { max(0, box[2] - box[0]) * max(0, box[3] - box[1]) }
        func overlap(_ a: [Double], _ b: [Double]) -> [Double] { [max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])] }
        /// The part of the item the page's phone shows.
        var shown: [Double] { overlap(item, frame) }
        /// The most of the item a phone that size could show.
        var showable: Double { min(area(item), area(frame)) }

        /// What is wrong with the page's width: wider than the window, it scrolls sideways.
        var widthProblem: String? {
            pageWidth > window[0] + 0.5 ? "the page is \(Int(pageWidth)) px wide, wider than the window" : nil
        }

        /// What is wrong with the item's place, or nil.
        var problem: String? {
            if area(shown) < showable / 2 { return "the phone shows \(Int(area(shown))) px² of the item, under half of \(Int(showable))" }
            let inside = shown[0] >= -0.5 && shown[1] >= -0.5 && shown[2] <= window[0] + 0.5 && shown[3] <= window[1] + 0.5
            if !inside { return "the item's shown part \(shown.map { Int($0) }) is outside the window \(window.map { Int($0) })" }
            return nil
        }
    }

    static func read(_ page: URL, item: String, frame: String, in session: ChromeDriverSession) throws -> Reading {
        try session.open(page)
        let reply = try session.executeAsync(measure, arguments: [item, frame])
        if reply.contains("\"missing\"") { throw ChromiumFailure(description: "\(page.lastPathComponent): \(reply)") }
        return try JSONDecoder().decode(Reading.self, from: Data(reply.utf8))
    }

    @Test func thePreviewPageOpensWithTheItemInViewOnADesktopAndOnAPhone() throws {
        let folder = try TemporaryDirectory()
        let catalog = try CatalogEditor.create(at: folder.file("catalog.sqlite"), seeded: true)
        let session = try ChromeDriverSession.start(chromium: try BrowserPreviewTests.chromium(), width: 1280, height: 844)
        defer { session.stop() }
        var pages: [(name: String, file: URL, item: String, frame: String)] = []
        for name in try catalog.presets().map(\.name) {
            let preview = try catalog.visualPreview(named: name, settings: PreviewSettings()).html()
            let previewFile = try BrowserPreviewTests.write(preview, named: "in-view-preview-\(name).html")
            pages.append(("preview-\(name)", previewFile, "[data-testid=previewed-item]", "#preview-viewport"))
            guard let export = try? catalog.cssExportWithoutMotion(named: name, settings: PreviewSettings(), reachableOnly: true) else {
                continue
            }
            let exportFile = try BrowserPreviewTests.write(export.export.html(), named: "in-view-export-\(name).html")
            pages.append(("export-\(name)", exportFile, "[data-testid=previewed-item]", "[data-scroller]"))
        }
        #expect(pages.filter { $0.name.hasPrefix("export-") }.count >= pages.count / 3, "too few seed presets export to CSS")
        for window in Self.windows {
            try session.emulateViewport(width: window.width, height: window.height)
            for page in pages {
                let reading = try Self.read(page.file, item: page.item, frame: page.frame, in: session)
                #expect(reading.problem == nil, "\(page.name) at \(window.width)×\(window.height): \(reading.problem ?? "")")
                #expect(reading.widthProblem == nil, "\(page.name) at \(window.width)×\(window.height): \(reading.widthProblem ?? "")")
                if ["preview-fade-up", "preview-parade-double-image", "export-fade-up", "export-parade-double-image"].contains(page.name) {
                    let name = "in-view-\(page.name)-\(window.width)x\(window.height).png"
                    try session.screenshot().write(to: BrowserPreviewTests.outputDirectory.appendingPathComponent(name))
                }
            }
        }
    }
}
