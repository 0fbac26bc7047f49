import Foundation
import ParallaxEngine
import Testing

/// Smoothing against the damped spring's closed form, written out here from the equation
/// `x″ = −ω₀²x − 2ζω₀x′` (x: distance from the target), with SwiftUI's
/// `spring(duration: d, bounce: b)`: `ω₀ = 2π/d`, `ζ = 1 − b` for b ≥ 0, `1/(1 + b)` for b < 0.
/// A step from rest at distance x₀:
/// - ζ = 1: `x(τ) = x₀·e^(−ω₀τ)·(1 + ω₀τ)`;
/// - ζ < 1: `x(τ) = x₀·e^(−ζω₀τ)·(cos ω_dτ + ζω₀/ω_d · sin ω_dτ)`, `ω_d = ω₀√(1 − ζ²)`;
/// - ζ > 1: `x(τ) = x₀·(r₂e^(r₁τ) − r₁e^(r₂τ))/(r₂ − r₁)`, `r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1))`.
@Suite struct SmoothingTests {
    static func stepResponse(distance x0: Double, after tau: Double, duration: Double, bounce: Double) -> Double {
        let omega = 2 * Double.pi / duration
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        if zeta == 1 { return x0 * exp(-omega * tau) * (1 + omega * tau) }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return x0 * exp(-zeta * omega * tau) * (cos(damped * tau) + zeta * omega / damped * sin(damped * tau))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
        return x0 * (r2 * exp(r1 * tau) - r1 * exp(r2 * tau)) / (r2 - r1)
    }

    /// The scroll rests at offset 100 (progress 0.1) up to and including 0.25 s and is at 600
    /// (progress 0.6) just after. Frames at 60 Hz from 0: the smoothed progress holds 0.1 up to
    /// 0.25 s and then follows `0.6 + x(t − 0.25)` with `x₀ = −0.5`, from the first frame after
    /// the jump on (a progress that moved toward the previous frame's target would still read
    /// 0.1 at 0.25 s + 1/60).
    @Test(arguments: [(0.4, 0.0), (0.5, 0.3), (0.3, 0.6), (0.4, -0.5), (1.0, -0.8)])
    func stepFollowsTheClosedForm(duration: Double, bounce: Double) throws {
        let animator = try MotionFixtures.scrollAnimator(smoothing: "spring(duration: \(duration), bounce: \(bounce))")
        let times = (0...90).map { Double($0) / 60 }
        let played = MotionFixtures.play(animator, at: times) { $0 <= 0.25 ? 100 : 600 }
        for (time, value) in zip(times, played) {
            let expected =
                time <= 0.25 ? 0.1 : 0.6 + Self.stepResponse(distance: -0.5, after: time - 0.25, duration: duration, bounce: bounce)
            #expect(isClose(value, expected, tolerance: 1e-12), "t = \(time): \(value), closed form \(expected)")
        }
        // An under-damped spring overshoots its target; the others never pass it.
        let peak = played.max() ?? 0
        #expect(bounce > 0 ? peak > 0.6 : peak <= 0.6 + 1e-12)
    }

    /// Settled at offset 0 at t = 0, the scroll at 500 from just after: at 60 Hz, 120 Hz and
    /// uneven frames, every frame's value is the closed form's `500 + x(t)` (`x₀ = −500`, in
    /// points of a track from 0 to 1000): 14.418 at t = 1/60 s for `spring(duration: 0.4,
    /// bounce: 0)`, `500 − 500·e^(−2π/0.4/60)·(1 + 2π/0.4/60)` worked out by hand.
    @Test(arguments: [(0.4, 0.0), (0.35, 0.4), (0.6, -0.6)])
    func theFrameThatSeesTheScrollMoveAnswersIt(duration: Double, bounce: Double) throws {
        let animator = try MotionFixtures.pointsAnimator(smoothing: "spring(duration: \(duration), bounce: \(bounce))")
        var generator = SeededGenerator(seed: 7)
        var uneven: [Double] = [0]
        while uneven.last! < 0.8 { uneven.append(uneven.last! + Double.random(in: 0.004...0.04, using: &generator)) }
        for times in [(0...48).map { Double($0) / 60 }, (0...96).map { Double($0) / 120 }, uneven] {
            let played = MotionFixtures.play(animator, at: times) { $0 <= 0 ? 0 : 500 }
            #expect(played[0] == 0)
            for (time, value) in zip(times, played).dropFirst() {
                let expected = 500 + Self.stepResponse(distance: -500, after: time, duration: duration, bounce: bounce)
                #expect(abs(value - expected) <= 1e-9, "t = \(time): \(value), closed form \(expected)")
            }
        }
        if (duration, bounce) == (0.4, 0) {
            let first = MotionFixtures.play(animator, at: [0, 1.0 / 60]) { $0 <= 0 ? 0 : 500 }[1]
            #expect(abs(first - 14.418_326_852_925) < 1e-9)
        }
    }

