/// The text of a number as every output prints it (JSON, CSV, tables, the HTML page, messages).
///
/// The value is rounded to at most `decimals` fractional digits (decimal rounding, half away
/// from zero, on the shortest digits that read back as the same `Double`), so float noise left by
/// arithmetic disappears: a value within 1e-9 of a round number prints as that number. It is
/// laid out as ECMAScript's `Number.prototype.toString` does (the rule RFC 8785 adopts): integers
/// without ".0", exponents only below 1e-6 and from 1e21 on; a value that rounds to 0 prints
/// `0`, never `-0`. The one formatter of numbers people and scripts read: the store's, the
/// runtime's and the tooling's messages, tables, CSV, JSON and pages all use it (the tooling adds
/// JSON's refusal of NaN and infinities, ``jsonText(_:decimals:)``, and fixed-decimal labels,
/// ``fixed(_:fractionDigits:minus:)``). The engine's own `numberText` is another thing: the exact
/// spelling of a number inside a curve or offset text, which must read back to the same value.
package enum DecimalText {
    /// The most fractional digits any output keeps: 1e-9, far below a point or a progress step
    /// anyone can see, and far above the noise of double arithmetic on such values.
    package static let maximumDecimals = 9

    /// The text of `value` rounded to at most `decimals` fractional digits; Swift's own spelling
    /// (`nan`, `inf`) for a number that is not finite.
    package static func text(_ value: Double, decimals: Int = maximumDecimals) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == 0 { return "0" }
        let exact = shortestDigits(of: Swift.abs(value))
        let (digits, pointPosition) = rounded(exact.digits, pointPosition: exact.pointPosition, decimals: Swift.max(0, decimals))
        guard !digits.isEmpty else { return "0" }
        return (value < 0 ? "-" : "") + layout(digits: digits, pointPosition: pointPosition)
    }

    /// The shortest text that reads back as exactly `value`, laid out as ``text(_:decimals:)``
    /// lays numbers out but never rounded: `1e-10`, `5e-324`, `0.30000000000000004`. What the
    /// catalog's own numbers (definitions, stored sizes) print as, so every stored number reads
    /// back unchanged and none prints as 0 (only 0 and -0 print `0`).
    package static func exactText(_ value: Double) -> String {
        text(value, decimals: exactDecimals)
    }

    /// More fractional digits than any `Double` has (the last digit of 5e-324 is the 324th
    /// decimal), so ``rounded(_:pointPosition:decimals:)`` never cuts one.
    static let exactDecimals = 400

    /// The shortest round-trip decimal digits of a positive finite number, without leading or
    /// trailing zeros, and `n` such that the value is `0.digits × 10^n`.
    static func shortestDigits(of value: Double) -> (digits: [UInt8], pointPosition: Int) {
        // Swift's `description` is the shortest round-trip form, as "123.45", "1e-05" or "1.5e+20".
        let text = value.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1])! : 0
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerPart = mantissa[0].utf8.map { $0 - UInt8(ascii: "0") }
        let fractionPart = mantissa.count == 2 ? mantissa[1].utf8.map { $0 - UInt8(ascii: "0") } : []
        var digits = integerPart + fractionPart
        var pointPosition = integerPart.count + exponent
        while digits.first == 0 {
            digits.removeFirst()
            pointPosition -= 1
        }
        while digits.last == 0 { digits.removeLast() }
        return (digits, pointPosition)
    }

    /// `0.digits × 10^n` rounded half away from zero to `decimals` fractional digits; no digits
    /// when it rounds to 0.
    static func rounded(_ digits: [UInt8], pointPosition n: Int, decimals: Int) -> (digits: [UInt8], pointPosition: Int) {
        let kept = n + decimals
        guard digits.count > kept else { return (digits, n) }
        guard kept >= 0 else { return ([], n) }
        var result = Array(digits[..<kept])
        var pointPosition = n
        if digits[kept] >= 5 {
            var index = result.count - 1
            while index >= 0, result[index] == 9 {
                result[index] = 0
                index -= 1
            }
            if index >= 0 {
                result[index] += 1
            } else {
                result.insert(1, at: 0)
                pointPosition += 1
            }
        }
        while result.last == 0 { result.removeLast() }
        return (result, pointPosition)
    }

    /// ECMAScript Number::toString steps 6–10 for digits `s` (k of them) and point position `n`.
    private static func layout(digits: [UInt8], pointPosition n: Int) -> String {
        let characters = digits.map { Character(Unicode.Scalar($0 + UInt8(ascii: "0"))) }
        let k = characters.count
        let all = String(characters)
        if k <= n && n <= 21 {
            return all + String(repeating: "0", count: n - k)
        }
        if 0 < n && n <= 21 {
            return String(characters[..<n]) + "." + String(characters[n...])
        }
        if -6 < n && n <= 0 {
            return "0." + String(repeating: "0", count: -n) + all
        }
        let exponent = n - 1
        let exponentText = (exponent < 0 ? "-" : "+") + String(Swift.abs(exponent))
        let head = k == 1 ? all : String(characters[0]) + "." + String(characters[1...])
        return head + "e" + exponentText
    }
}
