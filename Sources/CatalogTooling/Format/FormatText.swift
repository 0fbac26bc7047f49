/// The string forms of the definition format, each as a check and as the regular expression the
/// JSON Schema states (ECMA-262, as JSON Schema's `pattern` reads it); the two describe the same
/// strings.
enum FormatText {
    /// A name: `^[a-z0-9][a-z0-9-]*$`, at most ``slugMaximumLength`` characters.
    static let slugPattern = "^[a-z0-9][a-z0-9-]*$"
    /// The longest name.
    static let slugMaximumLength = 64
    /// A percentage: a decimal number, optionally signed and with an exponent, then `%`.
    static let percentagePattern = "^[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?%$"
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

    /// Whether `text` is a percentage of finite size.
    static func isPercentage(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        guard bytes.popLast() == UInt8(ascii: "%") else { return false }
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let whole = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(whole.count)
        var fraction = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fraction)
        }
        guard whole.count + fraction > 0 else { return false }
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix(while: isDigit).count
            guard exponent > 0 else { return false }
            bytes = bytes.dropFirst(exponent)
        }
        guard bytes.isEmpty, let value = Double(String(text.dropLast())) else { return false }
        return value.isFinite
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
