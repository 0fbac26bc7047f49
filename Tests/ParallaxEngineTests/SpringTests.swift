import ParallaxEngine
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

@Suite struct SpringTests {
    /// Smallest τ ≥ `from` with `bound(τ) ≤ 1e-3`, by bisection (bound decreasing there).
    private func solve(from low: Double, to high: Double, _ bound: (Double) -> Double) -> Double {
        var low = low, high = high
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bound(middle) > 1e-3 { low = middle } else { high = middle }
        }
        return high
    }

    @Test func criticallyDampedSpringFromDuration() throws {
        // duration 0.5, bounce 0: ω₀ = 2π/0.5 = 4π, ζ = 1, x(τ) = 1 − e^(−ω₀τ)(1 + ω₀τ).
        let omega = 4 * Double.pi
        let settle = solve(from: 1 / omega, to: 10) { exp(-omega * $0) * (1 + omega * $0) }
        let spring = try Easing(parsing: "spring(duration: 0.5, bounce: 0)")
        let position = { (tau: Double) in 1 - exp(-omega * tau) * (1 + omega * tau) }
        // The curve is the position divided by the position at the settling time.
        for t in [0.1, 0.25, 0.5, 0.99] {
            #expect(isClose(spring(t), position(t * settle) / position(settle), tolerance: 1e-9))
        }
        #expect(spring(0) == 0)
        #expect(spring(1) == 1)
        #expect(spring(2) == 1)
    }

    @Test func underdampedSpringFromPhysicalConstants() throws {
        // k = 100, c = 10, m = 1: ω₀ = 10, ζ = 0.5, ω_d = 10·√0.75, decay 5.
        // y(τ) = e^(−5τ)(−cos ω_d τ − 5/ω_d · sin ω_d τ); envelope e^(−5τ)·√(1 + 25/ω_d²).
        let frequency = 10 * 0.75.squareRoot()
        let amplitude = (1 + 25 / (frequency * frequency)).squareRoot()
        let settle = log(amplitude / 1e-3) / 5
        let spring = try Easing(parsing: "spring(stiffness: 100, damping: 10, mass: 1)")
        let position = { (tau: Double) in
            1 + exp(-5 * tau) * (-cos(frequency * tau) - 5 / frequency * sin(frequency * tau))
        }
        for t in [0.05, 0.2, 0.5, 0.9] {
            #expect(isClose(spring(t), position(t * settle) / position(settle), tolerance: 1e-9))
        }
        #expect(spring(1) == 1)
    }

    @Test func springIsAtRestBeforeItStartsAndSettlesAfter() throws {
        let spring = try Easing(parsing: "spring(stiffness: 300, damping: 5, velocity: 4)")
        #expect(spring(-3) == 0)
        #expect(spring(50) == 1)
        #expect(spring(1e300).isFinite)
    }

    /// With stiffness 1e-300 and damping 10 the slow root of the overdamped spring is about
    /// −1e-301 per second: it would take far longer than 10⁹ s to settle, so it is refused.
    @Test func aSpringThatNeverSettlesIsRefused() {
        #expect(throws: EngineError.self) { try Easing(parsing: "spring(stiffness: 1e-300, damping: 10)") }
    }

    @Test func appleDurationAndBounceConversion() throws {
        // SpringEasing(duration: 1, bounce: 0.5): stiffness (2π)², damping 4π·(1 − 0.5)/1.
        let spring = try SpringEasing(duration: 1, bounce: 0.5)
        #expect(isClose(spring.stiffness, 4 * Double.pi * Double.pi))
        #expect(isClose(spring.damping, 2 * Double.pi))
        // Negative bounce: damping ratio 1/(1 + bounce) = 2 for bounce −0.5.
        #expect(isClose(try SpringEasing(duration: 1, bounce: -0.5).damping, 8 * Double.pi))
    }
}
