import ParallaxEngine
import Testing

@testable import PresetRendering

/// Curves CSS lacks as cubic Bézier pieces: consecutive pieces from 0 to 1, each a
/// `cubic-bezier(x₁, y₁, x₂, y₂)` evaluated here as CSS Easing 1 defines it (the Bézier
/// 3(1 − t)²t·p₁ + 3(1 − t)t²·p₂ + t³ in x and y, its parameter found by halving where x is the
/// input), within the tolerance of the engine's curve at 10,001 points.
@Suite struct CSSCubicPiecesTests {
    /// The pieces' curve at `u`.
    static func value(of pieces: [EasedPiece], at u: Double) -> Double {
        let piece = pieces.first { u <= $0.upper } ?? pieces[pieces.count - 1]
        guard case .cubicBezier(let x1, let y1, let x2, let y2) = piece.easing else { return .nan }
        let s = (u - piece.lower) / (piece.upper - piece.lower)
        // The Bézier's parameter where x = s, by halving (x rises with it for x1, x2 in 0…1).
        func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let t = (low + high) / 2
            if coordinate(x1, x2, t) < s { low = t } else { high = t }
        }
        return piece.start + (piece.end - piece.start) * coordinate(y1, y2, (low + high) / 2)
    }

    @Test(arguments: [1e-4, 1e-6])
    func smoothCurvesBecomeFewPiecesWithinTolerance(tolerance: Double) throws {
        for name in ["inSine", "outSine", "inOutSine", "inQuart", "outExpo"] {
            let easing = try Easing(parsing: name)
            // A part of the curve, as a Parade state cut at the centre band leaves it.
            let (first, last) = (easing.value(at: 0), easing.value(at: 0.99875))
            let function = { (easing.value(at: 0.99875 * $0) - first) / (last - first) }
            let pieces = try #require(Easing.cubicPieces(of: function, tolerance: tolerance), "\(name)")
            #expect(pieces.first?.lower == 0 && pieces.last?.upper == 1)
            #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.upper == $1.lower })
            let error = (0...10_000).map { Double($0) / 10_000 }.map { abs(Self.value(of: pieces, at: $0) - function($0)) }.max()!
            #expect(error <= tolerance * 1.05, "\(name): \(error)")
            // Worth a keyframe each: far fewer than the `linear()` stops within the same tolerance.
            guard case .linearStops(let stops) = Easing.linearApproximation(of: function, tolerance: tolerance) else {
                Issue.record("\(name): no linear() stops")
                continue
            }
            #expect(5 * pieces.count < stops.points.count, "\(name): \(pieces.count) pieces, \(stops.points.count) stops")
        }
    }

    /// A jump or a vertical tangent (inOutCirc at ½) is no cubic piece however small: `linear()`
    /// stands in.
    @Test func aJumpOrAVerticalTangentHasNoCubicPieces() throws {
        #expect(Easing.cubicPieces(of: { $0 < 0.3 ? 0 : 1 }, tolerance: 1e-4) == nil)
        let circ = try Easing(parsing: "inOutCirc")
        #expect(Easing.cubicPieces(of: { circ.value(at: $0) }, tolerance: 1e-4) == nil)
    }
}
