import RealModule

/// A damped spring that a smoothed progress follows its target through, stepped exactly.
///
/// With `x` the distance from the target, the motion is `x″ = −ω₀²·x − 2ζω₀·x′`, where
/// `ω₀ = √(k/m)` and `ζ = c/(2√(k·m))` come from the ``SpringEasing``'s stiffness `k`, damping
/// `c` and mass `m` (for `spring(duration: d, bounce: b)`: `ω₀ = 2π/d`, `ζ = 1 − b`, or
/// `1/(1 + b)` for a negative bounce). A step of `Δt` seconds with the target held still moves
/// `(x, x′)` along the closed-form solution, so one step of `2Δt` lands where two of `Δt` do:
/// the result does not depend on how the time is cut into frames.
@usableFromInline struct SmoothingSpring: Hashable, Sendable {
    /// How the closed form is written for the spring's damping ratio.
    enum Regime: Hashable, Sendable {
        /// ζ < 1: `x = e^(−aτ)(x₀·cos ωτ + (v₀ + a·x₀)/ω · sin ωτ)`, `a = ζω₀`, `ω = ω₀√(1 − ζ²)`.
        case under(decay: Double, frequency: Double)
        /// ζ = 1: `x = e^(−ω₀τ)(x₀ + (v₀ + ω₀x₀)·τ)`.
        case critical
        /// ζ > 1: `x = e^(−aτ)(x₀·cosh βτ + (v₀ + a·x₀)/β · sinh βτ)`, `β = ω₀√(ζ² − 1)`.
        case over(decay: Double, rate: Double)
    }

    /// `ω₀`, radians per second.
    let naturalFrequency: Double
    /// `ω₀²`.
    @usableFromInline let stiffnessPerMass: Double
    /// `2ζω₀`, the damping per unit mass.
    @usableFromInline let dampingPerMass: Double
    /// The longest step ``nudge(_:_:by:)`` moves the state by within 1e-13 of the closed form:
    /// `10⁻⁴ / max(ω₀, 2ζω₀)` seconds.
    @usableFromInline let nudgeLimit: Double
    /// The longest step ``nudgeFirstOrder(_:_:by:stiffness:damping:)`` moves the state by
    /// within 1e-13 of the closed form: `4·10⁻⁷ / max(ω₀, 2ζω₀)` seconds (the first term it
    /// leaves out is `(τ·max(ω₀, 2ζω₀))²/2 ≤ 8·10⁻¹⁴` of the state).
    @usableFromInline let firstOrderLimit: Double
    let regime: Regime

    /// The stepper for `spring`'s stiffness, damping and mass (its initial velocity is not used:
    /// smoothing starts at rest).
    init(_ spring: SpringEasing) {
        let omega = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
        naturalFrequency = omega
        stiffnessPerMass = omega * omega
        dampingPerMass = 2 * zeta * omega
        nudgeLimit = 1e-4 / max(omega, 2 * zeta * omega)
        firstOrderLimit = 4e-7 / max(omega, 2 * zeta * omega)
        if zeta < 1 {
            regime = .under(decay: zeta * omega, frequency: omega * (1 - zeta * zeta).squareRoot())
        } else if zeta == 1 {
            regime = .critical
        } else {
            regime = .over(decay: zeta * omega, rate: omega * (zeta * zeta - 1).squareRoot())
        }
    }

    /// How a step of `duration` seconds (> 0) moves the distance from the target `x` and the
    /// velocity `v`: `x₁ = xx·x₀ + xv·v₀`, `v₁ = vx·x₀ + vv·v₀` (the closed form is linear in
    /// the state).
    @usableFromInline struct Transition: Sendable {
        @usableFromInline var xx: Double
        @usableFromInline var xv: Double
        @usableFromInline var vx: Double
        @usableFromInline var vv: Double

        @usableFromInline init(xx: Double, xv: Double, vx: Double, vv: Double) {
            (self.xx, self.xv, self.vx, self.vv) = (xx, xv, vx, vv)
        }
    }

    /// The transition over `duration` seconds (> 0). Out of line (an exponential, and a sine
    /// and cosine or a second exponential: taken once per change of the frame interval) and
    /// declared free of side effects (it reads only its arguments and writes nothing), so a
    /// caller that evaluates in line keeps no reference alive across the call: without that,
    /// the compiler retains and releases the animator around every row's step.
    @usableFromInline @inline(never) @_effects(readnone)
    func transition(over duration: Double) -> Transition {
        switch regime {
        case .critical:
            let omega = naturalFrequency
            let envelope = Double.exp(-omega * duration)
            let omegaTime = omega * duration
            return Transition(
                xx: envelope * (1 + omegaTime), xv: envelope * duration, vx: -envelope * stiffnessPerMass * duration,
                vv: envelope * (1 - omegaTime))
        case .under(let decay, let frequency):
            let envelope = Double.exp(-decay * duration)
            let cosine = envelope * Double.cos(frequency * duration)
            let sine = envelope * Double.sin(frequency * duration) / frequency
            return Transition(xx: cosine + decay * sine, xv: sine, vx: -stiffnessPerMass * sine, vv: cosine - decay * sine)
        case .over(let decay, let rate):
            let (cosh, sinhOverRate) = Self.hyperbolic(decay: decay, rate: rate, duration: duration)
            return Transition(
                xx: cosh + decay * sinhOverRate, xv: sinhOverRate, vx: -stiffnessPerMass * sinhOverRate,
                vv: cosh - decay * sinhOverRate)
        }
    }

