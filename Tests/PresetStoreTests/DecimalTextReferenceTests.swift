import Foundation
import PresetStore
import Testing

/// `DecimalText` works on its digits in a stack buffer; this is the same rule written for
/// clarity (arrays of digits, the text split at "e" and "."), and the two must agree on every
/// number: random bit patterns (every magnitude, subnormals included), short decimals, and
/// values that sit on a rounding boundary, at several decimal counts.
@Suite struct DecimalTextReferenceTests {
    /// The rule of `DecimalText.text(_:decimals:)`, one step at a time.
    enum Reference {
        static func text(_ value: Double, decimals: Int) -> String {
            guard value.isFinite else { return "\(value)" }
            if value == 0 { return "0" }
            let exact = shortestDigits(of: Swift.abs(value))
            let (digits, pointPosition) = rounded(exact.digits, pointPosition: exact.pointPosition, decimals: Swift.max(0, decimals))
            guard !digits.isEmpty else { return "0" }
            return (value < 0 ? "-" : "") + layout(digits: digits, pointPosition: pointPosition)
        }

        /// The digits of Swift's shortest round-trip `description`, without leading or trailing
        /// zeros, and `n` such that the value is `0.digits × 10^n`.
        static func shortestDigits(of value: Double) -> (digits: [UInt8], pointPosition: Int) {
            let parts = value.description.split(separator: "e", maxSplits: 1)
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

        /// Half away from zero at `decimals` fractional digits.
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

        /// ECMAScript Number::toString steps 6–10.
        static func layout(digits: [UInt8], pointPosition n: Int) -> String {
            let characters = digits.map { Character(Unicode.Scalar($0 + UInt8(ascii: "0"))) }
            let k = characters.count
            let all = String(characters)
            if k <= n && n <= 21 { return all + String(repeating: "0", count: n - k) }
            if 0 < n && n <= 21 { return String(characters[..<n]) + "." + String(characters[n...]) }
            if -6 < n && n <= 0 { return "0." + String(repeating: "0", count: -n) + all }
            let exponent = n - 1
            let head = k == 1 ? all : String(characters[0]) + "." + String(characters[1...])
            return head + "e" + (exponent < 0 ? "-" : "+") + String(Swift.abs(exponent))
        }
    }

    static let decimalCounts = [0, 1, 2, 4, 9, 12, 400]

    static func expectAgreement(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        for decimals in decimalCounts {
            let expected = Reference.text(value, decimals: decimals)
            #expect(
                DecimalText.text(value, decimals: decimals) == expected, "\(value) at \(decimals) decimals",
                sourceLocation: sourceLocation)
        }
    }

    @Test func randomBitPatternsAgree() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            Self.expectAgreement(value)
        }
    }

    @Test func shortDecimalsAndRoundingBoundariesAgree() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let scale = [1.0, 10, 100, 1e4, 1e9, 1e10, 1e12][Int.random(in: 0..<7, using: &generator)]
            let whole = Double(Int.random(in: -2_000_000_000...2_000_000_000, using: &generator))
            // k / scale, and the same with a trailing 5 one place past the kept decimals.
            Self.expectAgreement(whole / scale)
            Self.expectAgreement((whole * 10 + 5) / (scale * 10))
        }
    }

    @Test func edgesAgree() {
        let edges: [Double] = [
            5e-324, -5e-324, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e21, 1e-6, 1e-7,
            999_999_999_999_999_900_000, 0.5, -0.5, 0.49999999999999994, 9.9999999995, 0.9999999995, 99.5, 1e-10, 0.30000000000000004,
            -1.42e-14, 1, -1, 123_456_789.123_456_789,
        ]
        for value in edges { Self.expectAgreement(value) }
    }
}
