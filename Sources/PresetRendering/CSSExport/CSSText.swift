import ParallaxEngine
import PresetStore

/// A CSS number: the text every output uses (``DecimalText``) at six decimals, so no trailing
/// zeros and never `-0` (`0.25`, `-350`, `1e-6` becomes `0.000001`). Six decimals keep every
/// exported value within 5e-7 of the engine's.
func cssNumber(_ value: Double) -> String {
    DecimalText.text(value, decimals: 6)
}

/// A length in CSS pixels (one point each): `-350px`.
func cssLength(_ value: Double) -> String { cssNumber(value) + "px" }

/// An angle in degrees: `280deg`.
func cssAngle(_ value: Double) -> String { cssNumber(value) + "deg" }

/// A percentage: `12.5%`.
func cssPercent(_ fraction: Double) -> String { cssNumber(fraction * 100) + "%" }

/// A position inside a named range: a percentage, a length, or `calc()` of both.
func cssLengthPercentage(percent: Double, points: Double) -> String {
    let percentText = cssNumber(percent)
    let pointsText = cssNumber(points)
    if pointsText == "0" { return percentText + "%" }
    if percentText == "0" { return pointsText + "px" }
    return points < 0
        ? "calc(\(percentText)% - \(cssNumber(-points))px)"
        : "calc(\(percentText)% + \(pointsText)px)"
}

/// `text` as a CSS identifier fragment: letters, digits and `-` kept, every other character
/// written `_hex_` (so different texts stay different), e.g. `image left` → `image_20_left`.
func cssIdentifierFragment(_ text: String) -> String {
    text.unicodeScalars.map { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-": String(scalar)
        default: "_" + String(scalar.value, radix: 16) + "_"
        }
    }.joined()
}

/// `text` as a quoted CSS string, `"` and `\` and control characters escaped, and `<` too so
/// the string cannot close a `<style>` element.
func cssString(_ text: String) -> String {
    let escaped = text.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "\"", "\\": return "\\" + String(scalar)
        case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "<": return "\\" + String(scalar.value, radix: 16) + " "
        default: return String(scalar)
        }
    }.joined()
    return "\"" + escaped + "\""
}
