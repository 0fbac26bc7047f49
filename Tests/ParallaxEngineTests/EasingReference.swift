import ParallaxEngine
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Independent references: the easings.net equations, typed in from the site, and Parade's own
/// formulas for the curves easings.net does not have (atan, smoothStep, smootherStep).
enum Reference {
    static let c1 = 1.70158
    static let c2 = c1 * 1.525
    static let c3 = c1 + 1
    static let c4 = 2 * Double.pi / 3
    static let c5 = 2 * Double.pi / 4.5

    static func outBounce(_ x: Double) -> Double {
        let n1 = 7.5625, d1 = 2.75
        if x < 1 / d1 { return n1 * x * x }
        if x < 2 / d1 { let u = x - 1.5 / d1; return n1 * u * u + 0.75 }
        if x < 2.5 / d1 { let u = x - 2.25 / d1; return n1 * u * u + 0.9375 }
        let u = x - 2.625 / d1
        return n1 * u * u + 0.984375
    }

    /// easings.net's in, out and inOut equations per family (Parade spelling).
    static let easingsNet: [String: @Sendable (Double) -> Double] = [
        "inSine": { 1 - cos($0 * .pi / 2) },
        "outSine": { sin($0 * .pi / 2) },
        "inOutSine": { -(cos(.pi * $0) - 1) / 2 },
        "inQuadratic": { $0 * $0 },
        "outQuadratic": { 1 - (1 - $0) * (1 - $0) },
        "inOutQuadratic": { $0 < 0.5 ? 2 * $0 * $0 : 1 - pow(-2 * $0 + 2, 2) / 2 },
        "inCubic": { $0 * $0 * $0 },
        "outCubic": { 1 - pow(1 - $0, 3) },
        "inOutCubic": { $0 < 0.5 ? 4 * $0 * $0 * $0 : 1 - pow(-2 * $0 + 2, 3) / 2 },
        "inQuartic": { pow($0, 4) },
        "outQuartic": { 1 - pow(1 - $0, 4) },
        "inOutQuartic": { $0 < 0.5 ? 8 * pow($0, 4) : 1 - pow(-2 * $0 + 2, 4) / 2 },
        "inQuintic": { pow($0, 5) },
        "outQuintic": { 1 - pow(1 - $0, 5) },
        "inOutQuintic": { $0 < 0.5 ? 16 * pow($0, 5) : 1 - pow(-2 * $0 + 2, 5) / 2 },
        "inExponential": { $0 == 0 ? 0 : pow(2, 10 * $0 - 10) },
        "outExponential": { $0 == 1 ? 1 : 1 - pow(2, -10 * $0) },
        "inOutExponential": { x in
            x == 0 ? 0 : x == 1 ? 1 : x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2
        },
        "inCircular": { 1 - (1 - pow($0, 2)).squareRoot() },
        "outCircular": { (1 - pow($0 - 1, 2)).squareRoot() },
        "inOutCircular": { x in
            x < 0.5 ? (1 - (1 - pow(2 * x, 2)).squareRoot()) / 2 : ((1 - pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
        },
        "inBack": { c3 * $0 * $0 * $0 - c1 * $0 * $0 },
        "outBack": { 1 + c3 * pow($0 - 1, 3) + c1 * pow($0 - 1, 2) },
        "inOutBack": { x in
            x < 0.5
                ? (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2
                : (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
        },
        "inElastic": { x in x == 0 ? 0 : x == 1 ? 1 : -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4) },
        "outElastic": { x in x == 0 ? 0 : x == 1 ? 1 : pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1 },
        "inOutElastic": { x in
            x == 0
                ? 0
                : x == 1
                    ? 1
                    : x < 0.5
                        ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
                        : (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
        },
        "inBounce": { 1 - outBounce(1 - $0) },
        "outBounce": { outBounce($0) },
        "inOutBounce": { x in x < 0.5 ? (1 - outBounce(1 - 2 * x)) / 2 : (1 + outBounce(2 * x - 1)) / 2 },
    ]

    /// Parade's formulas for the curves easings.net lacks.
    static let paradeOnly: [String: @Sendable (Double) -> Double] = [
        "linear": { $0 },
        "smoothStep": { $0 * $0 * (3 - 2 * $0) },
        "smootherStep": { $0 * $0 * $0 * ($0 * ($0 * 6 - 15) + 10) },
        "inAtan": { atan(($0 - 1) * 15) / atan(15) + 1 },
        "outAtan": { atan($0 * 15) / atan(15) },
        "inOutAtan": { atan(($0 - 0.5) * 15) / (2 * atan(7.5)) + 0.5 },
    ]

    /// outIn: the out-curve on the first half, the in-curve on the second (docs/DESIGN.md), built
    /// from easings.net's out and in equations. Elastic and back use easings.net's inOut
    /// constants (period 0.45 in half-curve units, c₂); exponential and elastic halves are
    /// rescaled to run exactly from 0 to 1 so the curve is continuous at ½.
    static func outIn(_ family: String) -> @Sendable (Double) -> Double {
        let inCurve: @Sendable (Double) -> Double
        let outCurve: @Sendable (Double) -> Double
        switch family {
        case "Back":
            inCurve = { (c2 + 1) * $0 * $0 * $0 - c2 * $0 * $0 }
            outCurve = { 1 + (c2 + 1) * pow($0 - 1, 3) + c2 * pow($0 - 1, 2) }
        case "Elastic":
            // Period 0.45: s = 0.45/4; raw in(x) = −2^(10x−10)·sin((x − 1 − s)·2π/0.45), which is
            // 1 at x = 1 but not 0 at x = 0; rescaled so the halves meet at ½.
            let raw: @Sendable (Double) -> Double = { x in -pow(2, 10 * x - 10) * sin((x - 1.1125) * 2 * .pi / 0.45) }
            inCurve = { x in (raw(x) - raw(0)) / (1 - raw(0)) }
            outCurve = { x in 1 - (raw(1 - x) - raw(0)) / (1 - raw(0)) }
        case "Exponential":
            // Raw in(x) = 2^(10x − 10) runs from 2⁻¹⁰ to 1; rescaled to run from 0 to 1.
            inCurve = { x in (pow(2, 10 * x - 10) - pow(2, -10)) / (1 - pow(2, -10)) }
            outCurve = { x in (1 - pow(2, -10 * x)) / (1 - pow(2, -10)) }
        default:
            inCurve = easingsNet["in" + family]!
            outCurve = easingsNet["out" + family]!
        }
        return { x in x < 0.5 ? outCurve(2 * x) / 2 : (1 + inCurve(2 * x - 1)) / 2 }
    }

    static let families = [
        "Sine", "Quadratic", "Cubic", "Quartic", "Quintic", "Exponential", "Circular", "Back", "Elastic", "Bounce",
    ]

    /// All 46 Parade names with their reference curve.
    static var all: [String: @Sendable (Double) -> Double] {
        var table = easingsNet.merging(paradeOnly) { first, _ in first }
        for family in families { table["outIn" + family] = outIn(family) }
        return table
    }
}
