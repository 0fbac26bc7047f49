/// A CSS `cubic-bezier(x1, y1, x2, y2)` curve (CSS Easing Functions Level 1 §3.2): P0 = (0, 0),
/// P1 = (x1, y1), P2 = (x2, y2), P3 = (1, 1), with x1 and x2 in 0…1, solved the way Chromium's
/// `gfx::CubicBezier` solves it: the polynomial coefficients and eleven samples of x(s) are
/// computed once; an output interpolates the samples for a first guess of the curve parameter,
/// refines it with Newton's method and falls back to bisection inside the sample's bracket.
/// A plain value (no references), so compiled animators keep it in a table; its samples are
/// kept in a table of their own (``CurveTables/bezierSamples``), so a frame reads the few it
/// needs through a pointer instead of copying them all.
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
    /// Where the curve's samples start in the sample table: x(i/10) for i = 0…10.
    let samples: Int

    /// How many samples of x(s) a curve keeps.
    static let sampleCount = 11

    /// How close x(s) must come to the input for Newton's method to stop.
    private static let tolerance = 1e-12

    /// The curve through (x1, y1) and (x2, y2), its samples appended to `samples`.
    init(x1: Double, y1: Double, x2: Double, y2: Double, samples: inout [Double]) {
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
        self.samples = samples.count
        let (a, b, c) = (ax, bx, cx)
        for index in 0...10 {
            let s = Double(index) / 10
            samples.append(((a * s + b) * s + c) * s)
        }
    }

    /// The output of the curve at `curve` at `input`: y(s) where x(s) = `input` inside 0…1
    /// (exactly 0 and 1 at the ends), the end tangents outside. `samples` is the sample table.
    static func output(of curve: UnsafePointer<UnitBezier>, samples: UnsafePointer<Double>, at input: Double) -> Double {
        if input <= 0 { return input == 0 ? 0 : input * curve.pointee.startGradient }
        if input >= 1 { return input == 1 ? 1 : 1 + (input - 1) * curve.pointee.endGradient }
        let s = parameter(of: curve, samples: samples + curve.pointee.samples, forX: input)
        let inverse = 1 - s
        return 3 * inverse * inverse * s * curve.pointee.y1 + 3 * inverse * s * s * curve.pointee.y2 + s * s * s
    }

    /// The curve parameter s in 0…1 with x(s) = `x` (x(s) is non-decreasing there, because x1
    /// and x2 are in 0…1); `samples` are the curve's own.
    @inline(__always)
    private static func parameter(of curve: UnsafePointer<UnitBezier>, samples: UnsafePointer<Double>, forX x: Double) -> Double {
        let (ax, bx, cx) = (curve.pointee.ax, curve.pointee.bx, curve.pointee.cx)
        // x(s) and x′(s), in Horner form.
        func xAt(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
        // The sample interval holding x, and a first guess by linear interpolation in it.
        var upper = 1
        while upper < 10, samples[upper] < x { upper &+= 1 }
        let (low, high) = (samples[upper &- 1], samples[upper])
        var lowerBound = Double(upper - 1) / 10
        var upperBound = Double(upper) / 10
        var s = high > low ? lowerBound + (x - low) / (high - low) / 10 : lowerBound
        for _ in 0..<4 {
            let error = xAt(s) - x
            if abs(error) < tolerance { return s }
            let slope = slopeX(s)
            if abs(slope) < tolerance { break }
            s -= error / slope
        }
        // Bisection inside the bracket, until x(s) is as close as doubles allow.
        s = (lowerBound + upperBound) / 2
        for _ in 0..<64 {
            let value = xAt(s)
            if abs(value - x) < 1e-15 { return s }
            if value < x { lowerBound = s } else { upperBound = s }
            s = (lowerBound + upperBound) / 2
        }
        return s
    }
}
