import Foundation
import TestSupport
import Testing

/// The studio's form offers the motion members the schema lists: `smoothing` among a preset's
/// members and `velocity` among the timeline's kinds, each added with a value the format accepts
/// (the schema's example: a spring; a window from −3000 to 3000 pt/s), so the preset saves.
@Suite("The studio's form offers smoothing and the velocity timeline", .serialized, .onOwnThreads)
struct StudioMotionFormTests {
    /// CSS `ease`, `cubic-bezier(0.25, 0.1, 0.25, 1)`, at `x`: the curve's parameter found by
    /// bisection on its x (increasing), then its y.
    static func cssEase(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if bezier(middle, 0.25, 0.25) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, 0.1, 1)
    }

    @Test("add smoothing, replace the timeline with velocity, save")
    func addSmoothingAndVelocity() throws {
        let page = try StudioPage()
        try page.open(preset: "fade-up")
        let definition = "JSON.parse($('[data-testid=definition-json]').value)"
        let offered = try #require(
            try page.run(
                """
                const names = (path) => [...$(`[data-testid=add-member][data-path="${path}"]`).options].map((o) => o.value);
                return { preset: names('+'), timeline: names('timeline+') };
                """) as? [String: [String]])
        #expect(offered["preset"]?.contains("smoothing") == true, "\(offered)")
        #expect(offered["timeline"]?.contains("velocity") == true, "\(offered)")
        try page.run(
            """
            choose("[data-testid=add-member][data-path='+']", "smoothing");
            await waitFor(() => \(definition).smoothing !== undefined);
            """)
        try page.run(
            """
            choose("[data-testid=add-member][data-path='timeline+']", "velocity");
            await waitFor(() => \(definition).timeline.velocity !== undefined);
            """)
        let edited = try #require(try page.run("return \(definition)") as? [String: Any])
        #expect(edited["smoothing"] as? String == "spring(duration: 0.4, bounce: 0)")
        let window = try #require((edited["timeline"] as? [String: Any])?["velocity"] as? [String: Double])
        #expect(window == ["from": -3000, "to": 3000])
        try page.run("await waitFor(() => $('[data-problems]').hasAttribute('data-empty'), 8000, 'no problems')")
        // The edited preset is previewed: CSS cannot express a velocity timeline, so the web frame
        // says why; by offset the scroll is at rest, velocity 0, the window's middle: progress ½,
        // and fade-up's alpha, 0 → 1 through CSS `ease`, is ease(½) (shown to 3 decimals).
        try page.run("await waitFor(() => $('[data-web-note]').textContent.includes('timeline.velocity'), 8000, 'the web note')")
        let expected = Self.cssEase(0.5)
        #expect(try page.bool("return await waitFor(() => Math.abs(live('card.alpha') - \(expected)) <= 5e-4, 8000)"))
        try page.screenshot("motion-form")
        try page.click("[data-testid=save]")
        try page.run("await waitFor(() => $('[data-testid=revision]').textContent === '2')")
        let stored = try page.stored("fade-up").definition
        #expect(stored["smoothing"] as? String == "spring(duration: 0.4, bounce: 0)")
        #expect((stored["timeline"] as? [String: Any])?["velocity"] as? [String: Double] == ["from": -3000, "to": 3000])
    }
}
