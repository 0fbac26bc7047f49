import Foundation
import TestSupport
import Testing

/// The studio's Fling control in headless Chromium: the phone plays a fling over time with the
/// engine's smoothed values (those `preview --trajectory --format json` reports), the offset
/// following UIKit's deceleration `x(t) = x₀ + v₀/1000 · (0.998^(1000t) − 1)/ln 0.998`.
/// Screenshots go to `.build/studio-screenshots/`.
@Suite("The studio plays a fling", .serialized, .onOwnThreads)
struct StudioFlingTests {
    /// The card moves by the scroll progress over 0…1000 pt (so, unsmoothed, by the offset)
    /// through `spring(duration: 0.4, bounce: 0)`.
    static let soft = """
        {"name": "soft", "kind": "custom", "smoothing": "spring(duration: 0.4, bounce: 0)",
         "timeline": {"scroll": {"from": 0, "to": 1000}},
         "tracks": [{"target": "card", "property": "translationY", "extrapolate": "extend",
                     "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 1000}]}]}
        """

    /// The engine's card value at each time of `preview soft --trajectory fling:OFFSET:VELOCITY`.
    static func engineValues(_ page: StudioPage, fling: String) throws -> [Double: Double] {
        let preview = try page.studio.cli(["preview", "soft", "--trajectory", fling, "--format", "json"])
        try #require(preview.exitCode == 0, "\(preview.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(preview.standardOutput.utf8)) as? [String: Any])
        let frames = try #require(object["frames"] as? [[String: Any]])
        var values: [Double: Double] = [:]
        for frame in frames {
            let time = try #require(frame["time"] as? Double)
            values[time] = try #require((frame["values"] as? [String: Any])?["card.translationY"] as? Double)
        }
        return values
    }

    @Test("Fling plays the preset over time with the engine's smoothed values")
    func flingPlaysWithTheEngineValues() throws {
        let page = try StudioPage()
        let file = try page.studio.write(Self.soft, to: "soft.json")
        let created = try page.studio.cli(["presets", "create", "--file", file])
        try #require(created.exitCode == 0, "\(created.standardError)")
        let engine = try Self.engineValues(page, fling: "fling:0:3000")
        let end = try #require(engine.keys.max())
        try page.open(preset: "soft")
        try page.run("await waitFor(() => live('card.translationY') !== null); return true")
        try page.type("0", into: "[data-testid=fling-offset]")
        try page.type("3000", into: "[data-testid=fling-velocity]")
        try page.click("[data-testid=play-fling]")
        // It plays: the scrubber becomes the time and runs to the fling's end in real time.
        let played = try #require(
            try page.run(
                """
                const started = performance.now();
                await waitFor(() => Math.abs(Number($('[data-testid=offset]').max) - \(end)) < 1e-9, 8000, 'the fling scene');
                const seen = [];
                await waitFor(() => {
                  seen.push(Number($('[data-testid=offset]').value));
                  return $('#preview-play').textContent === 'Play' && seen.length > 2;
                }, 15000, 'the fling to end');
                return { seen, elapsed: (performance.now() - started) / 1000, value: Number($('[data-testid=offset]').value) };
                """) as? [String: Any])
        let seen = try #require(played["seen"] as? [Double])
        #expect(abs(try #require(played["value"] as? Double) - end) < 1e-9)
        #expect(seen.contains { $0 > 0 && $0 < end }, "no time between the start and the end was shown: \(seen)")
        #expect(try #require(played["elapsed"] as? Double) >= end - 0.2, "a fling of \(end) s played in \(played["elapsed"] ?? 0) s")
        // Scrubbed to sampled times: the card carries the engine's value, the live value too,
        // and the offset is UIKit's deceleration at that time.
        for time in [0.25, 0.5, 1.0] {
            let reading = try #require(
                try page.run(
                    """
                    setOffset(\(time));
                    await new Promise((r) => requestAnimationFrame(r));
                    const card = $("[data-testid=previewed-item] [data-layer-path$='/card']");
                    return { translation: new DOMMatrixReadOnly(getComputedStyle(card).transform).f,
                             live: live('card.translationY'), label: $('#preview-offset').textContent };
                    """) as? [String: Any])
            let expected = try #require(engine[time], "the engine has no frame at \(time) s")
            let translation = try #require(reading["translation"] as? Double)
            // A computed transform is written with 6 significant digits.
            #expect(
                abs(translation - expected) <= max(1e-3, 5e-6 * abs(expected)), "t = \(time): \(translation) vs the engine's \(expected)")
            #expect(abs(try #require(reading["live"] as? Double) - expected) <= 1e-3)
            let offset = 3 * (pow(0.998, 1000 * time) - 1) / log(0.998)
            let label = try #require(reading["label"] as? String)
            #expect(label.hasPrefix(String(format: "%.2f s · offset ", time)), "\(label)")
            let shown = Double(label.split(separator: " ")[4].replacingOccurrences(of: "\u{2212}", with: "-")) ?? .nan
            // The label rounds to 2 decimals, to 1 from 1000 pt.
            #expect(abs(shown - offset) <= (offset >= 1000 ? 0.05 : 0.005) + 1e-9, "t = \(time): offset \(shown) vs \(offset)")
            // Smoothing lags behind the finger while the list still moves fast.
            if time == 0.25 { #expect(translation < offset - 50) }
        }
        try page.screenshot("fling")
    }
}
