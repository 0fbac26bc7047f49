/// The string forms of the definition format, each as a check and as the regular expression the
/// JSON Schema states (ECMA-262, as JSON Schema's `pattern` reads it); the two describe the same
/// strings.
enum FormatText {
    /// A name: `^[a-z0-9][a-z0-9-]*$`, at most ``slugMaximumLength`` characters.
    static let slugPattern = "^[a-z0-9][a-z0-9-]*$"
    /// The longest name.
    static let slugMaximumLength = 64
    /// A percentage within ±``CatalogLimits/maximumCoordinate`` (``NumberBound/coordinate``, as
    /// ``DefinitionBounds`` bounds a view range's offsets), written so a pattern can state the
    /// bound: a decimal number, optionally signed, of at most six digits before the point (leading
    /// zeros aside) or exactly 1000000, then an optional exponent that is negative or zero, then
    /// `%`. Every percentage the tool writes has this form (an exponent only for tiny values).
    static let percentagePattern = "^[-+]?0*([0-9]{1,6}(\\.[0-9]*)?|\\.[0-9]+|1000000(\\.0*)?)([eE](-[0-9]+|[-+]?0+))?%$"
    /// 64 lowercase hexadecimal digits.
    static let sha256Pattern = "^[0-9a-f]{64}$"
    /// One character free text must not hold: a control character (Unicode Cc), a line or
    /// paragraph separator, or a bidirectional embedding, override or isolate (what
    /// `TextFieldRules` refuses).
    static let forbiddenTextPattern = "[\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]"

    /// Whether `text` is a name.
    static func isSlug(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, bytes.count <= slugMaximumLength, isLowercaseLetterOrDigit(first) else { return false }
        return bytes.allSatisfy { isLowercaseLetterOrDigit($0) || $0 == UInt8(ascii: "-") }
    }

    /// Whether `text` is a percentage of the form ``percentagePattern`` states.
    static func isPercentage(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        guard bytes.popLast() == UInt8(ascii: "%") else { return false }
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let zeros = bytes.prefix { $0 == UInt8(ascii: "0") }.count
        let whole = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(whole.count)
        // Leading zeros aside, at most six digits, or 1000000 with a fraction of zeros.
        let significant = whole.dropFirst(zeros)
        var fractionIsZero = true
        var fraction = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            let digits = bytes.prefix(while: isDigit)
            fraction = digits.count
            fractionIsZero = digits.allSatisfy { $0 == UInt8(ascii: "0") }
            bytes = bytes.dropFirst(fraction)
        }
        guard whole.count + fraction > 0 else { return false }
        if significant.count > 6 {
            guard significant.elementsEqual("1000000".utf8), fractionIsZero else { return false }
        }
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            let isNegative = bytes.first == UInt8(ascii: "-")
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix(while: isDigit)
            guard !exponent.isEmpty, isNegative || exponent.allSatisfy({ $0 == UInt8(ascii: "0") }) else { return false }
            bytes = bytes.dropFirst(exponent.count)
        }
        return bytes.isEmpty
    }

    /// Whether `text` is 64 lowercase hexadecimal digits.
    static func isSHA256(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isLowercaseLetterOrDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}
