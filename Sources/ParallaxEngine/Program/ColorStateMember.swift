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
