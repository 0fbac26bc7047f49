import RealModule

/// A damped spring pulling a value from 0 to 1, used as an easing curve.
///
/// The physics: `m·x″ = −k·(x − 1) − c·x′` with `x(0) = 0` and `x′(0) = v₀` (per second).
/// Progress 0…1 is mapped onto the spring's settling time `T`: the first time after which the
/// distance to 1 stays below `settleTolerance` (bounded through the solution's envelope). The
/// position there, `x(T)`, is within `settleTolerance` of 1; the curve is the position divided
/// by it, `x(t·T)/x(T)`, so it runs exactly from 0 at 0 to 1 at 1 (a change of at most 0.1 %),
/// and holds 1 after 1. Before 0 the spring has not started and gives 0.
///
/// `init(duration:bounce:)` uses Apple's `SpringEasing(duration:bounce:)` conversion: mass 1,
/// stiffness `(2π/duration)²`, damping ratio `1 − bounce` (bounce ≥ 0) or `1/(1 + bounce)`
/// (bounce < 0), so damping `4π·ratio/duration`.
public struct SpringEasing: Hashable, Sendable {
    /// How the spring was specified; kept for the canonical text.
    public enum Parameters: Hashable, Sendable {
        /// Physical constants.
        case physical(stiffness: Double, damping: Double, mass: Double, velocity: Double)
        /// Apple's perceptual duration (seconds) and bounce (−1…1, exclusive).
        case perceptual(duration: Double, bounce: Double, velocity: Double)
    }

    /// The largest distance from 1 left at progress 1.
    public static let settleTolerance = 1e-3

    /// The parameters as given.
    public let parameters: Parameters
    /// The spring's mass.
    public let mass: Double
    /// The spring's stiffness `k`.
    public let stiffness: Double
    /// The damping coefficient `c`.
    public let damping: Double
    /// The initial velocity `v₀`, in units of the 0…1 distance per second.
    public let velocity: Double
    /// The settling time in seconds that progress 1 stands for.
    public let settlingTime: Double

    private let motion: Motion
    /// The position `x(T)` at the settling time, which the curve is divided by.
    private let endPosition: Double

    /// A spring from physical constants.
    /// - Throws: `EngineError` when mass, stiffness or damping is not a positive finite number,
    ///   or the velocity is not finite.
    public init(stiffness: Double, damping: Double, mass: Double = 1, velocity: Double = 0) throws {
        try self.init(
            parameters: .physical(stiffness: stiffness, damping: damping, mass: mass, velocity: velocity),
            stiffness: stiffness, damping: damping, mass: mass, velocity: velocity)
    }

    /// A spring from Apple's perceptual duration and bounce.
    /// - Throws: `EngineError` when duration is not positive or bounce is outside (−1, 1).
    public init(duration: Double, bounce: Double = 0, velocity: Double = 0) throws {
        guard duration.isFinite, duration > 0 else {
            throw EngineError(field: "spring.duration", problem: "must be a positive number of seconds")
        }
        guard bounce.isFinite, bounce > -1, bounce < 1 else {
            throw EngineError(field: "spring.bounce", problem: "must be between −1 and 1 (exclusive)")
        }
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let angular = 2 * Double.pi / duration
        try self.init(
            parameters: .perceptual(duration: duration, bounce: bounce, velocity: velocity),
            stiffness: angular * angular, damping: 4 * Double.pi * ratio / duration, mass: 1,
            velocity: velocity)
    }

    private init(parameters: Parameters, stiffness: Double, damping: Double, mass: Double, velocity: Double) throws {
        for (name, value) in [("stiffness", stiffness), ("damping", damping), ("mass", mass)] {
            guard value.isFinite, value > 0 else {
                throw EngineError(field: "spring.\(name)", problem: "must be a positive number")
            }
        }
        guard velocity.isFinite else {
            throw EngineError(field: "spring.velocity", problem: "must be a finite number")
        }
        let motion = Motion(stiffness: stiffness, damping: damping, mass: mass, velocity: velocity)
        let settlingTime = motion.settlingTime(tolerance: Self.settleTolerance)
        // Parameters many orders of magnitude apart overflow the damping ratio or the solution's
        // coefficients (e.g. damping 1e300 with stiffness 1e-300): refuse them, not give NaN.
        guard motion.hasFiniteCoefficients, settlingTime.isFinite, settlingTime > 0 else {
            throw EngineError(
                field: "spring.parameters", problem: "give no finite motion (stiffness, damping and mass are too far apart)")
        }
        // The curve is divided by the position at the settling time; a spring that has not come
        // within the tolerance of 1 by then (the search gives up after 10⁹ s) never settles.
        guard abs(motion.displacement(at: settlingTime)) <= Self.settleTolerance else {
            throw EngineError(
                field: "spring.parameters", problem: "never settle (the spring takes longer than 10⁹ seconds to come to rest)")
        }
        self.parameters = parameters
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
        self.velocity = velocity
        self.motion = motion
        self.settlingTime = settlingTime
        self.endPosition = 1 + motion.displacement(at: settlingTime)
    }

