import PresetStore

extension DecimalText {
    /// `value` rounded to exactly `fractionDigits` decimals, trailing zeros kept, for labels and
    /// coordinates of the same width: `fixed(-37.456, fractionDigits: 1)` is "-37.5",
    /// `fixed(0.25, fractionDigits: 3)` "0.250"; never "-0". The scaled binary value is rounded
    /// half away from zero (so 1.005, a little below it in binary, gives "1.00"). `minus` is the
    /// sign written before negative numbers (SVG labels use the typographic "−", coordinates the
    /// ASCII "-").
    static func fixed(_ value: Double, fractionDigits: Int, minus: String = "-") -> String {
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int64(scaled / scale)
        let fraction = Int64(scaled - Double(whole) * scale)
        var text = String(whole)
        if fractionDigits > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: fractionDigits - digits.count) + digits
        }
        return value < 0 && scaled != 0 ? minus + text : text
    }
}
