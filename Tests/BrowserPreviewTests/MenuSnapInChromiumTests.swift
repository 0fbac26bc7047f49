import Foundation
import ParallaxEngine
import PresetRendering
import TestSupport
import Testing

/// A menu's scroll page in Chromium: a scroll that stops anywhere settles where the engine's
/// `ScrollSnap` (which `CatalogMenu.snapOffset` delegates to) says it settles at rest, for every
/// `align`, with `stop` normal and always.
@Suite struct MenuSnapInChromiumTests {
    /// Rows 100, 100, 150, 100, 100, 80, 120, 100 tall (850 in all) in a viewport 300 tall:
    /// scrollable over 0…550.
    static let heights: [Double] = [100, 100, 150, 100, 100, 80, 120, 100]
    static let viewport = ScrollMetrics.Size(width: 320, height: 300)
    /// Offsets a scroll stops at, none half-way between two snap positions.
    static let stops: [Double] = [0, 37, 140, 199, 262, 333, 421, 549, 12, 480]

    @Test func aScrollSettlesWhereTheEngineSays() throws {
        let chromium = try BrowserPreviewTests.chromium()
        let session = try ChromeDriverSession.start(chromium: chromium, width: 400, height: 400)
        defer { session.stop() }
        for align in ScrollSnap.Alignment.allCases {
            for stop in ScrollSnap.Stop.allCases {
                let snap = ScrollSnap(align: align, stop: stop)
                let page = MenuScrollPage(
                    title: "Snapping", rows: Self.heights.enumerated().map { ("Row \($0.offset)", $0.element) }, snap: snap,
                    viewport: Self.viewport)
                let file = try BrowserPreviewTests.write(page.html(), named: "menu-snap-\(align)-\(stop).html")
                try session.open(file)
                let settled = try Self.settledOffsets(after: Self.stops, in: session)
                for (proposed, offset) in zip(Self.stops, settled) {
                    let expected = snap.settlingOffset(
                        proposed: proposed, velocity: 0, viewportLength: Self.viewport.height, itemLengths: Self.heights)
                    #expect(
                        abs(offset - expected) <= 0.5, "\(align) \(stop): scrolled to \(proposed), settled at \(offset), engine \(expected)"
                    )
                }
                if align == .center, stop == .always {
                    try session.screenshot().write(to: BrowserPreviewTests.outputDirectory.appendingPathComponent("menu-snap-center.png"))
                }
            }
        }
    }

    /// A menu without snapping stays where a scroll stops.
    @Test func withoutSnappingAScrollStaysPut() throws {
        let chromium = try BrowserPreviewTests.chromium()
        let session = try ChromeDriverSession.start(chromium: chromium, width: 400, height: 400)
        defer { session.stop() }
        let page = MenuScrollPage(
            title: "Free", rows: Self.heights.map { ("Row", $0) }, snap: nil, viewport: Self.viewport)
        try session.open(try BrowserPreviewTests.write(page.html(), named: "menu-free.html"))
        #expect(try Self.settledOffsets(after: Self.stops, in: session) == Self.stops)
    }

    /// Scrolls the page's container to each offset in turn (as a scroll that ends there) and
    /// reads where it settled once the browser has snapped.
    static func settledOffsets(after offsets: [Double], in session: ChromeDriverSession) throws -> [Double] {
        let text = try session.executeAsync(
            """
            const [offsets, done] = arguments;
            const scroller = document.querySelector("[data-scroller]");
            const settled = [];
            const frames = (count) => new Promise((resolve) => {
              const step = (left) => left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
              step(count);
            });
            (async () => {
              for (const offset of offsets) {
                scroller.scrollTo({ top: offset, behavior: "instant" });
                await frames(4);
                settled.push(scroller.scrollTop);
              }
              done(JSON.stringify(settled));
            })();
            """, arguments: [offsets])
        return try JSONDecoder().decode([Double].self, from: Data(text.utf8))
    }
}
