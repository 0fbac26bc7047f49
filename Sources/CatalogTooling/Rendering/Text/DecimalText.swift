@_spi(CatalogTooling) import PresetCatalog

/// `value` rounded to `fractionDigits` decimals, e.g. `decimalText(-37.456, fractionDigits: 1)`
/// is "-37.5"; never "-0". `minus` is the sign written before negative numbers (SVG labels use
/// the typographic "−", coordinates the ASCII "-"). Any finite value prints, however large
/// (from 1e21 on in exponent form, as ``JSONNumberFormat`` writes it, without padding).
func decimalText(_ value: Double, fractionDigits: Int, minus: String = "-") -> String {
    let rounded = JSONNumberFormat.messageNumber(Swift.abs(value), decimals: fractionDigits)
    var text = rounded
    if fractionDigits > 0, value.isFinite, !rounded.contains("e") {
        let parts = rounded.split(separator: ".", maxSplits: 1)
        let fraction = parts.count == 2 ? parts[1] : ""
        text = parts[0] + "." + fraction + String(repeating: "0", count: Swift.max(0, fractionDigits - fraction.count))
    }
    return value < 0 && rounded != "0" ? minus + text : text
}

/// A number as the page's data and attributes carry it: the text every output uses
/// (``JSONNumberFormat``: at most 9 decimals, shortest round-trip, never "-0"), which JavaScript
/// reads back too: `1`, `-37.5`, `0.1`. Only for finite values (scenes and plots are validated).
func roundTripText(_ value: Double) -> String {
    JSONNumberFormat.messageNumber(value)
}
