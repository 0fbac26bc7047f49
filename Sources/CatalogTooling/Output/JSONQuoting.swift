import ParallaxEngine

/// A JSON string literal for a text: `"`, `\` and control characters escaped (the short forms
/// where JSON has them), and every other character ``VisibleText`` escapes (C1 controls,
/// bidirectional and invisible formatting characters, noncharacters) as `\u` escapes (a UTF-16
/// pair beyond the BMP), so JSON printed on a terminal shows them instead of acting on them
/// while a JSON reader gets the text back exactly; everything else as it is. For embedding in
/// an HTML `<script>` element, also `<`, `>`, `&`, U+2028 and U+2029, so the data can never
/// close the element.
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
            case _ where scalar.value < 0x20 || VisibleText.mustBeEscaped(scalar): output += unicodeEscape(scalar)
            case _ where safeInHTML && Self.closesHTML.contains(scalar): output += unicodeEscape(scalar)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// What could end a `<script>` element or a line in it.
    private static let closesHTML: Set<Unicode.Scalar> = ["<", ">", "&", "\u{2028}", "\u{2029}"]

    /// `\u` and four lowercase hex digits for each UTF-16 code unit of the scalar.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        UTF16.encode(scalar)!.map { unit in
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }
}
