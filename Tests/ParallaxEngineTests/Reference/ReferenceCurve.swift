import ParallaxEngine

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An easing curve as its published definition gives it, for the reference evaluator: the
/// easings.net equations and Parade's formulas (``Reference``), CSS Easing's `steps()`,
/// `cubic-bezier()` and `linear()` written out from the specification, and what `Easing`'s
/// documentation says about inputs outside 0…1. Written for clarity; it shares no code with the
/// engine's curves.
struct ReferenceCurve {
    /// The curve's output at an input.
    let output: (Double) -> Double
    /// How far the engine's output at an input may lie from `output`'s (an absolute bound on
    /// the eased fraction), because the engine computes the same curve by another route: 0
    /// where it evaluates the same expression, in the same order, so the two agree bit for bit.
    let tolerance: (Double) -> Double

    /// The bound for the curves whose engine form is another arrangement of the same equation
    /// (`xⁿ` as repeated products rather than `pow`, an out-curve as `1 − in(1 − x)`, Penner's
    /// elastic shift rather than easings.net's constant, the sine curves as ``QuarterSine``'s
    /// polynomials rather than `sin` and `cos`): 32 ulps of 1, 7.1e-15. On 100,001 points of
    /// 0…1 the largest distances are 7.6 ulps (inElastic), 5 (outBack), 3 (outInBack,
    /// inOutElastic) and 1 for the sine curves.
    static let rearrangedTolerance = 32 * Double.ulpOfOne

    /// How closely the engine solves a `cubic-bezier()`'s x(s) = input (by Newton's method,
    /// Chromium's way), where the reference bisects to the last bit: the engine's output is
    /// y(s) for an s whose x(s) lies within this of the input.
    static let bezierSolution = 1e-12

    /// The reference form of `easing`. Named curves must carry their standard parameters
    /// (those their bare names parse to), the only ones easings.net publishes; springs have no
    /// reference here (their settling time is the engine's own bound) and are refused.
    init(_ easing: Easing) {
        switch easing {
        case .linear:
            // Keeps its slope outside 0…1.
            self.init(output: { $0 }, tolerance: { _ in 0 })
        case .smoothStep: self.init(named: "smoothStep", exact: true)
        case .smootherStep: self.init(named: "smootherStep", exact: true)
        case .inAtan: self.init(named: "inAtan", exact: true)
        case .outAtan: self.init(named: "outAtan", exact: true)
        case .inOutAtan: self.init(named: "inOutAtan", exact: true)
        case .family(let family, let direction):
            let name = Self.directionName(direction) + Self.familyName(family, standardFor: direction)
            self.init(named: name, exact: family == .bounce)
        case .steps(let count, let position):
            self.init(output: { Self.steps(count, position, at: $0) }, tolerance: { _ in 0 })
        case .cubicBezier(let x1, let y1, let x2, let y2):
            // Inside 0…1, the outputs for the inputs within the solution's reach either side
            // (steep where x1 or x2 is 0 or 1), with a margin for the rounding of y(s).
            let curve = { Self.cubicBezier(x1, y1, x2, y2, at: $0) }
            self.init(output: curve) { input in
                guard input > 0 && input < 1 else { return 0 }
                let nearby = [input - Self.bezierSolution, input + Self.bezierSolution].map { min(max($0, 0), 1) }
                return nearby.map { abs(curve($0) - curve(input)) }.max()! + 1e-12
            }
        case .linearStops(let stops):
            self.init(output: { Self.linear(stops.points, at: $0) }, tolerance: { _ in 0 })
        case .spring:
            fatalError("the reference evaluator has no spring")
        }
    }

    private init(output: @escaping (Double) -> Double, tolerance: @escaping (Double) -> Double) {
        self.output = { Self.finite(output($0)) }
        self.tolerance = tolerance
    }

    /// A named curve (``Reference/all``): defined on 0…1 and holding its end values outside it
    /// (`Easing`'s documentation). `exact`: the engine evaluates the very same expression.
    private init(named name: String, exact: Bool) {
        guard let curve = Reference.all[name] else { fatalError("no reference curve \(name)") }
        self.init(output: { curve(min(max($0, 0), 1)) }, tolerance: { _ in exact ? 0 : Self.rearrangedTolerance })
    }

    /// `Easing`: "finite for every finite input": an overflow to ±∞ (a steep extrapolation of
    /// a huge input) is the largest finite value of that sign.
    private static func finite(_ value: Double) -> Double {
        guard value.isInfinite else { return value }
        return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    }

