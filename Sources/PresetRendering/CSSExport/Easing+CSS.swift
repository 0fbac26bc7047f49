import ParallaxEngine

/// The curves of a preset as CSS can write them, for the export.
extension Easing {
    /// Whether CSS can write this curve as it is: `linear`, `cubic-bezier()` (and its
    /// keywords), `steps()` and `linear()`.
    var isCSSNative: Bool {
        switch self {
        case .linear, .cubicBezier, .steps, .linearStops: true
        default: false
        }
    }

    /// A curve CSS can write that stays within `tolerance` of this one everywhere on 0…1: the
    /// curve itself when CSS has it (``isCSSNative``), the same curve as a `cubic-bezier()` when
    /// it is a cubic polynomial (``exactCubicBezier``), otherwise a CSS `linear()` through points
    /// of the curve (see ``linearApproximation(of:tolerance:)``).
    func cssCurve(tolerance: Double = 2.5e-4) -> Easing {
        if isCSSNative { return self }
        return exactCubicBezier ?? Self.linearApproximation(of: { self.value(at: $0) }, tolerance: tolerance)
    }

    /// The curve as a CSS `cubic-bezier()` when it is a polynomial of degree 3 at most from 0 at
    /// 0 to 1 at 1 (`smoothStep`; in- and out-quadratic, -cubic and -back at any overshoot):
    /// such a polynomial is fixed by its slopes `a` at 0 and `b` at 1 (cubic Hermite), and the
    /// Bézier with x control points ⅓ and ⅔ has x(t) = t and y(t) that polynomial when its y
    /// control points are a/3 and 1 − b/3. Nil for any other curve.
    var exactCubicBezier: Easing? {
        let slopes: (start: Double, end: Double)
        switch self {
        case .smoothStep: slopes = (0, 0)
        case .family(.quadratic, .in): slopes = (0, 2)
        case .family(.quadratic, .out): slopes = (2, 0)
        case .family(.cubic, .in): slopes = (0, 3)
        case .family(.cubic, .out): slopes = (3, 0)
        // in: (s + 1)x³ − s·x², slope 0 at 0 and 3(s + 1) − 2s = s + 3 at 1; out mirrors it.
        case .family(.back(let overshoot), .in): slopes = (0, overshoot + 3)
        case .family(.back(let overshoot), .out): slopes = (overshoot + 3, 0)
        default: return nil
        }
        return .cubicBezier(x1: 1.0 / 3, y1: slopes.start / 3, x2: 2.0 / 3, y2: 1 - slopes.end / 3)
    }

    /// The curve run backwards, `u ↦ 1 − self(1 − u)`, as a curve CSS can write: what a Parade
    /// end state looks like on a timeline that runs from rest towards the state. A cubic Bézier
    /// mirrors into `cubic-bezier(1 − x2, 1 − y2, 1 − x1, 1 − y1)`, `linear()` into `linear()`;
    /// other curves into a `linear()` within `tolerance`.
    func reversedForCSS(tolerance: Double = 2.5e-4) -> Easing {
        switch self {
        case .linear:
            return .linear
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return .cubicBezier(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
        case .linearStops(let stops):
            let mirrored = stops.points.reversed().map { LinearStops.Point(output: 1 - $0.output, inputPercent: 100 - $0.inputPercent) }
            return .linearStops(LinearStops(points: mirrored))
        default:
            if let exact = exactCubicBezier { return exact.reversedForCSS() }
            return Self.linearApproximation(of: { 1 - self.value(at: 1 - $0) }, tolerance: tolerance)
        }
    }

    /// A CSS `linear()` through points of `function` on 0…1, placed by halving each interval
    /// until the straight line between its ends is within `tolerance` of the function at 31
    /// points inside it (or the interval is 2⁻²⁰ long).
    static func linearApproximation(of function: (Double) -> Double, tolerance: Double) -> Easing {
        var points = [LinearStops.Point(output: function(0), inputPercent: 0)]
        subdivide(function, from: 0, to: 1, tolerance: tolerance, depth: 0, into: &points)
        return .linearStops(LinearStops(points: points))
    }

    private static func subdivide(
        _ function: (Double) -> Double, from start: Double, to end: Double, tolerance: Double, depth: Int,
        into points: inout [LinearStops.Point]
    ) {
        let (startValue, endValue) = (function(start), function(end))
        let withinTolerance = (1..<32).allSatisfy { index in
            let fraction = Double(index) / 32
            let chord = startValue + (endValue - startValue) * fraction
            return abs(function(start + (end - start) * fraction) - chord) <= tolerance
        }
        if withinTolerance || depth >= 20 {
            points.append(.init(output: endValue, inputPercent: end * 100))
            return
        }
        let middle = (start + end) / 2
        subdivide(function, from: start, to: middle, tolerance: tolerance, depth: depth + 1, into: &points)
        subdivide(function, from: middle, to: end, tolerance: tolerance, depth: depth + 1, into: &points)
    }
}
