import PresetCatalog

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

/// A number as the page's data and attributes carry it: the text every output uses
/// (``JSONNumberFormat``: at most 9 decimals, shortest round-trip, never "-0"), which JavaScript
/// reads back too: `1`, `-37.5`, `0.1`. Only for finite values (scenes and plots are validated).
func roundTripText(_ value: Double) -> String {
    JSONNumberFormat.messageNumber(value)
}
