import PresetStore

/// Round axis ticks ("nice numbers"): the smallest step of the form 1, 2, 2.5 or 5 × 10ⁿ whose
/// multiples cover a range in at most `maximumIntervals` intervals.
struct TickScale: Hashable {
    /// The distance between ticks.
    let step: Double
    /// The largest multiple of `step` at or below the range's lower end.
    let lower: Double
    /// The smallest multiple of `step` at or above the range's upper end.
    let upper: Double

    /// The scale covering `range`; a range of one value is widened around it first.
    init(covering range: ClosedRange<Double>, maximumIntervals: Int = 6) {
        let widened = Self.widened(range)
        var magnitude = 1.0
        let rough = (widened.upperBound - widened.lowerBound) / Double(maximumIntervals)
        while magnitude > rough { magnitude /= 10 }
        while magnitude * 10 <= rough { magnitude *= 10 }
        var chosen = magnitude * 10
        for factor in [1.0, 2, 2.5, 5, 10] {
            let candidate = factor * magnitude
            let intervals = (widened.upperBound / candidate).rounded(.up) - (widened.lowerBound / candidate).rounded(.down)
            if intervals <= Double(maximumIntervals) {
                chosen = candidate
                break
            }
        }
        step = chosen
        lower = (widened.lowerBound / chosen).rounded(.down) * chosen
        upper = (widened.upperBound / chosen).rounded(.up) * chosen
    }

    /// Every multiple of `step` inside `range` (all of `lower…upper` by default).
    func ticks(in range: ClosedRange<Double>? = nil) -> [Double] {
        let bounds = range ?? lower...upper
        let first = (bounds.lowerBound / step - 1e-9).rounded(.up)
        let last = (bounds.upperBound / step + 1e-9).rounded(.down)
        guard first <= last else { return [] }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// How many decimals a tick label needs so that every tick reads exactly (0 for 100, 1 for
    /// 0.5, 2 for 0.25).
    var fractionDigits: Int {
        var digits = 0
        var scaled = step
        while digits < 12, abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
            scaled *= 10
            digits += 1
        }
        return digits
    }

    /// The tick label for `value`, with the typographic minus sign.
    func label(_ value: Double) -> String {
        DecimalText.fixed(value, fractionDigits: fractionDigits, minus: "−")
    }

    /// `range`, or when a plot cannot resolve its span (one value, a span below 1e-12 of the
    /// values' magnitude, or below 1e-300, where a tenth of it is no longer a normal number),
    /// a range around its middle: a tenth of the value either side, or ±1 around 0.
    static func widened(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        let span = range.upperBound - range.lowerBound
        let magnitude = Swift.max(abs(range.lowerBound), abs(range.upperBound))
        guard span <= magnitude * 1e-12 || span < 1e-300 else { return range }
        let value = range.lowerBound / 2 + range.upperBound / 2
        let margin = abs(value) < 1e-300 ? 1 : abs(value) / 10
        return (value - margin)...(value + margin)
    }
}