    private static func directionName(_ direction: EasingDirection) -> String {
        switch direction {
        case .in: "in"
        case .out: "out"
        case .inOut: "inOut"
        case .outIn: "outIn"
        }
    }

    /// The family's Parade name, after checking its parameters are the standard ones for
    /// `direction` (easings.net's `c₁`, or `c₂` for the two-halved curves; elastic amplitude 1
    /// and period 0.3, or 0.45).
    private static func familyName(_ family: EasingFamily, standardFor direction: EasingDirection) -> String {
        let halves = direction == .inOut || direction == .outIn
        switch family {
        case .sine: return "Sine"
        case .quadratic: return "Quadratic"
        case .cubic: return "Cubic"
        case .quartic: return "Quartic"
        case .quintic: return "Quintic"
        case .exponential: return "Exponential"
        case .circular: return "Circular"
        case .bounce: return "Bounce"
        case .back(let overshoot):
            precondition(overshoot == (halves ? Reference.c2 : Reference.c1), "back(\(overshoot)) has no reference")
            return "Back"
        case .elastic(let amplitude, let period):
            precondition(amplitude == 1 && period == (halves ? 0.45 : 0.3), "elastic(\(amplitude), \(period)) has no reference")
            return "Elastic"
        }
    }

    /// CSS Easing 1 §3.3.1 "Output of a step easing function", the before flag unset:
    /// current step = ⌊input·steps⌋, plus 1 where the position jumps at the start; at least 0
    /// once the input is 0 or more; at most the number of jumps while the input is 1 or less;
    /// the output is the step over the number of jumps.
    private static func steps(_ count: Int, _ position: StepPosition, at input: Double) -> Double {
        let jumps: Double
        switch position {
        case .jumpStart, .start, .jumpEnd, .end: jumps = Double(count)
        case .jumpNone: jumps = Double(count - 1)
        case .jumpBoth: jumps = Double(count + 1)
        }
        var step = (input * Double(count)).rounded(.down)
        if position == .jumpStart || position == .start || position == .jumpBoth { step += 1 }
        if input >= 0 && step < 0 { step = 0 }
        if input <= 1 && step > jumps { step = jumps }
        return step / jumps
    }

    /// CSS Easing 1 §3.2: the Bézier curve from (0, 0) to (1, 1) through (x1, y1) and
    /// (x2, y2), y where x(s) = input, s found by bisection (x(s) is non-decreasing since x1
    /// and x2 lie in 0…1); 0 and 1 at the ends exactly. Outside 0…1 (§3.2.1) the tangent
    /// at the nearer end: through P0 and P1 (P0 and P2 when x1 = 0, flat when both are 0)
    /// below 0, through P2 and P3 (P1 and P3 when x2 = 1) above 1.
    private static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at input: Double) -> Double {
        if input == 0 { return 0 }
        if input == 1 { return 1 }
        if input < 0 {
            let slope = x1 > 0 ? y1 / x1 : x2 > 0 ? y2 / x2 : 0
            return input * slope
        }
        if input > 1 {
            let slope = x2 < 1 ? (y2 - 1) / (x2 - 1) : x1 < 1 ? (y1 - 1) / (x1 - 1) : 0
            return 1 + (input - 1) * slope
        }
        func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        while true {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if bernstein(middle, x1, x2) < input { low = middle } else { high = middle }
        }
        return bernstein((low + high) / 2, y1, y2)
    }

    /// CSS Easing 2 §2.1.4 "Output of a linear easing function": point A is the last point
    /// whose input is at most the input's percentage (the first point if none; never the last
    /// point), B the point after it; equal inputs give B's output, otherwise the output moves
    /// from A's to B's in proportion (outside the points, the end segments continue).
    private static func linear(_ points: [LinearStops.Point], at input: Double) -> Double {
        let percent = input * 100
        var a = 0
        for index in 0..<(points.count - 1) where points[index].inputPercent <= percent { a = index }
        let (pointA, pointB) = (points[a], points[a + 1])
        if pointA.inputPercent == pointB.inputPercent { return pointB.output }
        let fraction = (percent - pointA.inputPercent) / (pointB.inputPercent - pointA.inputPercent)
        return ReferenceArithmetic.lerp(pointA.output, pointB.output, fraction)
    }
}
