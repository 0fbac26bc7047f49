import Foundation
import Testing

@testable import ParallaxEngine

/// The exact transition of over-damped springs (ζ > 1) over very short and very long steps,
/// where its two ways of writing `e^(−aτ)·cosh βτ` and `e^(−aτ)·sinh βτ / β` part: the
/// hyperbolic functions below `βτ = 0.5`, the two decaying exponentials `e^((−a ± β)τ)` above.
/// The reference is written here without cancellation: with the roots `r₁,₂ = −ζω₀ ± β`
/// (`β = ω₀√(ζ² − 1)`) and `D = e^(r₁τ) − e^(r₂τ) = −e^(r₁τ)·expm1(−2βτ)`, the closed form
/// `x = c₁e^(r₁τ) + c₂e^(r₂τ)` from `(x₀, v₀)` reads `x(τ) = x₀e^(r₁τ) + (v₀ − r₁x₀)·D/(2β)`,
/// and the velocity, which obeys the same equation from `(v₀, a₀ = −ω₀²x₀ − 2ζω₀v₀)`,
/// `v(τ) = v₀e^(r₁τ) + (r₂v₀ − ω₀²x₀)·D/(2β)`.
@Suite struct OverdampedTransitionTests {
    static func reference(_ x0: Double, _ v0: Double, after tau: Double, omega: Double, zeta: Double) -> (x: Double, v: Double) {
        let beta = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + beta
        let r2 = -zeta * omega - beta
        let difference = -exp(r1 * tau) * expm1(-2 * beta * tau)  // e^(r₁τ) − e^(r₂τ), no cancellation
        let share = difference / (2 * beta)
        let slow = exp(r1 * tau)
        return (slow * x0 + (v0 - r1 * x0) * share, slow * v0 + (r2 * v0 - omega * omega * x0) * share)
    }

    /// A weakly over-damped spring (`bounce: −0.05`, ζ = 1/0.95) has a small β: a 2 s step is
    /// `βτ ≈ 1.03`, long; steps of 10⁻⁷…10⁻³ s are short, where the exponentials' difference
    /// would cancel to ~10⁻¹¹ of the result. Both within 10⁻¹³ of the state's size.
    @Test(arguments: [(4.0, -0.05), (0.6, -0.6), (0.25, -0.8), (2.0, -0.2)])
    func shortAndLongStepsFollowTheClosedForm(duration: Double, bounce: Double) throws {
        let spring = SmoothingSpring(try MotionFixtures.spring("spring(duration: \(duration), bounce: \(bounce))"))
        let omega = 2 * Double.pi / duration
        let zeta = 1 / (1 + bounce)
        let beta = omega * (zeta * zeta - 1).squareRoot()
        var steps = [1e-7, 1e-6, 1e-5, 1e-4, 1e-3, 0.5 / beta * 0.999, 0.5 / beta * 1.001, 1.0 / 60, 2, 10]
        steps.append(2.5 / beta)  // a long step for every spring: βτ = 2.5
        for step in steps {
            let transition = spring.transition(over: step)
            for (x0, v0) in [(0.5, 0.0), (0.0, 3.0), (0.3, -4.0)] {
                let exact = Self.reference(x0, v0, after: step, omega: omega, zeta: zeta)
                let x = transition.xx * x0 + transition.xv * v0
                let v = transition.vx * x0 + transition.vv * v0
                let scale = abs(x0) + abs(v0) / omega
                #expect(abs(x - exact.x) <= 1e-13 * scale, "d \(duration), τ \(step): x \(x) vs \(exact.x)")
                #expect(abs(v - exact.v) <= 1e-13 * scale * omega, "d \(duration), τ \(step): v \(v) vs \(exact.v)")
            }
        }
    }

    /// Over a step whose `βτ` is on either side of 0.5, the two ways agree with each other and
    /// with the reference: the transition is continuous where it changes formula.
    @Test func theTwoFormulasMeetAtTheSwitch() throws {
        let spring = SmoothingSpring(try MotionFixtures.spring("spring(duration: 1, bounce: -0.3)"))
        let omega = 2 * Double.pi
        let zeta = 1 / 0.7
        let beta = omega * (zeta * zeta - 1).squareRoot()
        let below = spring.transition(over: 0.5 / beta * (1 - 1e-12))
        let above = spring.transition(over: 0.5 / beta * (1 + 1e-12))
        let exact = Self.reference(1, 0, after: 0.5 / beta, omega: omega, zeta: zeta)
        #expect(abs(below.xx - exact.x) <= 1e-12)
        #expect(abs(above.xx - exact.x) <= 1e-12)
        #expect(abs(below.vx - exact.v) <= 1e-12 * omega)
        #expect(abs(above.vx - exact.v) <= 1e-12 * omega)
    }
}
