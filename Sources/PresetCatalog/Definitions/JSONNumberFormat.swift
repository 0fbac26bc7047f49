/// Deterministic text for JSON numbers: the shortest digits that read back as the same `Double`,
/// laid out as ECMAScript's `Number.prototype.toString` does (the rule RFC 8785, the JSON
/// Canonicalization Scheme, adopts). Integers print without ".0"; `-0` prints as `0`; exponents
/// appear only below 1e-6 and from 1e21 on. Messages about definitions print numbers this way;
/// the tooling's JSON and CSV output too (SPI).
@_spi(CatalogTooling) public enum JSONNumberFormat {
    /// The canonical text of a finite number.
    /// - Throws: ``CatalogError/Kind/invalidData`` for NaN and infinities, which JSON cannot hold.
    public static func text(for value: Double) throws -> String {
        guard value.isFinite else {
            throw CatalogError(.invalidData, "JSON cannot represent the number \(value)")
        }
        if value == 0 { return "0" }
        let (digits, pointPosition) = shortestDigits(of: Swift.abs(value))
        let sign = value < 0 ? "-" : ""
        return sign + layout(digits: digits, pointPosition: pointPosition)
    }

    /// The shortest round-trip decimal digits of a positive finite number, without leading or
    /// trailing zeros, and `n` such that the value is `0.digits × 10^n`.
    static func shortestDigits(of value: Double) -> (digits: [Character], pointPosition: Int) {
        // Swift's `description` is the shortest round-trip form, as "123.45", "1e-05" or "1.5e+20".
        let text = value.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1])! : 0
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerPart = Array(mantissa[0])
        let fractionPart = mantissa.count == 2 ? Array(mantissa[1]) : []
        var digits = integerPart + fractionPart
        var pointPosition = integerPart.count + exponent
        while digits.first == "0" {
            digits.removeFirst()
            pointPosition -= 1
        }
        while digits.last == "0" { digits.removeLast() }
        return (digits, pointPosition)
    }

    /// ECMAScript Number::toString steps 6–10 for digits `s` (k of them) and point position `n`.
    private static func layout(digits: [Character], pointPosition n: Int) -> String {
        let k = digits.count
        let all = String(digits)
        if k <= n && n <= 21 {
            return all + String(repeating: "0", count: n - k)
        }
        if 0 < n && n <= 21 {
            return String(digits[..<n]) + "." + String(digits[n...])
        }
        if -6 < n && n <= 0 {
            return "0." + String(repeating: "0", count: -n) + all
        }
        let exponent = n - 1
        let exponentText = (exponent < 0 ? "-" : "+") + String(Swift.abs(exponent))
        let head = k == 1 ? all : String(digits[0]) + "." + String(digits[1...])
        return head + "e" + exponentText
    }
}
