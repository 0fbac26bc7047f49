import Foundation
import Testing

@testable import ParallaxEngine

/// The short step a smoothed progress takes when a frame interval differs from the one whose
/// transition is cached (``SmoothingSpring/nudge(_:_:by:)``), against the damped spring's
/// closed form from any state `(x₀, v₀)`, written out here from `x″ = −ω₀²x − 2ζω₀x′` with
/// SwiftUI's `spring(duration: d, bounce: b)`: `ω₀ = 2π/d`, `ζ = 1 − b` for b ≥ 0, `1/(1 + b)`
/// for b < 0.
/// - ζ = 1: `x(τ) = e^(−ω₀τ)·(x₀ + (v₀ + ω₀x₀)·τ)`;
/// - ζ < 1: `x(τ) = e^(−ζω₀τ)·(x₀·cos ω_dτ + (v₀ + ζω₀x₀)/ω_d · sin ω_dτ)`, `ω_d = ω₀√(1 − ζ²)`;
/// - ζ > 1: `x(τ) = c₁e^(r₁τ) + c₂e^(r₂τ)`, `r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1))`, `c₁ = (v₀ − r₂x₀)/(r₁ − r₂)`,
///   `c₂ = x₀ − c₁`;
/// and `v(τ) = x′(τ)`.
@Suite struct SpringNudgeTests {
    /// `(x(τ), v(τ))` from `(x0, v0)` for `spring(duration:bounce:)`.
    static func closedForm(_ x0: Double, _ v0: Double, after tau: Double, duration: Double, bounce: Double) -> (
        x: Double, v: Double
    ) {
        let omega = 2 * Double.pi / duration
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        if zeta == 1 {
            let slope = v0 + omega * x0
            let envelope = exp(-omega * tau)
            return (envelope * (x0 + slope * tau), envelope * (v0 - omega * slope * tau))
        }
        if zeta < 1 {
            let decay = zeta * omega
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let (a, b) = (x0, (v0 + decay * x0) / damped)
            let envelope = exp(-decay * tau)
            let (cosine, sine) = (cos(damped * tau), sin(damped * tau))
            let x = envelope * (a * cosine + b * sine)
            return (x, -decay * x + envelope * damped * (b * cosine - a * sine))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
        let c1 = (v0 - r2 * x0) / (r1 - r2)
        let c2 = x0 - c1
        return (c1 * exp(r1 * tau) + c2 * exp(r2 * tau), r1 * c1 * exp(r1 * tau) + r2 * c2 * exp(r2 * tau))
    }

    static let springs: [(duration: Double, bounce: Double)] = [(0.4, 0), (0.35, 0.4), (0.6, -0.6), (0.25, -0.8), (0.5, 0.9)]

    static func stepper(duration: Double, bounce: Double) throws -> SmoothingSpring {
        SmoothingSpring(try MotionFixtures.spring("spring(duration: \(duration), bounce: \(bounce))"))
    }

    /// From states mixing distance and speed, steps of every length from 0 up to the longest
    /// the code accepts (``SmoothingSpring/nudgeLimit``), either way: within 1e-12 of the
    /// state's size (distance, and speed over ω₀) of the closed form. Dropping the series'
    /// second-order term misses by ~5e-9 at the limit; a limit ten times longer, by ~2e-10.
    @Test(arguments: springs)
    func nudgeFollowsTheClosedForm(duration: Double, bounce: Double) throws {
        let spring = try Self.stepper(duration: duration, bounce: bounce)
        let omega = 2 * Double.pi / duration
        let limit = spring.nudgeLimit
        // The limit covers a display clock's rounding (41.7 ns ticks) for every spring here.
        #expect(limit >= 1e-7)
        let states: [(Double, Double)] = [(0.5, 0), (-0.5, 0), (0, 3), (0.3, -4), (-1, 20)]
        let steps = (0...64).map { limit * Double($0) / 64 }
        for (x0, v0) in states {
            let scale = abs(x0) + abs(v0) / omega
            for step in steps + steps.map(-) {
                let (x, v) = spring.nudge(x0, v0, by: step)
                let exact = Self.closedForm(x0, v0, after: step, duration: duration, bounce: bounce)
                #expect(abs(x - exact.x) <= 1e-12 * scale, "x₀ \(x0), v₀ \(v0), τ \(step): \(x) vs \(exact.x)")
                #expect(abs(v - exact.v) <= 1e-12 * scale * omega, "x₀ \(x0), v₀ \(v0), τ \(step): \(v) vs \(exact.v)")
            }
        }
    }

    /// The first-order step, from the same states, for steps up to
    /// ``SmoothingSpring/firstOrderLimit`` either way: within 1e-12 of the state's size of the
    /// closed form. A limit ten times longer misses by ~8e-12 at its end.
    @Test(arguments: springs)
    func firstOrderNudgeFollowsTheClosedForm(duration: Double, bounce: Double) throws {
        let spring = try Self.stepper(duration: duration, bounce: bounce)
        let omega = 2 * Double.pi / duration
        let limit = spring.firstOrderLimit
        // The limit covers the rounding of frame times in a Double (1e-13 s near a day's uptime).
        #expect(limit >= 1e-9)
        let states: [(Double, Double)] = [(0.5, 0), (-0.5, 0), (0, 3), (0.3, -4), (-1, 20)]
        let steps = (0...64).map { limit * Double($0) / 64 }
        for (x0, v0) in states {
            let scale = abs(x0) + abs(v0) / omega
            for step in steps + steps.map(-) {
                let (x, v) = SmoothingSpring.nudgeFirstOrder(
                    x0, v0, by: step, stiffness: spring.stiffnessPerMass, damping: spring.dampingPerMass)
                let exact = Self.closedForm(x0, v0, after: step, duration: duration, bounce: bounce)
                #expect(abs(x - exact.x) <= 1e-12 * scale, "x₀ \(x0), v₀ \(v0), τ \(step): \(x) vs \(exact.x)")
                #expect(abs(v - exact.v) <= 1e-12 * scale * omega, "x₀ \(x0), v₀ \(v0), τ \(step): \(v) vs \(exact.v)")
            }
        }
    }

    /// The exact transition over `duration` against the closed form, for the steps a frame takes.
    @Test(arguments: springs)
    func transitionFollowsTheClosedForm(duration: Double, bounce: Double) throws {
        let spring = try Self.stepper(duration: duration, bounce: bounce)
        let omega = 2 * Double.pi / duration
        for step in [1.0 / 240, 1.0 / 120, 1.0 / 60, 0.05, 0.3, 2] {
            let transition = spring.transition(over: step)
            for (x0, v0) in [(0.5, 0.0), (0, 3), (0.3, -4)] {
                let exact = Self.closedForm(x0, v0, after: step, duration: duration, bounce: bounce)
                let x = transition.xx * x0 + transition.xv * v0
                let v = transition.vx * x0 + transition.vv * v0
                let scale = abs(x0) + abs(v0) / omega
                #expect(abs(x - exact.x) <= 1e-13 * scale, "τ \(step): \(x) vs \(exact.x)")
                #expect(abs(v - exact.v) <= 1e-13 * scale * omega, "τ \(step): \(v) vs \(exact.v)")
            }
        }
    }

    /// Frames whose intervals wander around 1/60 s by up to the nudge limit (each step the cached
    /// 1/60 s transition and a nudge) after a jump of the scroll: the smoothed progress stays on
    /// the closed-form step response at each frame's time.
    @Test(arguments: springs)
    func jitteredFramesFollowTheStepResponse(duration: Double, bounce: Double) throws {
        let spring = try Self.stepper(duration: duration, bounce: bounce)
        let animator = try MotionFixtures.scrollAnimator(smoothing: "spring(duration: \(duration), bounce: \(bounce))")
        var generator = SeededGenerator(seed: 8)
        var times = [0.0, 1.0 / 60]
        for _ in 0..<120 {
            let wander = spring.nudgeLimit * Double.random(in: -1...1, using: &generator)
            times.append(times.last! + 1.0 / 60 + wander)
        }
        // The scroll rests at 100 (progress 0.1) at the first frame and is at 600 just after it.
        let played = MotionFixtures.play(animator, at: times) { $0 <= 0 ? 100 : 600 }
        for (time, value) in zip(times.dropFirst(), played.dropFirst()) {
            let expected = 0.6 + Self.closedForm(-0.5, 0, after: time, duration: duration, bounce: bounce).x
            #expect(isClose(value, expected, tolerance: 1e-12), "t = \(time): \(value), closed form \(expected)")
        }
    }
}
