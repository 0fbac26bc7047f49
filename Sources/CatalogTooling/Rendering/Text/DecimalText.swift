/// `value` rounded to `fractionDigits` decimals, e.g. `decimalText(-37.456, fractionDigits: 1)`
/// is "-37.5"; never "-0". `minus` is the sign written before negative numbers (SVG labels use
/// the typographic "−", coordinates the ASCII "-").
func decimalText(_ value: Double, fractionDigits: Int, minus: String = "-") -> String {
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

/// Shortest text that reads back to the same `Double` in JSON and JavaScript: `1`, `-37.5`,
/// `0.1`, `1e-07`. Only for finite values.
func roundTripText(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
