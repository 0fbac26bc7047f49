import ParallaxEngine
import PresetStore

/// A JSON string literal for a text: `"`, `\` and control characters escaped (the short forms
/// where JSON has them), and every other character ``VisibleText`` escapes (C1 controls,
/// bidirectional and invisible formatting characters, noncharacters) as `\u` escapes (a UTF-16
/// pair beyond the BMP), so JSON printed on a terminal shows them instead of acting on them
/// while a JSON reader gets the text back exactly; everything else as it is. For embedding in
/// an HTML `<script>` element, also `<`, `>`, `&`, U+2028 and U+2029, so the data can never
/// close the element.
package enum JSONQuoting {
    /// Appends the literal of `text` to `output`.
    package static func append(_ text: String, to output: inout String, safeInHTML: Bool = false) {
        // Printable ASCII that needs no escape, most text by far (keys, names, titles), is
        // checked byte by byte in contiguous UTF-8 and copied whole.
        var contiguous = text
        let isPlain = contiguous.withUTF8 { bytes in
            bytes.allSatisfy { byte in
                byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
                    && !(safeInHTML && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")))
            }
        }
        if isPlain {
            output += "\""
            output += contiguous
            output += "\""
            return
        }
        JSONStringLiteral.append(text, to: &output) { scalar in
            HiddenScalars.mustBeEscaped(scalar) || (safeInHTML && closesHTML.contains(scalar))
        }
    }

    /// What could end a `<script>` element or a line in it.
    private static let closesHTML: Set<Unicode.Scalar> = ["<", ">", "&", "\u{2028}", "\u{2029}"]
}
