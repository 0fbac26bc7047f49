import ParallaxEngine
import ParallaxUI
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Smoothing through the core: each binding keeps its own motion, a frame evaluates it at the
/// frame's time, the core asks for ticks until it settles, and reduced motion turns it off.
/// Expected values from the spring's closed form, written out here.
@MainActor @Suite struct ScrollEffectsMotionTests {
    static let size = ScrollMetrics.Size(width: 390, height: 844)

    static func viewport(offset: Double) -> ScrollViewport {
        ScrollViewport(size: size, contentOffset: .init(x: 0, y: offset))
    }

    /// `header.translationY` 0 → −50 and `header.alpha` 1 → 0 over scroll offsets 0 → 100,
    /// smoothed by `spring(duration: 0.5, bounce: 0)`: critically damped, ω₀ = 2π/0.5 = 4π.
    static func smoothedHeader() throws -> Animator {
        func track(_ channel: Channel, _ from: Double, _ to: Double) -> TrackDefinition {
            TrackDefinition(
                target: "header", channel: channel,
                keyframes: [KeyframeDefinition(at: 0, value: .number(from)), KeyframeDefinition(at: 1, value: .number(to))])
        }
        return try Animator(
            AnimatorDefinition(
                timeline: .scroll(from: 0, to: 100), tracks: [track(.translationY, 0, -50), track(.alpha, 1, 0)],
                smoothing: try SpringEasing(duration: 0.5, bounce: 0)),
            context: [:])
    }

    /// A step of the scroll from 0 to 100 at t = 1: that frame still shows the old progress
    /// (held between frames), then ticks follow the critically damped spring from rest,
    /// progress 1 − (1 + ω₀τ)·e^(−ω₀τ), until it settles and the core stops asking for ticks.
    @Test func aSmoothedBindingGlidesToRestOnTicks() throws {
        let host = FakeScrollHost()
        let core = ScrollEffectsCore(host: host, viewport: Self.viewport(offset: 0))
        let header = FakeView("header", frame: .init(x: 0, y: 0, width: 390, height: 300))
        core.bind(header, animator: try Self.smoothedHeader())
        core.render(Self.viewport(offset: 0), at: 0.5)
        #expect(!core.hasUnsettledMotion)

        // The render at 1 s ends a pause: it glides one frame (1/60 s, none seen yet) toward
        // the new offset, so each time τ after it reads the closed form at τ + 1/60.
        core.render(Self.viewport(offset: 100), at: 1)
        let omega = 4 * Double.pi
        let lead = 1.0 / 60
        let firstProgress = 1 - (1 + omega * lead) * exp(-omega * lead)
        #expect(abs((host.log.states(of: header).last?.transform?.m42 ?? 0) - -50 * firstProgress) < 1e-9)
        #expect(core.hasUnsettledMotion)
        for tau in [0.05, 0.1, 0.25] {
            core.tick(at: 1 + tau)
            let progress = 1 - (1 + omega * (tau + lead)) * exp(-omega * (tau + lead))
            let ty = try #require(host.log.states(of: header).last?.transform?.m42)
            #expect(abs(ty - -50 * progress) < 1e-9, "τ = \(tau)")
            #expect(core.hasUnsettledMotion)
        }
        core.tick(at: 3)
        #expect(abs((host.log.states(of: header).last?.transform?.m42 ?? 0) - -50) < 1e-4)
        #expect(!core.hasUnsettledMotion)
    }