    /// The first frame of a new state settles on the scroll's progress: no glide from 0.
    @Test func firstFrameSettles() throws {
        let animator = try MotionFixtures.scrollAnimator(smoothing: "spring(duration: 0.4, bounce: 0)")
        var motion = MotionState()
        var values = [0.0]
        animator.evaluate(MotionFixtures.geometry(offset: 700), at: 12.5, motion: &motion, into: &values)
        #expect(values[0] == 0.7)
        #expect(motion.isSettled)
    }

    /// A scroll path of jumps at 0.1, 0.25, 0.5 and 0.75 s, sampled at 60 Hz, 120 Hz and at
    /// random steps (each including the jump times and the times compared): the same values at
    /// the same times within 1e-9, for each kind of damping.
    @Test(arguments: [
        "spring(duration: 0.4, bounce: 0)", "spring(duration: 0.35, bounce: 0.4)", "spring(duration: 0.6, bounce: -0.6)",
        "spring(stiffness: 170, damping: 26)",
    ])
    func frameRateDoesNotMatter(spring: String) throws {
        let animator = try MotionFixtures.scrollAnimator(smoothing: spring)
        // Each jump comes just after its time: the frame at a jump's time still sees the old offset.
        func offset(_ time: Double) -> Double {
            time <= 0.1 ? 0 : time <= 0.25 ? 800 : time <= 0.5 ? 250 : time <= 0.75 ? 1000 : 400
        }
        let compared = (0...72).map { Double($0) / 48 }  // every 1/48 s up to 1.5 s
        let jumps = [0.1, 0.25, 0.5, 0.75]
        func values(at times: [Double]) -> [Double: Double] {
            let all = Array(Set(times + compared + jumps)).sorted()
            return Dictionary(uniqueKeysWithValues: zip(all, MotionFixtures.play(animator, at: all, offset: offset)))
        }
        var generator = SeededGenerator(seed: 33)
        var random: [Double] = [0]
        while random.last! < 1.5 { random.append(random.last! + Double.random(in: 0.0005...0.05, using: &generator)) }
        let at60 = values(at: (0...90).map { Double($0) / 60 })
        let at120 = values(at: (0...180).map { Double($0) / 120 })
        let atRandom = values(at: random)
        for time in compared {
            let reference = at60[time]!
            #expect(isClose(at120[time]!, reference), "t = \(time): 120 Hz \(at120[time]!) vs 60 Hz \(reference)")
            #expect(isClose(atRandom[time]!, reference), "t = \(time): random \(atRandom[time]!) vs 60 Hz \(reference)")
        }
        // It moved: the comparison is not between three copies of the scroll's own progress.
        #expect(abs(at60[0.3]! - 0.25) > 0.01)
    }

    /// A stopped finger: the effect reaches the scroll's progress within the spring's duration
    /// (critically damped: `e^(−2π)(1 + 2π) ≈ 1.4 %` of the jump left at `t = d`, frames at
    /// 60 Hz) and, after a pause, settles.
    @Test func settlesAfterTheFingerStops() throws {
        let animator = try MotionFixtures.scrollAnimator(smoothing: "spring(duration: 0.4, bounce: 0)")
        var motion = MotionState()
        var values = [0.0]
        animator.evaluate(MotionFixtures.geometry(offset: 0), at: 0, motion: &motion, into: &values)
        for frame in 1...24 {
            animator.evaluate(MotionFixtures.geometry(offset: 1000), at: Double(frame) / 60, motion: &motion, into: &values)
        }
        #expect(isClose(1 - values[0], exp(-2 * Double.pi) * (1 + 2 * Double.pi), tolerance: 1e-12))
        #expect(!motion.isSettled)
        animator.evaluate(MotionFixtures.geometry(offset: 1000), at: 4, motion: &motion, into: &values)
        #expect(isClose(values[0], 1, tolerance: 1e-7))
        #expect(motion.isSettled)
    }

    /// Without smoothing, the stateful evaluation writes what the stateless one writes.
    @Test func withoutSmoothingTheValuesAreTheScrolls() throws {
        let animator = try MotionFixtures.scrollAnimator(smoothing: nil)
        #expect(!animator.usesMotion)
        let played = MotionFixtures.play(animator, at: [0, 0.01, 0.2, 0.21]) { $0 * 3000 }
        #expect(played == [0, 30, 600, 630].map { $0 / 1000 })
    }

    /// A smoothing spring starts at rest: one with an initial velocity is refused.
    @Test func smoothingSpringWithVelocityIsRefused() throws {
        #expect(throws: EngineError.self) {
            try MotionFixtures.scrollAnimator(smoothing: "spring(duration: 0.4, bounce: 0, velocity: 2)")
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failure repeats.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
