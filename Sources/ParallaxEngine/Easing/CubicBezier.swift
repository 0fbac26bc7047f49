/// A CSS `cubic-bezier(x1, y1, x2, y2)` curve (CSS Easing Functions Level 1 §3.2): P0 = (0, 0),
/// P1 = (x1, y1), P2 = (x2, y2), P3 = (1, 1), with x1 and x2 in 0…1.
struct CubicBezier {
    let x1: Double
    let y1: Double
    let x2: Double
    let y2: Double

    /// The output at `input`. Inside 0…1 it solves x(s) = input for the curve parameter s and
    /// returns y(s). Outside, it follows the end tangents as CSS Easing 1 §3.2.1 says: below 0
    /// the line through P0 and P1 (or P0 and P2 when x1 = 0, or 0 when both are 0); above 1 the
    /// line through P2 and P3 (or P1 and P3 when x2 = 1, or 1 when both are 1).
    func output(at input: Double) -> Double {
        if input < 0 {
            if x1 > 0 { return input * y1 / x1 }
            if x2 > 0 { return input * y2 / x2 }
            return 0
        }
        if input > 1 {
            if x2 < 1 { return 1 + (input - 1) * (y2 - 1) / (x2 - 1) }
            if x1 < 1 { return 1 + (input - 1) * (y1 - 1) / (x1 - 1) }
            return 1
        }
        return coordinate(y1, y2, at: parameter(forX: input))
    }

    /// One coordinate of the Bézier at parameter `s`: 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³.
    private func coordinate(_ c1: Double, _ c2: Double, at s: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * c1 + 3 * inverse * s * s * c2 + s * s * s
    }

    /// d/ds of `coordinate`.
    private func slope(_ c1: Double, _ c2: Double, at s: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * c1 + 6 * inverse * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }

    /// The parameter s in 0…1 with x(s) = x: Newton's method, then bisection (x(s) is
    /// non-decreasing because x1 and x2 are in 0…1).
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = coordinate(x1, x2, at: s) - x
            if abs(error) < 1e-14 { return s }
            let derivative = slope(x1, x2, at: s)
            if abs(derivative) < 1e-12 { break }
            s -= error / derivative
            if s < 0 || s > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<100 {
            let value = coordinate(x1, x2, at: s)
            if abs(value - x) < 1e-15 { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
