import PresetStore

extension DecimalText {
    /// `value` rounded to exactly `fractionDigits` decimals, trailing zeros kept, for labels and
    /// coordinates of the same width: `fixed(-37.456, fractionDigits: 1)` is "-37.5",
    /// `fixed(0.25, fractionDigits: 3)` "0.250"; never "-0". The scaled binary value is rounded
    /// half away from zero (so 1.005, a little below it in binary, gives "1.00"). Any finite
    /// value prints, however large: past 2^53 scaled units, where every binary value is a whole
    /// number, as ``text(_:decimals:)`` writes it (from 1e21 on in exponent form, without
    /// padding). `minus` is the sign written before negative numbers (SVG labels use the
    /// typographic "−", coordinates the ASCII "-").
    static func fixed(_ value: Double, fractionDigits: Int, minus: String = "-") -> String {
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 0x1p53 else { return large(value, fractionDigits: fractionDigits, minus: minus) }
        let whole = Int64(scaled / scale)
        let fraction = Int64(scaled - Double(whole) * scale)
        var text = String(whole)
        if fractionDigits > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: fractionDigits - digits.count) + digits
        }
        return value < 0 && scaled != 0 ? minus + text : text
    }

    /// ``fixed(_:fractionDigits:minus:)`` for a value too large to scale into an `Int64` (or not
    /// finite: Swift's `inf`, `nan`).
    private static func large(_ value: Double, fractionDigits: Int, minus: String) -> String {
        var result = text(Swift.abs(value), decimals: fractionDigits)
        if fractionDigits > 0, value.isFinite, !result.contains("e") {
            let parts = result.split(separator: ".", maxSplits: 1)
            let fraction = parts.count == 2 ? parts[1] : ""
            result = parts[0] + "." + fraction + String(repeating: "0", count: Swift.max(0, fractionDigits - fraction.count))
        }
        return value < 0 ? minus + result : result
    }
}