    /// Each binding has its own motion: a second header bound later, at the scroll's new
    /// position, starts settled there while the first still glides.
    @Test func eachBindingKeepsItsOwnMotion() throws {
        let host = FakeScrollHost()
        let core = ScrollEffectsCore(host: host, viewport: Self.viewport(offset: 0))
        let first = FakeView("first", frame: .init(x: 0, y: 0, width: 390, height: 300))
        core.bind(first, animator: try Self.smoothedHeader())
        core.render(Self.viewport(offset: 0), at: 0.5)
        core.render(Self.viewport(offset: 100), at: 1)
        core.tick(at: 1.1)
        let second = FakeView("second", frame: .init(x: 0, y: 0, width: 390, height: 300))
        core.bind(second, animator: try Self.smoothedHeader())
        #expect(host.log.states(of: second).last?.transform?.m42 == -50)
        let firstTY = try #require(host.log.states(of: first).last?.transform?.m42)
        #expect(firstTY > -50 && firstTY < 0)
    }

    /// Under reduced motion with `.opacityOnly`, alpha stays live but unsmoothed (the scroll's
    /// own progress at once: 0.5 at offset 50) and the translation rests (the header
    /// unscrolled: 0); nothing is left to tick. With `.none`, smoothing stays.
    @Test func reducedMotionTurnsSmoothingOffUnlessThePolicyKeepsMotion() throws {
        let host = FakeScrollHost()
        let core = ScrollEffectsCore(host: host, viewport: Self.viewport(offset: 0))
        let calm = FakeView("calm", frame: .init(x: 0, y: 0, width: 390, height: 300))
        let lively = FakeView("lively", frame: .init(x: 0, y: 0, width: 390, height: 300))
        core.bind(calm, animator: try Self.smoothedHeader(), reducedMotion: .opacityOnly)
        core.bind(lively, animator: try Self.smoothedHeader(), reducedMotion: .none)
        core.isReduceMotionEnabled = true
        core.render(Self.viewport(offset: 0), at: 0.5)
        core.render(Self.viewport(offset: 50), at: 1)
        core.tick(at: 1.05)
        let calmState = try #require(host.log.states(of: calm).last)
        #expect(calmState.alpha == 0.5 && calmState.transform?.m42 == 0)
        let livelyAlpha = try #require(host.log.states(of: lively).last?.alpha)
        // Smoothed: 50 ms after the render that ended the pause, which glided one frame (1/60 s)
        // itself, the progress is 1 − (1 + ωτ)·e^(−ωτ) of the way, ω = 4π, τ = 0.05 + 1/60.
        let tau = 0.05 + 1.0 / 60
        let progress = 0.5 * (1 - (1 + 4 * Double.pi * tau) * exp(-4 * Double.pi * tau))
        #expect(abs(livelyAlpha - (1 - progress)) < 1e-9)
        #expect(core.hasUnsettledMotion)
        core.unbind(lively)
        core.tick(at: 1.1)
        #expect(!core.hasUnsettledMotion)
    }
}

/// Snapping through the core: the rule it is given reads offsets from the list's resting
/// position and velocities in points per second.
@MainActor @Suite struct ScrollEffectsSnapTests {
    /// Ten 100 pt rows snapping their starts in a 400 pt viewport, a 20 pt top inset (the list rests at content
    /// offset −20): a drag proposing content offset 210 is 230 into the list; the nearest start
    /// is 200, content offset 180. UIKit's 0.5 pt/ms is 500 pt/s to the rule.
    @Test func aDragSettlesWhereTheListsRuleSays() {
        let core = ScrollEffectsCore(
            host: FakeScrollHost(),
            viewport: ScrollViewport(
                size: .init(width: 390, height: 400), contentOffset: .init(x: 0, y: 100),
                contentInsets: .init(top: 20, left: 0, bottom: 0, right: 0)))
        #expect(core.settlingOffset(proposed: 210, velocity: 0.5) == 210)
        var asked: [Double] = []
        core.snapOffset = { proposed, velocity, viewport in
            asked = [proposed, velocity, viewport.height]
            return ScrollSnap(align: .start).settlingOffset(
                proposed: proposed, velocity: 0, viewportLength: viewport.height, itemLengths: Array(repeating: 100, count: 10))
        }
        #expect(core.settlingOffset(proposed: 210, velocity: 0.5) == 180)
        #expect(asked == [230, 500, 400])
    }
}
