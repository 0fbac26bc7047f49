/// A CSS `cubic-bezier(x1, y1, x2, y2)` curve (CSS Easing Functions Level 1 §3.2): P0 = (0, 0),
/// P1 = (x1, y1), P2 = (x2, y2), P3 = (1, 1), with x1 and x2 in 0…1, solved the way Chromium's
/// `gfx::CubicBezier` solves it: the polynomial coefficients and eleven samples of x(s) are
/// computed once; an output interpolates the samples for a first guess of the curve parameter,
/// refines it with Newton's method and falls back to bisection inside the sample's bracket.
/// A plain value (no references), so compiled animators keep it in a table.
struct UnitBezier: Sendable {
    /// x(s) = ((ax·s + bx)·s + cx)·s, the Horner form of the Bernstein curve (x1 and x2 are in
    /// 0…1, so its coefficients are small).
    private let ax: Double
    private let bx: Double
    private let cx: Double
    /// y is evaluated in Bernstein form, 3(1−s)²s·y1 + 3(1−s)s²·y2 + s³, which stays finite for
    /// any finite y1 and y2 (a Horner form's coefficients can overflow to ∞ − ∞).
    private let y1: Double
    private let y2: Double
    /// The slopes of the lines the curve follows below 0 and above 1.
    private let startGradient: Double
    private let endGradient: Double
    /// x(i/10) for i = 0…10 (lanes 11…15 unused).
    private let samples: SIMD16<Double>

    /// How close x(s) must come to the input for Newton's method to stop.
    private static let tolerance = 1e-12

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        self.y1 = y1
        self.y2 = y2
        // CSS Easing 1 §3.2.1: below 0 the line through P0 and P1 (or P0 and P2 when x1 = 0, or
        // flat when both are 0); above 1 the line through P2 and P3 (or P1 and P3 when x2 = 1).
        if x1 > 0 {
            startGradient = y1 / x1
        } else if x2 > 0 {
            startGradient = y2 / x2
        } else {
            startGradient = 0
        }
        if x2 < 1 {
            endGradient = (y2 - 1) / (x2 - 1)
        } else if x1 < 1 {
            endGradient = (y1 - 1) / (x1 - 1)
        } else {
            endGradient = 0
        }
        var samples = SIMD16<Double>(repeating: 1)
        let (a, b, c) = (ax, bx, cx)
        for index in 0...10 {
            let s = Double(index) / 10
            samples[index] = ((a * s + b) * s + c) * s
        }
        self.samples = samples
    }

    /// The output at `input`: y(s) where x(s) = input inside 0…1 (exactly 0 and 1 at the ends),
    /// the end tangents outside.
    func output(at input: Double) -> Double {
        if input <= 0 { return input == 0 ? 0 : input * startGradient }
        if input >= 1 { return input == 1 ? 1 : 1 + (input - 1) * endGradient }
        let s = parameter(forX: input)
        let inverse = 1 - s
        return 3 * inverse * inverse * s * y1 + 3 * inverse * s * s * y2 + s * s * s
    }

    private func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

    private func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve parameter s in 0…1 with x(s) = `x` (x(s) is non-decreasing there, because x1
    /// and x2 are in 0…1).
    private func parameter(forX x: Double) -> Double {
        // The sample interval holding x, and a first guess by linear interpolation in it.
        var upper = 1
        while upper < 10, samples[upper] < x { upper += 1 }
        let (low, high) = (samples[upper - 1], samples[upper])
        var lowerBound = Double(upper - 1) / 10
        var upperBound = Double(upper) / 10
        var s = high > low ? lowerBound + (x - low) / (high - low) / 10 : lowerBound
        for _ in 0..<4 {
            let error = self.x(s) - x
            if abs(error) < Self.tolerance { return s }
            let slope = slopeX(s)
            if abs(slope) < Self.tolerance { break }
            s -= error / slope
        }
        // Bisection inside the bracket, until x(s) is as close as doubles allow.
        s = (lowerBound + upperBound) / 2
        for _ in 0..<64 {
            let value = self.x(s)
            if abs(value - x) < 1e-15 { return s }
            if value < x { lowerBound = s } else { upperBound = s }
            s = (lowerBound + upperBound) / 2
        }
        return s
    }
}
