/// A Parade-state colour whose two ends are known when the animator is built and share one
/// alpha above 0: mixed at fraction f in 0…1, its components divided by that alpha are
/// `from + (to − from)·f`, and so is every value up to ``ColorSpace/linearStage(_:_:_:)``. That
/// stage's start and difference are computed once; per frame only the rest of the conversion
/// to sRGB is left.
struct ColorStateMember: Sendable {
    let slot: Int
    let colorSpace: ColorSpace
    /// The ends, at `numbers[from]` and `numbers[to]`: the general mix, for fractions outside
    /// 0…1.
    let from: Int
    let to: Int
    /// The linear stage at fraction 0, and its change from 0 to 1.
    let start: (Double, Double, Double)
    let difference: (Double, Double, Double)
    /// The alpha, clamped to 0…1.
    let alpha: Double
    /// Whether, for every fraction in 0…1, every linear sRGB channel is at most 0.0031308, on
    /// the linear segment of the sRGB transfer function (dark colours): then the encoding is
    /// `12.92·value`, with no branch and no `pow`.
    let encodesLinearly: Bool

    /// The member for the colours at `numbers[from]` and `numbers[to]` (premultiplied components
    /// in `colorSpace`, then alpha), or nil when their alphas differ or are not above 0, or a
    /// stage value is not finite for every fraction in 0…1.
    init?(slot: Int, colorSpace: ColorSpace, from: Int, to: Int, numbers: [Double]) {
        let alpha = numbers[from + 3]
        guard alpha > 0, alpha.isFinite, numbers[to + 3] == alpha else { return nil }
        let start = colorSpace.linearStage(numbers[from] / alpha, numbers[from + 1] / alpha, numbers[from + 2] / alpha)
        let difference = colorSpace.linearStage(
            (numbers[to] - numbers[from]) / alpha, (numbers[to + 1] - numbers[from + 1]) / alpha,
            (numbers[to + 2] - numbers[from + 2]) / alpha)
        let reach = [
            start.0.magnitude + difference.0.magnitude, start.1.magnitude + difference.1.magnitude,
            start.2.magnitude + difference.2.magnitude,
        ]
        guard reach.allSatisfy(\.isFinite) else { return nil }
        self.slot = slot
        self.colorSpace = colorSpace
        self.from = from
        self.to = to
        self.start = start
        self.difference = difference
        self.alpha = min(max(alpha, 0), 1)
        encodesLinearly = Self.staysOnLinearSegment(colorSpace: colorSpace, start: start, difference: difference)
    }

    /// Whether every linear sRGB channel of the stages `start + difference·f`, f in 0…1, is at
    /// most 0.0031308 (see ``encodesLinearly``). For linear sRGB a channel is its stage value,
    /// linear in f; for OKLab it is `Σⱼ Mⱼ·(startⱼ + differenceⱼ·f)³` (M a row of the matrix
    /// after the cubes), a cubic in f. Either way its largest value on 0…1 is at 0, at 1, or
    /// where the derivative is 0 (the roots of a quadratic, and the vertex between them, which
    /// covers a double root that rounding would lose). Each candidate is computed as a frame
    /// computes it; the margin covers the rounding of the candidates and of the frames.
    static func staysOnLinearSegment(
        colorSpace: ColorSpace, start: (Double, Double, Double), difference: (Double, Double, Double)
    ) -> Bool {
        guard colorSpace != .sRGB else { return false }
        func linear(_ f: Double) -> [Double] {
            let stage = (start.0 + difference.0 * f, start.1 + difference.1 * f, start.2 + difference.2 * f)
            let value = colorSpace == .oklab ? ColorSpace.linearFromConeRoots(stage.0, stage.1, stage.2) : stage
            return [value.0, value.1, value.2]
        }
        var candidates = [0.0, 1.0]
        if colorSpace == .oklab {
            // The matrix's columns: the cube roots (1, 0, 0), (0, 1, 0), (0, 0, 1) are their own cubes.
            let columns = [
                ColorSpace.linearFromConeRoots(1, 0, 0), ColorSpace.linearFromConeRoots(0, 1, 0),
                ColorSpace.linearFromConeRoots(0, 0, 1),
            ].map { [$0.0, $0.1, $0.2] }
            let a = [start.0, start.1, start.2]
            let b = [difference.0, difference.1, difference.2]
            for channel in 0..<3 {
                // d/df Σ M·(a + b·f)³ = 3·Σ M·b·(a + b·f)² = q2·f² + q1·f + q0.
                var (q2, q1, q0) = (0.0, 0.0, 0.0)
                for cone in 0..<3 {
                    let m = columns[cone][channel]
                    q2 += 3 * m * b[cone] * b[cone] * b[cone]
                    q1 += 6 * m * a[cone] * b[cone] * b[cone]
                    q0 += 3 * m * a[cone] * a[cone] * b[cone]
                }
                if q2 != 0 {
                    let vertex = -q1 / (2 * q2)
                    candidates.append(vertex)
                    let discriminant = q1 * q1 - 4 * q2 * q0
                    if discriminant >= 0 {
                        candidates += [vertex + discriminant.squareRoot() / (2 * q2), vertex - discriminant.squareRoot() / (2 * q2)]
                    }
                } else if q1 != 0 {
                    candidates.append(-q0 / q1)
                }
            }
        }
        let margin = 1e-9
        return candidates.filter { $0 >= 0 && $0 <= 1 }.allSatisfy { f in linear(f).allSatisfy { $0 + margin <= 0.0031308 } }
    }

    /// ``write(_:at:into:)`` for a member that ``encodesLinearly``: the same values, with the
    /// transfer function's branch decided.
    @inline(__always)
    static func writeEncodedLinearly(
        _ member: UnsafePointer<ColorStateMember>, at fraction: Double, into target: UnsafeMutablePointer<Double>
    ) {
        let start = member.pointee.start
        let difference = member.pointee.difference
        let stage = (start.0 + difference.0 * fraction, start.1 + difference.1 * fraction, start.2 + difference.2 * fraction)
        let linear = member.pointee.colorSpace == .oklab ? ColorSpace.linearFromConeRoots(stage.0, stage.1, stage.2) : stage
        target[0] = min(max(12.92 * linear.0, 0), 1)
        target[1] = min(max(12.92 * linear.1, 0), 1)
        target[2] = min(max(12.92 * linear.2, 0), 1)
        target[3] = member.pointee.alpha
    }

    /// Writes the colour at `fraction` (0…1) as gamma-encoded sRGB and alpha into the four
    /// values at `target`.
    @inline(__always)
    static func write(_ member: UnsafePointer<ColorStateMember>, at fraction: Double, into target: UnsafeMutablePointer<Double>) {
        let start = member.pointee.start
        let difference = member.pointee.difference
        let rgb = member.pointee.colorSpace.rgb(
            fromLinearStage: start.0 + difference.0 * fraction, start.1 + difference.1 * fraction,
            start.2 + difference.2 * fraction)
        target[0] = rgb.0
        target[1] = rgb.1
        target[2] = rgb.2
        target[3] = member.pointee.alpha
    }
}
