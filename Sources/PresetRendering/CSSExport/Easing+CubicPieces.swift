import ParallaxEngine

/// One stretch of a curve CSS writes as a keyframe of its own: from `lower` to `upper` (0…1 of
/// the whole curve's input) the curve runs from `start` to `end` (its outputs there) along
/// `easing`, normalized to the stretch.
struct EasedPiece: Hashable, Sendable {
    let lower: Double
    let upper: Double
    let start: Double
    let end: Double
    let easing: Easing

    /// The whole curve as one piece.
    static func whole(_ easing: Easing) -> [EasedPiece] {
        [EasedPiece(lower: 0, upper: 1, start: 0, end: 1, easing: easing)]
    }
}

extension Easing {
    /// The deepest halving of ``cubicPieces(of:tolerance:)``: pieces of 1/64 of the curve at the
    /// smallest.
    static let deepestCubicPiece = 6

    /// `function` (from 0 at 0 to 1 at 1) as consecutive cubic Bézier pieces, each a CSS
    /// `cubic-bezier(a, m₀·a, 1 − b, 1 − m₁·b)`: its ends on the curve with the curve's slopes
    /// `m₀`, `m₁` there, the arms `a` and `b` chosen so it strays least from the function at 31
    /// points inside it (⅓ and ⅓ give the cubic Hermite polynomial, see ``exactCubicBezier``;
    /// other arms bend it to the curve's curvature too). A piece is halved until it is within
    /// `tolerance`. Nil when a piece of 1/64 still strays (a kink or a jump) or barely moves (a
    /// flat stretch has no slope to normalize); a `linear()` stands in then.
    static func cubicPieces(of function: (Double) -> Double, tolerance: Double) -> [EasedPiece]? {
        var pieces: [EasedPiece] = []
        guard subdivide(function, from: 0, to: 1, tolerance: tolerance, depth: 0, into: &pieces) else { return nil }
        return pieces
    }

    private static func subdivide(
        _ function: (Double) -> Double, from a: Double, to b: Double, tolerance: Double, depth: Int, into pieces: inout [EasedPiece]
    ) -> Bool {
        let (start, end) = (function(a), function(b))
        let change = end - start
        if abs(change) > 1e-6 {
            let h = b - a
            let step = h * 1e-5
            // Second-order one-sided differences, from inside the piece.
            let slopeStart = (-3 * start + 4 * function(a + step) - function(a + 2 * step)) / (2 * step)
            let slopeEnd = (3 * end - 4 * function(b - step) + function(b - 2 * step)) / (2 * step)
            let (m0, m1) = (slopeStart * h / change, slopeEnd * h / change)
            if m0.isFinite, m1.isFinite {
                let samples = (1..<32).map { index -> (s: Double, y: Double) in
                    let s = Double(index) / 32
                    return (s, (function(a + h * s) - start) / change)
                }
                let limit = tolerance / abs(change)
                if let arms = bestArms(slopes: (m0, m1), samples: samples, limit: limit) {
                    pieces.append(
                        EasedPiece(
                            lower: a, upper: b, start: start, end: end,
                            easing: .cubicBezier(x1: arms.a, y1: m0 * arms.a, x2: 1 - arms.b, y2: 1 - m1 * arms.b)))
                    return true
                }
            }
        }
        guard depth < deepestCubicPiece else { return false }
        let middle = (a + b) / 2
        return subdivide(function, from: a, to: middle, tolerance: tolerance, depth: depth + 1, into: &pieces)
            && subdivide(function, from: middle, to: b, tolerance: tolerance, depth: depth + 1, into: &pieces)
    }

    /// The arms (x of the first control point, 1 − x of the second) whose Bézier with end slopes
    /// `slopes` strays least from `samples` (normalized inputs and outputs), when that is within
    /// `limit`: ⅓ and ⅓ first, else the best of a grid of arms in 0.1…0.9, refined once on a grid four
    /// times finer.
    private static func bestArms(
        slopes: (Double, Double), samples: [(s: Double, y: Double)], limit: Double
    ) -> (a: Double, b: Double)? {
        func error(_ a: Double, _ b: Double) -> Double {
            samples.map { abs(bezierOutput(x1: a, y1: slopes.0 * a, x2: 1 - b, y2: 1 - slopes.1 * b, at: $0.s) - $0.y) }.max() ?? 0
        }
        if error(1.0 / 3, 1.0 / 3) <= limit { return (1.0 / 3, 1.0 / 3) }
        var best = (a: 1.0 / 3, b: 1.0 / 3, error: Double.infinity)
        for i in 1...9 {
            for j in 1...9 {
                let (a, b) = (Double(i) / 10, Double(j) / 10)
                let e = error(a, b)
                if e < best.error { best = (a, b, e) }
            }
        }
        for i in -4...4 {
            for j in -4...4 {
                let (a, b) = (best.a + Double(i) / 40, best.b + Double(j) / 40)
                guard a > 0.01, b > 0.01, a < 0.99, b < 0.99 else { continue }
                let e = error(a, b)
                if e < best.error { best = (a, b, e) }
            }
        }
        return best.error <= limit ? (best.a, best.b) : nil
    }

    /// The output of `cubic-bezier(x1, y1, x2, y2)` at input `s` (x1, x2 in 0…1, so x rises with
    /// the curve's parameter): the parameter found by Newton's method, kept inside a halving
    /// bracket.
    static func bezierOutput(x1: Double, y1: Double, x2: Double, y2: Double, at s: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var (low, high, t) = (0.0, 1.0, s)
        for _ in 0..<24 {
            let x = coordinate(x1, x2, t) - s
            if abs(x) < 1e-13 { break }
            if x < 0 { low = t } else { high = t }
            let u = 1 - t
            let slope = 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
            let next = slope > 1e-9 ? t - x / slope : (low + high) / 2
            t = next > low && next < high ? next : (low + high) / 2
        }
        return coordinate(y1, y2, t)
    }
}
