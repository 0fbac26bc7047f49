import CatalogEditing
import Foundation
import PresetRendering
import TestSupport
import Testing

/// `preview --trajectory … --format html` in Chromium: the page plays a scroll over time, and the
/// previewed card's computed transform carries the smoothed value at the times read, both where
/// the test sets the time and while Play runs in real time.
///
/// The preset moves its card by the scroll progress over 0…1000 pt (so, unsmoothed, by the
/// offset) through `spring(duration: 0.4, bounce: 0)`. The path holds at 0 until 0.1 s, reaches
/// 500 pt at 0.2 s and holds there. The engine samples the path at its points, and each sample's
/// target holds over the interval ending at it, so the spring sees a step just after 0.1 s: at
/// each sample after it the value is the critically damped step response
/// `500·(1 − e^(−ω₀τ)(1 + ω₀τ))`, `ω₀ = 2π/0.4`, `τ = t − 0.1` (0 up to 0.1 s). Between samples
/// the page interpolates linearly.
@Suite(.serialized, .onOwnThreads) struct TrajectoryPlayerInChromiumTests {
    static let definition = """
        {"name": "soft", "kind": "custom", "smoothing": "spring(duration: 0.4, bounce: 0)",
         "timeline": {"scroll": {"from": 0, "to": 1000}},
         "tracks": [{"target": "card", "property": "translationY", "extrapolate": "extend",
                     "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1000}]}]}
        """
    static let path = "0:0,0.1:0,0.2:500,0.3:500,0.45:500,0.8:500"
    static let sampleTimes: [Double] = [0, 0.1, 0.2, 0.3, 0.45, 0.8]

    /// The closed form at a sample time.
    static func smoothed(at time: Double) -> Double {
        let omega = 2 * Double.pi / 0.4
        let tau = time - 0.1
        return tau <= 0 ? 0 : 500 * (1 - exp(-omega * tau) * (1 + omega * tau))
    }

    /// The page's value at any time: the closed form at the samples, linear in between.
    static func played(at time: Double) -> Double {
        guard let next = sampleTimes.firstIndex(where: { $0 >= time }), next > 0 else { return smoothed(at: sampleTimes[0]) }
        let (t0, t1) = (sampleTimes[next - 1], sampleTimes[next])
        let (v0, v1) = (smoothed(at: t0), smoothed(at: t1))
        return v0 + (v1 - v0) * (time - t0) / (t1 - t0)
    }

    static func page() throws -> URL {
        let folder = try TemporaryDirectory()
        let catalog = try CatalogEditor.create(at: folder.file("catalog.sqlite"), seeded: false)
        var settings = PreviewSettings()
        settings.trajectory = try ScrollTrajectory(parsing: path)
        let html = try catalog.visualPreview(
            named: "soft", unsaved: try DefinitionText.preset(from: definition, source: "soft.json"), settings: settings
        ).html()
        return try BrowserPreviewTests.write(html, named: "trajectory-player.html")
    }

    /// The card's translation (the computed transform's `f`) and the time and offset the page shows.
    static let read = """
        const card = document.querySelector("[data-testid=previewed-item] [data-layer-path$='/card']");
        const reading = () => ({
          time: window.previewTime(), offset: window.previewOffset(),
          translation: new DOMMatrixReadOnly(getComputedStyle(card).transform).f,
          label: document.getElementById("preview-offset").textContent,
          button: document.getElementById("preview-play").textContent,
        });
        """

    struct Reading: Decodable {
        var time: Double
        var offset: Double
        var translation: Double
        var label: String
        var button: String
    }

    @Test func settingTheTimeShowsTheSmoothedValueAndTheOffsetOfThePath() throws {
        let session = try ChromeDriverSession.start(chromium: try BrowserPreviewTests.chromium(), width: 1200, height: 900)
        defer { session.stop() }
        try session.open(try Self.page())
        let times = Self.sampleTimes + [0.05, 0.15, 0.25, 0.375, 0.6, 2]
        let reply = try session.executeAsync(
            Self.read + """
                const [times, done] = arguments;
                done(JSON.stringify(times.map((t) => { window.previewSetTime(t); return reading(); })));
                """, arguments: [times])
        let readings = try JSONDecoder().decode([Reading].self, from: Data(reply.utf8))
        try #require(readings.count == times.count)
        for (time, reading) in zip(times, readings) {
            let clamped = min(time, 0.8)
            #expect(reading.time == clamped)
            #expect(abs(reading.translation - Self.played(at: clamped)) <= 1e-3, "t = \(time): \(reading.translation)")
            // The path: 0 until 0.1 s, 0→500 over 0.1…0.2 s, then 500.
            let offset = clamped <= 0.1 ? 0 : clamped >= 0.2 ? 500 : 500 * (clamped - 0.1) / 0.1
            #expect(abs(reading.offset - offset) <= 1e-9, "t = \(time): offset \(reading.offset)")
        }
        #expect(readings[3].label == "0.30 s · offset 500 pt")
    }

    /// Play runs the path once in real time: the time read every 20 ms grows with
    /// the clock, the card carries the value at that time, and the page stops at the end.
    @Test func playRunsThePathInRealTimeWithTheEngineValues() throws {
        let session = try ChromeDriverSession.start(chromium: try BrowserPreviewTests.chromium(), width: 1200, height: 900)
        defer { session.stop() }
        try session.open(try Self.page())
        let reply = try session.executeAsync(
            Self.read + """
                const done = arguments[arguments.length - 1];
                const readings = [];
                const started = performance.now();
                document.getElementById("preview-play").click();
                const watch = () => {
                  const r = reading();
                  readings.push({ ...r, clock: (performance.now() - started) / 1000 });
                  if (r.button === "Play" && readings.length > 1 || performance.now() - started > 8000) {
                    done(JSON.stringify(readings));
                  } else {
                    setTimeout(watch, 20);
                  }
                };
                setTimeout(watch, 20);
                """, arguments: [])
        struct Played: Decodable {
            var time: Double
            var translation: Double
            var button: String
            var clock: Double
        }
        let readings = try JSONDecoder().decode([Played].self, from: Data(reply.utf8))
        // Read every 20 ms (a loaded machine reads less often): the start, the end and some between.
        try #require(readings.count >= 3, "only \(readings.count) readings")
        let last = try #require(readings.last)
        #expect(last.button == "Play", "the page did not stop at the end: \(last)")
        #expect(last.time == 0.8)
        #expect(abs(last.translation - Self.smoothed(at: 0.8)) <= 1e-3)
        // Real time: the path's 0.8 s take at least 0.8 s of the clock (and not wildly more).
        #expect(last.clock >= 0.75 && last.clock < 6, "played 0.8 s in \(last.clock) s")
        for (earlier, later) in zip(readings, readings.dropFirst()) { #expect(later.time >= earlier.time) }
        for reading in readings {
            #expect(reading.time <= reading.clock + 0.05, "time \(reading.time) ran ahead of the clock \(reading.clock)")
            #expect(abs(reading.translation - Self.played(at: reading.time)) <= 1e-3, "t = \(reading.time): \(reading.translation)")
        }
        #expect(readings.contains { $0.time > 0.2 && $0.time < 0.8 }, "no frame was read while the spring moved")
        _ = try session.executeAsync(
            "window.previewSetTime(0.3); requestAnimationFrame(() => arguments[arguments.length - 1](''));", arguments: [])
        try session.screenshot().write(to: BrowserPreviewTests.outputDirectory.appendingPathComponent("trajectory-player.png"))
    }
}
