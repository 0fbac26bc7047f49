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
///
/// A preview writes hundreds of thousands of numbers, so the digits are worked on in one small
/// buffer on the stack and the text is made once, at the end: no array or string per step.
package enum DecimalText {
    /// The most fractional digits any output keeps: 1e-9, far below a point or a progress step
    /// anyone can see, and far above the noise of double arithmetic on such values.
    package static let maximumDecimals = 9

    /// The text of `value` rounded to at most `decimals` fractional digits; Swift's own spelling
    /// (`nan`, `inf`) for a number that is not finite.
    package static func text(_ value: Double, decimals: Int = maximumDecimals) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == 0 { return "0" }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bufferSize) { buffer in
            var digits = Digits(buffer)
            digits.readShortest(Swift.abs(value))
            digits.round(toDecimals: Swift.max(0, decimals))
            guard digits.count > 0 else { return "0" }
            return digits.laidOut(negative: value < 0)
        }
    }

    /// The shortest text that reads back as exactly `value`, laid out as ``text(_:decimals:)``
    /// lays numbers out but never rounded: `1e-10`, `5e-324`, `0.30000000000000004`. What the
    /// catalog's own numbers (definitions, stored sizes) print as, so every stored number reads
    /// back unchanged and none prints as 0 (only 0 and -0 print `0`).
    package static func exactText(_ value: Double) -> String {
        text(value, decimals: exactDecimals)
    }

    /// More fractional digits than any `Double` has (the last digit of 5e-324 is the 324th
    /// decimal), so rounding never cuts one.
    static let exactDecimals = 400

    /// Room for the digits (17 at most, one more when rounding carries) and for the laid-out
    /// text (at most 25 bytes: `-0.00000` and 17 digits, or `-1.` 16 digits `e-324`).
    private static let bufferSize = 64

    /// Where the laid-out text starts in the buffer; the digits live below it.
    private static let textStart = 32

    /// Decimal digits `0.d₁d₂…dₖ × 10^pointPosition` of a positive number, without leading or
    /// trailing zeros, in `buffer[start..<start + count]` (digit values 0…9, not ASCII).
    private struct Digits {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        /// Index of the first digit; 1 at first, so a carry out of the first digit has room.
        var start = 1
        var count = 0
        var pointPosition = 0

        init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

        /// Reads the shortest round-trip digits of a positive finite number from Swift's
        /// `description` ("123.45", "1e-05", "1.5e+20").
        mutating func readShortest(_ value: Double) {
            var integerDigits = 0
            var seenPoint = false
            var inExponent = false
            var exponentIsNegative = false
            var exponent = 0
            for byte in value.description.utf8 {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let digit = byte &- UInt8(ascii: "0")
                    if inExponent {
                        exponent = exponent * 10 + Int(digit)
                    } else {
                        buffer[start + count] = digit
                        count += 1
                        if !seenPoint { integerDigits += 1 }
                    }
                case UInt8(ascii: "."): seenPoint = true
                case UInt8(ascii: "e"): inExponent = true
                case UInt8(ascii: "-"): exponentIsNegative = true
                default: break  // "+" of a positive exponent
                }
            }
            pointPosition = integerDigits + (exponentIsNegative ? -exponent : exponent)
            while count > 0, buffer[start] == 0 {
                start += 1
                count -= 1
                pointPosition -= 1
            }
            while count > 0, buffer[start + count - 1] == 0 { count -= 1 }
        }

        /// Rounds half away from zero to `decimals` fractional digits; no digits when the
        /// number rounds to 0.
        mutating func round(toDecimals decimals: Int) {
            let kept = pointPosition + decimals
            guard count > kept else { return }
            guard kept >= 0 else {
                count = 0
                return
            }
            let roundsUp = buffer[start + kept] >= 5
            count = kept
            if roundsUp {
                var index = count - 1
                while index >= 0, buffer[start + index] == 9 {
                    buffer[start + index] = 0
                    index -= 1
                }
                if index >= 0 {
                    buffer[start + index] += 1
                } else {
                    // Every kept digit was 9 (or none was kept): the carry makes a new first digit.
                    start -= 1
                    buffer[start] = 1
                    count += 1
                    pointPosition += 1
                }
            }
            while count > 0, buffer[start + count - 1] == 0 { count -= 1 }
        }

        /// ECMAScript Number::toString steps 6–10 for the k digits and point position n.
        func laidOut(negative: Bool) -> String {
            var end = DecimalText.textStart
            func put(_ byte: UInt8) {
                buffer[end] = byte
                end += 1
            }
            func putDigits(_ range: Range<Int>) {
                for index in range { put(buffer[start + index] &+ UInt8(ascii: "0")) }
            }
            func putZeros(_ count: Int) {
                for _ in 0..<Swift.max(0, count) { put(UInt8(ascii: "0")) }
            }
            let k = count
            let n = pointPosition
            if negative { put(UInt8(ascii: "-")) }
            if k <= n && n <= 21 {
                putDigits(0..<k)
                putZeros(n - k)
            } else if 0 < n && n <= 21 {
                putDigits(0..<n)
                put(UInt8(ascii: "."))
                putDigits(n..<k)
            } else if -6 < n && n <= 0 {
                put(UInt8(ascii: "0"))
                put(UInt8(ascii: "."))
                putZeros(-n)
                putDigits(0..<k)
            } else {
                putDigits(0..<1)
                if k > 1 {
                    put(UInt8(ascii: "."))
                    putDigits(1..<k)
                }
                put(UInt8(ascii: "e"))
                let exponent = n - 1
                put(exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
                var magnitude = Swift.abs(exponent)
                var divisor = 1
                while divisor * 10 <= magnitude { divisor *= 10 }
                while divisor > 0 {
                    put(UInt8(magnitude / divisor) &+ UInt8(ascii: "0"))
                    magnitude %= divisor
                    divisor /= 10
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[DecimalText.textStart..<end]), as: UTF8.self)
        }
    }
}
