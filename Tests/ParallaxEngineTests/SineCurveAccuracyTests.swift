import ParallaxEngine
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The sine curves, computed by the engine without the C library, against the C library's
/// `sin` and `cos` (the independent truth) on a dense grid and at their ends.
@Suite struct SineCurveAccuracyTests {
    /// 100,001 points, 0 to 1 in steps of 10⁻⁵.
    static let grid = (0...100_000).map { Double($0) / 100_000 }

    /// The largest distance between `curve` and `truth` over the grid, in ulps of 1 (2⁻⁵², the
    /// curves' scale). Against 50-digit values, the engine's curves are within 0.7 of these
    /// units and the C library's `sin(x·π/2)` and `1 − cos(x·π/2)` within 0.6 and 1.0.
    static func largestError(_ curve: Easing, _ truth: (Double) -> Double) -> Double {
        grid.map { abs(curve($0) - truth($0)) / Double.ulpOfOne }.max() ?? .infinity
    }

    @Test func outSineIsSineOfAQuarterTurn() throws {
        let outSine = try Easing(parsing: "outSine")
        // sin(πx/2).
        #expect(Self.largestError(outSine) { sin($0 * .pi / 2) } <= 2)
    }

    @Test func inSineIsOneMinusCosineOfAQuarterTurn() throws {
        let inSine = try Easing(parsing: "inSine")
        // 1 − cos(πx/2), written as 2·sin²(πx/4) so that the truth loses no digits near 0.
        #expect(Self.largestError(inSine) { 2 * sin($0 * .pi / 4) * sin($0 * .pi / 4) } <= 2)
        #expect(Self.largestError(inSine) { 1 - cos($0 * .pi / 2) } <= 2)
    }

    @Test func inOutSineIsHalfOfOneMinusCosineOfAHalfTurn() throws {
        let inOutSine = try Easing(parsing: "inOutSine")
        // −(cos(πx) − 1)/2 = sin²(πx/2).
        #expect(Self.largestError(inOutSine) { sin($0 * .pi / 2) * sin($0 * .pi / 2) } <= 2)
    }

    @Test func nearZeroInSineKeepsItsDigits() throws {
        let inSine = try Easing(parsing: "inSine")
        // 1 − cos(y) = y²/2 − y⁴/24 + …: at x = 10⁻⁶, (π/2·10⁻⁶)²/2 to 1 part in 10¹³.
        let y = Double.pi / 2 * 1e-6
        #expect(abs(inSine(1e-6) / (y * y / 2) - 1) < 1e-12)
    }

    @Test func endsAreExact() throws {
        for name in ["inSine", "outSine", "inOutSine"] {
            let curve = try Easing(parsing: name)
            #expect(curve(0) == 0, "\(name)(0)")
            #expect(curve(1) == 1, "\(name)(1)")
        }
    }

    @Test func knownValues() throws {
        let ulp = Double.ulpOfOne
        // sin(π/6) = ½, 1 − cos(π/3) = ½, sin(π/4) = √2/2, inOutSine(½) = ½.
        #expect(abs(try Easing(parsing: "outSine")(1.0 / 3) - 0.5) <= ulp)
        #expect(abs(try Easing(parsing: "inSine")(2.0 / 3) - 0.5) <= ulp)
        #expect(abs(try Easing(parsing: "outSine")(0.5) - 0.5.squareRoot()) <= ulp)
        #expect(try Easing(parsing: "inOutSine")(0.5) == 0.5)
    }
}
