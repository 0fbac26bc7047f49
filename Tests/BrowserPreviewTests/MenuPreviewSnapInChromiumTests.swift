import Foundation
import TestSupport
import Testing

/// `preview MENU --format html` for a menu that snaps: a wheel or a drag in the phone that ends
/// anywhere settles where the menu's snapping puts a scroll at rest.
///
/// Twelve rows of 100 pt in a 390×844 viewport scroll over 0…356. With `align: center` a row's
/// snap position is its centre less half the viewport, `100·i + 50 − 422`, clamped to 0…356:
/// rows 0–3 give 0, rows 4–7 give 28, 128, 228, 328, rows 8–11 give 356. At rest a scroll
/// settles on the nearest of {0, 28, 128, 228, 328, 356}, worked out here by hand.
@Suite(.serialized, .onOwnThreads) struct MenuPreviewSnapInChromiumTests {
    static let settling: [(stop: Double, settles: Double)] = [(10, 0), (60, 28), (200, 228), (300, 328), (345, 356), (150, 128)]

    static func page(reducedMotion: Bool = false) throws -> URL {
        let folder = try TemporaryDirectory()
        let catalog = folder.file("catalog.sqlite")
        let items = (0..<12).map { #"{"title": "Layer \#($0)", "image": "radar", "preset": "aeris-cell-background"}"# }
        let document = """
            {"format": "parallax-catalog", "version": 1, "menus": [{"name": "layers", "title": "Layers", "rowHeight": 100,
             "snap": {"align": "center", "stop": "always"}, "items": [\(items.joined(separator: ", "))]}]}
            """
        try document.write(toFile: folder.file("menu.json"), atomically: true, encoding: .utf8)
        for arguments in [["init", "--catalog", catalog], ["import", folder.file("menu.json"), "--catalog", catalog]] {
            let result = try ToolRunner.run(arguments)
            try #require(result.exitCode == 0, "\(arguments): \(result.standardError)")
        }
        let preview = try ToolRunner.run(
            ["preview", "layers", "--catalog", catalog, "--format", "html"] + (reducedMotion ? ["--reduced-motion"] : []))
        try #require(preview.exitCode == 0, "\(preview.standardError)")
        return try BrowserPreviewTests.write(
            preview.standardOutput, named: reducedMotion ? "menu-preview-snap-reduced.html" : "menu-preview-snap.html")
    }

    @Test func aWheelThatStopsAnywhereSettlesOnTheNearestRowCentre() throws {
        let session = try ChromeDriverSession.start(chromium: try BrowserPreviewTests.chromium(), width: 1200, height: 900)
        defer { session.stop() }
        try session.open(try Self.page())
        let stops = Self.settling.map(\.stop)
        let reply = try session.executeAsync(
            """
            const [stops, done] = arguments;
            const phone = document.getElementById("preview-viewport");
            const wait = (ms) => new Promise((r) => setTimeout(r, ms));
            (async () => {
              const readings = [];
              for (const stop of stops) {
                window.previewSetOffset(0);
                // Three wheel turns adding up to the stop, as a trackpad sends them.
                for (const part of [0.5, 0.3, 0.2]) {
                  phone.dispatchEvent(new WheelEvent("wheel", { deltaY: stop * part, bubbles: true, cancelable: true }));
                  await wait(16);
                }
                const before = window.previewOffset();
                await wait(400);
                readings.push([before, window.previewOffset()]);
              }
              done(JSON.stringify(readings));
            })();
            """, arguments: [stops])
        let readings = try JSONDecoder().decode([[Double]].self, from: Data(reply.utf8))
        try #require(readings.count == stops.count)
        for ((stop, settles), reading) in zip(Self.settling, readings) {
            #expect(abs(reading[0] - stop) <= 1e-9, "the wheel took the list to \(reading[0]), not \(stop)")
            #expect(reading[1] == settles, "stopped at \(stop), settled at \(reading[1]), expected \(settles)")
        }
    }

    /// Snapping is navigation, not motion: under reduced motion the page snaps the same.
    @Test func reducedMotionKeepsSnapping() throws {
        let page = try String(contentsOf: try Self.page(reducedMotion: true), encoding: .utf8)
        #expect(page.contains(#""snap":[0,28,128,228,328,356]"#))
        #expect(page.contains("reduced motion: "))
    }

    /// A drag released 60 pt down the list settles on 28, the nearest row centre.
    @Test func aDragSettlesOnReleaseToo() throws {
        let session = try ChromeDriverSession.start(chromium: try BrowserPreviewTests.chromium(), width: 1200, height: 900)
        defer { session.stop() }
        try session.open(try Self.page())
        _ = try session.executeAsync("window.previewSetOffset(0); arguments[arguments.length - 1]('')", arguments: [])
        try session.drag(try session.element("#preview-viewport"), by: (x: 0, y: -60))
        let settled = try session.executeAsync(
            "setTimeout(() => arguments[arguments.length - 1](String(window.previewOffset())), 100)", arguments: [])
        #expect(Double(settled) == 28)
        try session.screenshot().write(to: BrowserPreviewTests.outputDirectory.appendingPathComponent("menu-preview-snap.png"))
    }
}