    /// Moves the distance `x` and velocity `v` along the spring by a short step `duration`
    /// (|`duration`| ≤ ``nudgeLimit``, either sign) with the Taylor series of the exact
    /// transition `e^(Aτ)`, `A = [[0, 1], [−ω₀², −2ζω₀]]`, to the second order: `(I + τA +
    /// τ²A²/2)·(x, v)`. The first term left out is `(τ·max(ω₀, 2ζω₀))³/6 ≤ 1.7·10⁻¹³` of the
    /// state. A frame interval that differs from the previous one by rounding in the clock (a
    /// few 1e-13 s at uptimes of hours) reuses the previous interval's transition and this step
    /// for the difference instead of a new exponential, sine and cosine.
    @inlinable @inline(__always)
    func nudge(_ x: Double, _ v: Double, by duration: Double) -> (Double, Double) {
        Self.nudge(x, v, by: duration, stiffness: stiffnessPerMass, damping: dampingPerMass)
    }

    /// ``nudge(_:_:by:)`` for the spring with `stiffness` (`ω₀²`) and `damping` (`2ζω₀`).
    @inlinable @inline(__always)
    static func nudge(_ x: Double, _ v: Double, by duration: Double, stiffness k: Double, damping c: Double) -> (Double, Double) {
        let half = duration * duration / 2
        // A·(x, v) = (v, −k·x − c·v); A²·(x, v) = A·(A·(x, v)).
        let ax = v
        let av = -k * x - c * v
        let aax = av
        let aav = -k * ax - c * av
        return (x + duration * ax + half * aax, v + duration * av + half * aav)
    }

    /// The first-order series `(I + τA)·(x, v)` for a step no longer than ``firstOrderLimit``
    /// (either sign), for the spring with `stiffness` (`ω₀²`) and `damping` (`2ζω₀`): the
    /// difference rounding in the clock puts between two frame intervals (1e-13 s) is far
    /// below that limit, so most frames step it with four multiplications.
    @inlinable @inline(__always)
    static func nudgeFirstOrder(_ x: Double, _ v: Double, by duration: Double, stiffness k: Double, damping c: Double)
        -> (Double, Double)
    {
        (x + duration * v, v + duration * (-k * x - c * v))
    }

    /// `e^(−aτ)·cosh βτ` and `e^(−aτ)·sinh βτ / β` without overflow for a long step (as the two
    /// decaying exponentials `e^((−a ± β)τ)`) and without cancellation for a short one.
    @inline(__always)
    private static func hyperbolic(decay: Double, rate: Double, duration: Double) -> (Double, Double) {
        let angle = rate * duration
        if angle < 0.5 {
            let envelope = Double.exp(-decay * duration)
            return (envelope * Double.cosh(angle), envelope * Double.sinh(angle) / rate)
        }
        let slow = Double.exp((rate - decay) * duration)
        let fast = Double.exp((-rate - decay) * duration)
        return ((slow + fast) / 2, (slow - fast) / (2 * rate))
    }
}

/// What a preset's smoothing must be, written once for every check of it (the engine's, the
/// catalog's compiler's and the format's): a spring that starts at rest.
package enum SmoothingRule {
    /// The refusal of a curve as a smoothing, in the words every check uses.
    package struct Problem: Error, Sendable {
        /// What is wrong, without the path.
        package let message: String
    }

    /// The spring the curve `easing`, written `text`, makes a smoothing of, or why it cannot:
    /// it is no spring, or one with an initial velocity.
    package static func spring(_ easing: Easing, text: String) -> Result<SpringEasing, Problem> {
        guard case .spring(let spring) = easing else {
            return .failure(Problem(message: "must be a spring, such as spring(duration: 0.4, bounce: 0) (is \(messageText(text)))"))
        }
        if let problem = problem(with: spring) { return .failure(problem) }
        return .success(spring)
    }

    /// Why `spring` cannot smooth a preset, or nil: a smoothing starts at rest.
    package static func problem(with spring: SpringEasing) -> Problem? {
        spring.velocity == 0 ? nil : Problem(message: "a smoothing spring starts at rest: leave its velocity out")
    }
}
