/// The arithmetic every formula of docs/DESIGN.md is written in, for the reference evaluator.
enum ReferenceArithmetic {
    /// `a` moved fraction `f` of the way to `b` (f may lie outside 0…1), as docs/DESIGN.md
    /// ("Interpolation") defines it: exactly `a` when `f` is 0 or `b` is `a` (so −0 stays −0);
    /// otherwise `a + (b − a)·f`; where that overflows, the weighted sum `a·(1 − f) + b·f`;
    /// where the exact result lies beyond the largest double, the largest finite value on that
    /// side.
    static func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double {
        if f == 0 || a == b { return a }
        let direct = a + (b - a) * f
        if direct.isFinite { return direct }
        let weighted = a * (1 - f) + b * f
        if weighted.isFinite { return weighted }
        // The sign of (b − a)·f, computed without overflowing.
        return (b / 2 - a / 2) * f < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude
    }

    /// `value` held inside `lower…upper`.
    static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        min(max(value, lower), upper)
    }

    /// Parade's `.range(a...b)` applied to progress `p`: `clamp((p − a)/(b − a), 0, 1)`; no
    /// range leaves `p` as it is.
    static func ranged(_ p: Double, _ range: ClosedRange<Double>?) -> Double {
        guard let range else { return p }
        return clamp((p - range.lowerBound) / (range.upperBound - range.lowerBound), 0, 1)
    }
}
