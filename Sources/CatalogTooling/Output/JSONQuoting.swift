/// A JSON string literal for a text: `"`, `\` and control characters escaped (the short forms
/// where JSON has them), everything else as it is; for embedding in an HTML `<script>` element,
/// also `<`, `>`, `&`, U+2028 and U+2029, so the data can never close the element.
enum JSONQuoting {
    /// Appends the literal of `text` to `output`.
    static func append(_ text: String, to output: inout String, safeInHTML: Bool = false) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20: output += unicodeEscape(scalar)
            case _ where safeInHTML && Self.closesHTML.contains(scalar): output += unicodeEscape(scalar)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// What could end a `<script>` element or a line in it.
    private static let closesHTML: Set<Unicode.Scalar> = ["<", ">", "&", "\u{2028}", "\u{2029}"]

    /// `\u` and the scalar's four lowercase hex digits.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
