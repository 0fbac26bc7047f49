import RealModule

/// The named curve families of Parade and easings.net, each with an in- and an out-curve.
///
/// Formulas are the equations published on easings.net (`x` in 0…1):
/// sine `1 − cos(πx/2)`, quadratic … quintic `xⁿ`, exponential `2^(10x − 10)` (0 at 0),
/// circular `1 − √(1 − x²)`, back `c₃x³ − c₁x²` (`c₃ = c₁ + 1`), elastic
/// `−a·2^(10x − 10)·sin((x − 1 − s)·2π/p)` with `s = p/(2π)·asin(1/a)` (Penner's form, equal to
/// easings.net's at `a = 1, p = 0.3`), bounce (easings.net's four parabolas, `n₁ = 7.5625`,
/// `d₁ = 2.75`). Each out-curve is easings.net's `easeOut…` equation. The sine curves are
/// computed by ``QuarterSine``'s polynomials (within 2.5 ulps of the exact values).
///
/// Differences from Parade's own code (`PDEasing.parametricProgress`):
/// - elastic: Parade uses `sin(13π/2·x)·2^(10(x − 1))` (AHEasing), not easings.net's curve;
/// - bounce: Parade uses AHEasing's parabolas (`363/40·x² − 99/10·x + 17/5`, …), not easings.net's;
/// - inOutBack: Parade uses `f³ − f·sin(fπ)`; here easings.net's `c₂ = 1.525·c₁` cubic;
/// - outIn: Parade's outInExponential (which also gives 0.5 at 1), outInBack, outInElastic and
///   outInBounce jump at ½; here every outIn is continuous at ½. For that, outInExponential and
///   outInElastic use easings.net's formulas rescaled affinely (by about 0.1 %) so each half runs
///   exactly from 0 to 1: easings.net pins those curves' far ends, leaving a 2⁻¹⁰ jump there.
/// Sine, quadratic … quintic, exponential and circular agree with Parade algebraically.
public enum EasingFamily: Hashable, Sendable {
    /// Quarter sine wave.
    case sine
    /// `x²`.
    case quadratic
    /// `x³`.
    case cubic
    /// `x⁴`.
    case quartic
    /// `x⁵`.
    case quintic
    /// `2^(10x − 10)`.
    case exponential
    /// Quarter circle.
    case circular
    /// Pulls back by `overshoot` before moving on (easings.net `c₁`).
    case back(overshoot: Double)
    /// Decaying sine wave of `amplitude` (≥ 1) and `period` (in units of progress).
    case elastic(amplitude: Double, period: Double)
    /// Bouncing ball.
    case bounce

    /// easings.net's back constant `c₁`, the default overshoot of in- and out-curves.
    public static let standardOvershoot = 1.70158
    /// easings.net's in-out back constant `c₂ = 1.525·c₁`, the default for inOut and outIn.
    public static let standardInOutOvershoot = 1.70158 * 1.525
    /// easings.net's elastic period for in- and out-curves (`c₄ = 2π/3`).
    public static let standardPeriod = 0.3
    /// easings.net's elastic period for inOut and outIn, in half-curve units (`c₅ = 2π/4.5`).
    public static let standardInOutPeriod = 0.45

    /// The in-curve at `x` in 0…1.
    @inline(__always)
    func inCurve(_ x: Double) -> Double {
        switch self {
        case .sine: return QuarterSine.versine(x)
        case .quadratic: return x * x
        case .cubic: return x * x * x
        case .quartic: return x * x * x * x
        case .quintic: return x * x * x * x * x
        case .exponential: return x == 0 ? 0 : unpinnedInCurve(x)
        case .circular: return 1 - (1 - x * x).squareRootOrZero
        case .back(let c1): return (c1 + 1) * x * x * x - c1 * x * x
        case .elastic:
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            return unpinnedInCurve(x)
        case .bounce: return 1 - Self.bounceOut(1 - x)
        }
    }

    /// The out-curve at `x` in 0…1.
    @inline(__always)
    func outCurve(_ x: Double) -> Double {
        switch self {
        case .sine: return QuarterSine.sine(x)
        case .quadratic, .cubic, .quartic, .quintic, .circular, .back:
            return 1 - inCurve(1 - x)
        case .exponential: return x == 1 ? 1 : 1 - Double.pow(2, -10 * x)
        case .elastic(let amplitude, let period):
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            let shift = Self.elasticShift(amplitude: amplitude, period: period)
            return amplitude * Double.pow(2, -10 * x) * Double.sin((x - shift) * 2 * .pi / period) + 1
        case .bounce: return Self.bounceOut(x)
        }
    }

