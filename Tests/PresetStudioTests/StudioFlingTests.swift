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

    /// The catalog with `soft`, and the page open on it showing its values.
    static func pageOnSoft() throws -> StudioPage {
        let page = try StudioPage()
        let file = try page.studio.write(Self.soft, to: "soft.json")
        let created = try page.studio.cli(["presets", "create", "--file", file])
        try #require(created.exitCode == 0, "\(created.standardError)")
        try page.open(preset: "soft")
        try page.run("await waitFor(() => live('card.translationY') !== null); return true")
        return page
    }

    /// UIKit's deceleration from offset 0 at `velocity` pt/s, `time` seconds after the release.
    static func flingOffset(velocity: Double, at time: Double) -> Double {
        velocity / 1000 * (pow(0.998, 1000 * time) - 1) / log(0.998)
    }

    /// The number in a label such as "offset −12.5 pt" or "0.25 s · offset 120 pt".
    static func offset(inLabel label: String) -> Double {
        let words = label.split(separator: " ")
        guard let index = words.firstIndex(of: "offset"), index + 1 < words.count else { return .nan }
        return Double(words[index + 1].replacingOccurrences(of: "\u{2212}", with: "-")) ?? .nan
    }

    @Test("Fling plays the preset over time with the engine's smoothed values")
    func flingPlaysWithTheEngineValues() throws {
        let page = try Self.pageOnSoft()
        let engine = try Self.engineValues(page, fling: "fling:0:3000")
        let end = try #require(engine.keys.max())
        try page.type("0", into: "[data-testid=fling-offset]")
        try page.type("3000", into: "[data-testid=fling-velocity]")
        try page.click("[data-testid=play-fling]")
        // The scrubber becomes the time; scrubbing it pauses the fling where it is.
        try page.run(
            "await waitFor(() => Math.abs(Number($('[data-testid=offset]').max) - \(end)) < 1e-9, 8000, 'the fling scene'); return true")
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
            let offset = Self.flingOffset(velocity: 3000, at: time)
            let label = try #require(reading["label"] as? String)
            #expect(label.hasPrefix(String(format: "%.2f s · offset ", time)), "\(label)")
            let shown = Self.offset(inLabel: label)
            // The label rounds to 2 decimals, to 1 from 1000 pt.
            #expect(abs(shown - offset) <= (offset >= 1000 ? 0.05 : 0.005) + 1e-9, "t = \(time): offset \(shown) vs \(offset)")
            // Smoothing lags behind the finger while the list still moves fast.
            if time == 0.25 { #expect(translation < offset - 50) }
        }
        try page.screenshot("fling")
        // A paused fling offers the way back to the scrubber, which then moves through offsets.
        #expect(try page.bool("return !$('[data-testid=back-to-scrubber]').hidden"), "no visible way back to the scrubber")
        try page.click("[data-testid=back-to-scrubber]")
        let label = try page.string(
            """
            await waitFor(() => !$('#preview-offset').textContent.includes(' s · '), 8000, 'the offsets');
            return $('#preview-offset').textContent;
            """)
        #expect(label.hasPrefix("offset "), "\(label)")
        #expect(try page.bool("return $('[data-testid=back-to-scrubber]').hidden"))
        #expect(try page.number("return Number($('[data-testid=offset]').max)") != end)
    }

    /// A fling played to its end, in real time, gives the scrubber back to the offsets by
    /// itself, at the offset the fling came to rest at (UIKit's deceleration at its last time).
    @Test("A fling that comes to rest returns to the offset scrubber where it stopped")
    func aSettledFlingReturnsToTheScrubber() throws {
        let page = try Self.pageOnSoft()
        let engine = try Self.engineValues(page, fling: "fling:0:1000")
        let end = try #require(engine.keys.max())
        let rest = Self.flingOffset(velocity: 1000, at: end)
        try page.type("0", into: "[data-testid=fling-offset]")
        try page.type("1000", into: "[data-testid=fling-velocity]")
        // Every label the player writes, with when (a MutationObserver sees each one before
        // the next scene can arrive over the network).
        try page.run(
            """
            window.seenLabels = [];
            new MutationObserver(() => seenLabels.push({ text: $('#preview-offset').textContent, at: performance.now() }))
              .observe($('#preview-offset'), { childList: true, characterData: true, subtree: true });
            window.flingClicked = performance.now();
            return true;
            """)
        try page.click("[data-testid=play-fling]")
        let played = try #require(
            try page.run(
                """
                await waitFor(() => seenLabels.some((l) => l.text.includes(' s · ')), 8000, 'the fling');
                await waitFor(() => !$('#preview-offset').textContent.includes(' s · '), 15000, 'the return to the offsets');
                await new Promise((r) => requestAnimationFrame(r));
                const timed = seenLabels.filter((l) => l.text.includes(' s · '));
                return { times: timed.map((l) => Number(l.text.split(' ')[0])), lastAt: (timed[timed.length - 1].at - flingClicked) / 1000,
                         label: $('#preview-offset').textContent, back: $('[data-testid=back-to-scrubber]').hidden,
                         max: Number($('[data-testid=offset]').max) };
                """) as? [String: Any])
        let times = try #require(played["times"] as? [Double])
        #expect(times.contains { $0 > 0 && $0 < end }, "no time between the start and the end was shown: \(times)")
        #expect(times.last.map { abs($0 - end) <= 0.005 + 1e-9 } == true, "the fling stopped at \(times.last ?? .nan) s, not \(end) s")
        #expect(try #require(played["lastAt"] as? Double) >= end - 0.2, "a fling of \(end) s played in \(played["lastAt"] ?? 0) s")
        let label = try #require(played["label"] as? String)
        #expect(label.hasPrefix("offset "), "\(label)")
        #expect(abs(Self.offset(inLabel: label) - rest) <= 0.005 + 1e-9, "back at \(label), the fling rested at \(rest)")
        #expect(played["back"] as? Bool == true, "the way back is still offered")
        #expect(try #require(played["max"] as? Double) != end)
        try page.screenshot("fling-settled")
    }
}