    /// The spring's position at progress `t` (time `t·settlingTime`) divided by its position at
    /// progress 1; 0 before 0, 1 from 1 on.
    func output(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        return (1 + motion.displacement(at: t * settlingTime)) / endPosition
    }

    /// Springs are equal when they were specified with the same parameters.
    public static func == (lhs: SpringEasing, rhs: SpringEasing) -> Bool { lhs.parameters == rhs.parameters }
    /// Hashes the parameters as given.
    public func hash(into hasher: inout Hasher) { hasher.combine(parameters) }
}

/// The closed-form solution for the displacement `y = x − 1` of a damped spring,
/// `y(0) = −1`, `y′(0) = v₀`.
private struct Motion: Sendable {
    enum Regime: Sendable {
        /// ζ < 1: `y = e^(−ζω₀τ)·(A·cos ω_d τ + B·sin ω_d τ)`.
        case under(decay: Double, frequency: Double, a: Double, b: Double)
        /// ζ = 1: `y = e^(−ω₀τ)·(A + B·τ)`.
        case critical(rate: Double, a: Double, b: Double)
        /// ζ > 1: `y = C₁·e^(r₁τ) + C₂·e^(r₂τ)`.
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    let regime: Regime

    init(stiffness: Double, damping: Double, mass: Double, velocity: Double) {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        if zeta < 1 {
            let frequency = omega * (1 - zeta * zeta).squareRoot()
            let decay = zeta * omega
            regime = .under(decay: decay, frequency: frequency, a: -1, b: (velocity - decay) / frequency)
        } else if zeta == 1 {
            regime = .critical(rate: omega, a: -1, b: velocity - omega)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let c1 = (velocity + r2) / (r1 - r2)
            regime = .over(r1: r1, r2: r2, c1: c1, c2: -1 - c1)
        }
    }

    /// Whether every number of the solution is finite (parameters many orders of magnitude apart
    /// overflow them).
    var hasFiniteCoefficients: Bool {
        switch regime {
        case .under(let decay, let frequency, let a, let b):
            return [decay, frequency, a, b].allSatisfy(\.isFinite)
        case .critical(let rate, let a, let b):
            return [rate, a, b].allSatisfy(\.isFinite)
        case .over(let r1, let r2, let c1, let c2):
            return [r1, r2, c1, c2].allSatisfy(\.isFinite)
        }
    }

    func displacement(at time: Double) -> Double {
        switch regime {
        case .under(let decay, let frequency, let a, let b):
            return Double.exp(-decay * time) * (a * Double.cos(frequency * time) + b * Double.sin(frequency * time))
        case .critical(let rate, let a, let b):
            let envelope = Double.exp(-rate * time)
            // time·envelope first: b·time may overflow where the envelope has already reached 0.
            return a * envelope + b * (time * envelope)
        case .over(let r1, let r2, let c1, let c2):
            return c1 * Double.exp(r1 * time) + c2 * Double.exp(r2 * time)
        }
    }

    /// An upper bound of |displacement| at `time` and all later times (for `time` past the
    /// bound's peak, which the search below ensures by only moving forward).
    private func envelope(at time: Double) -> Double {
        switch regime {
        case .under(let decay, _, let a, let b):
            return Double.exp(-decay * time) * (a * a + b * b).squareRoot()
        case .critical(let rate, let a, let b):
            return Double.exp(-rate * time) * (abs(a) + abs(b) * time)
        case .over(let r1, let r2, let c1, let c2):
            return abs(c1) * Double.exp(r1 * time) + abs(c2) * Double.exp(r2 * time)
        }
    }

    /// The first time the envelope falls to `tolerance`: doubling, then bisection.
    func settlingTime(tolerance: Double) -> Double {
        var high = 1e-3
        while envelope(at: high) > tolerance, high < 1e9 { high *= 2 }
        var low = high / 2
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if envelope(at: middle) > tolerance { low = middle } else { high = middle }
        }
        return high
    }
}