    /// The curve in `direction` at `x` in 0…1.
    @inline(__always)
    func value(_ direction: EasingDirection, at x: Double) -> Double {
        switch direction {
        case .in: return inCurve(x)
        case .out: return outCurve(x)
        case .inOut: return x < 0.5 ? inCurve(2 * x) / 2 : (1 + outCurve(2 * x - 1)) / 2
        case .outIn: return x < 0.5 ? joinedOutCurve(2 * x) / 2 : (1 + joinedInCurve(2 * x - 1)) / 2
        }
    }

    /// The in-curve for the second half of an outIn curve, starting exactly at 0.
    ///
    /// easings.net's exponential and elastic in-curves are pinned to 0 at x = 0 although their
    /// formula gives about 2⁻¹⁰ there: a jump of ≈ 0.001. An outIn curve would put that jump at
    /// ½, so there the formula is rescaled affinely to run exactly from 0 to 1 instead.
    private func joinedInCurve(_ x: Double) -> Double {
        switch self {
        case .exponential, .elastic:
            let start = unpinnedInCurve(0)
            return (unpinnedInCurve(x) - start) / (unpinnedInCurve(1) - start)
        default:
            return inCurve(x)
        }
    }

    /// The out-curve for the first half of an outIn curve, ending exactly at 1 (the mirror
    /// image of `joinedInCurve`).
    private func joinedOutCurve(_ x: Double) -> Double {
        switch self {
        case .exponential, .elastic: return 1 - joinedInCurve(1 - x)
        default: return outCurve(x)
        }
    }

    /// easings.net's exponential and elastic in-curve formulas without their pinned end values
    /// (`inCurve` pins them); the other families' in-curves.
    private func unpinnedInCurve(_ x: Double) -> Double {
        switch self {
        case .exponential:
            return Double.pow(2, 10 * x - 10)
        case .elastic(let amplitude, let period):
            let shift = Self.elasticShift(amplitude: amplitude, period: period)
            return -amplitude * Double.pow(2, 10 * x - 10) * Double.sin((x - 1 - shift) * 2 * .pi / period)
        default:
            return inCurve(x)
        }
    }

    /// Penner's phase shift `s = p/(2π)·asin(1/a)` of the elastic wave.
    private static func elasticShift(amplitude: Double, period: Double) -> Double {
        period / (2 * .pi) * Double.asin(1 / amplitude)
    }

    /// easings.net `easeOutBounce`.
    private static func bounceOut(_ x: Double) -> Double {
        let n1 = 7.5625
        let d1 = 2.75
        if x < 1 / d1 { return n1 * x * x }
        if x < 2 / d1 {
            let u = x - 1.5 / d1
            return n1 * u * u + 0.75
        }
        if x < 2.5 / d1 {
            let u = x - 2.25 / d1
            return n1 * u * u + 0.9375
        }
        let u = x - 2.625 / d1
        return n1 * u * u + 0.984375
    }

    /// The family's name as Parade spells it (`Quadratic`, `Exponential`, …).
    var name: String {
        switch self {
        case .sine: return "Sine"
        case .quadratic: return "Quadratic"
        case .cubic: return "Cubic"
        case .quartic: return "Quartic"
        case .quintic: return "Quintic"
        case .exponential: return "Exponential"
        case .circular: return "Circular"
        case .back: return "Back"
        case .elastic: return "Elastic"
        case .bounce: return "Bounce"
        }
    }

    /// The family with the standard parameters for `direction` (easings.net's constants).
    func withStandardParameters(for direction: EasingDirection) -> EasingFamily {
        let halves = direction == .inOut || direction == .outIn
        switch self {
        case .back:
            return .back(overshoot: halves ? Self.standardInOutOvershoot : Self.standardOvershoot)
        case .elastic:
            return .elastic(amplitude: 1, period: halves ? Self.standardInOutPeriod : Self.standardPeriod)
        default:
            return self
        }
    }

    /// The ten families, with standard in/out parameters.
    static let all: [EasingFamily] = [
        .sine, .quadratic, .cubic, .quartic, .quintic, .exponential, .circular,
        .back(overshoot: standardOvershoot), .elastic(amplitude: 1, period: standardPeriod), .bounce,
    ]
}

extension Double {
    /// `√self`, or 0 when rounding made `self` slightly negative.
    var squareRootOrZero: Double { self > 0 ? squareRoot() : 0 }
}
