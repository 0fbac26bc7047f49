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

    /// `function` (from 0 at 0 to 1 at 1) as consecutive cubic Hermite pieces, each a CSS
    /// `cubic-bezier(⅓, m₀/3, ⅔, 1 − m₁/3)` (x(t) = t, so y is the cubic with the curve's
    /// values and slopes `m₀`, `m₁` at the piece's ends, see ``exactCubicBezier``), halved until
    /// each is within `tolerance` of the function at 31 points inside it. Nil when a piece of
    /// 1/64 still strays (a kink or a jump) or barely moves (a flat stretch has no slope to
    /// normalize); a `linear()` stands in then.
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
            let within = (1..<32).allSatisfy { index in
                let t = Double(index) / 32
                let hermite = (-2 * t * t * t + 3 * t * t) + m0 * (t * t * t - 2 * t * t + t) + m1 * (t * t * t - t * t)
                return abs(start + change * hermite - function(a + h * t)) <= tolerance
            }
            if within, m0.isFinite, m1.isFinite {
                pieces.append(
                    EasedPiece(
                        lower: a, upper: b, start: start, end: end,
                        easing: .cubicBezier(x1: 1.0 / 3, y1: m0 / 3, x2: 2.0 / 3, y2: 1 - m1 / 3)))
                return true
            }
        }
        guard depth < deepestCubicPiece else { return false }
        let middle = (a + b) / 2
        return subdivide(function, from: a, to: middle, tolerance: tolerance, depth: depth + 1, into: &pieces)
            && subdivide(function, from: middle, to: b, tolerance: tolerance, depth: depth + 1, into: &pieces)
    }
}
