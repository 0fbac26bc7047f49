import Foundation
import TestSupport
import Testing

/// The studio's form offers the motion members the schema lists: `smoothing` among a preset's
/// members and `velocity` among the timeline's kinds, each added with a value the format accepts
/// (the schema's example: a spring; a window from −3000 to 3000 pt/s), so the preset saves.
@Suite("The studio's form offers smoothing and the velocity timeline", .serialized, .onOwnThreads)
struct StudioMotionFormTests {
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
        try page.screenshot("motion-form")
        try page.click("[data-testid=save]")
        try page.run("await waitFor(() => $('[data-testid=revision]').textContent === '2')")
        let stored = try page.stored("fade-up").definition
        #expect(stored["smoothing"] as? String == "spring(duration: 0.4, bounce: 0)")
        #expect((stored["timeline"] as? [String: Any])?["velocity"] as? [String: Double] == ["from": -3000, "to": 3000])
    }
}
