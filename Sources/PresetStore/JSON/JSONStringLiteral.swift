import ParallaxEngine

/// The one writer of JSON string literals: the manifest's canonical JSON (what its signature
/// signs), every JSON document the tools print or serve (``Escaping/visible``) and the data a
/// page embeds in a `<script>` element (``Escaping/visibleInHTML``) write strings through it.
package enum JSONStringLiteral {
    /// Which scalars are written as `\u` escapes beyond the ones JSON requires.
    package enum Escaping: Sendable {
        /// None: RFC 8785's canonical form, what a manifest's signature signs.
        case canonical
        /// Also every scalar `HiddenScalars` names (C1 controls, bidirectional and invisible
        /// formatting characters, noncharacters), so JSON printed on a terminal shows them
        /// instead of acting on them while a JSON reader gets the text back exactly.
        case visible
        /// As ``visible``, and also `<`, `>`, `&`, U+2028 and U+2029, so data embedded in an
        /// HTML `<script>` element can never close the element or end a line in it.
        case visibleInHTML
    }

    /// Appends the literal of `text` to `output`: `"` and `\` escaped, the control characters
    /// \b \t \n \f \r in short form and the others as `\u00xx` (as RFC 8785 writes them), the
    /// scalars `escaping` names as `\u` escapes (four lowercase hex digits per UTF-16 code
    /// unit, a surrogate pair beyond the BMP), every other scalar as it is.
    package static func append(_ text: String, to output: inout String, escaping: Escaping) {
        // Printable ASCII that needs no escape, most text by far (keys, names, titles), is
        // checked byte by byte in contiguous UTF-8 and copied whole.
        var contiguous = text
        let isPlain = contiguous.withUTF8 { bytes in
            bytes.allSatisfy { byte in isPlainASCII(byte, escaping: escaping) }
        }
        output += "\""
        if isPlain {
            output += contiguous
        } else {
            appendScalars(of: text, to: &output, escaping: escaping)
        }
        output += "\""
    }

    /// Whether `byte` (UTF-8) is printable ASCII that `escaping` writes as it is.
    private static func isPlainASCII(_ byte: UInt8, escaping: Escaping) -> Bool {
        guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { return false }
        guard escaping == .visibleInHTML else { return true }
        return byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "&")
    }

    private static func appendScalars(of text: String, to output: inout String, escaping: Escaping) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{08}": output += "\\b"
            case "\t": output += "\\t"
            case "\n": output += "\\n"
            case "\u{0C}": output += "\\f"
            case "\r": output += "\\r"
            case _ where scalar.value < 0x20 || mustBeEscaped(scalar, escaping): output += unicodeEscape(scalar)
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    /// Whether `escaping` writes `scalar` (not one JSON itself requires escaping) as a `\u` escape.
    private static func mustBeEscaped(_ scalar: Unicode.Scalar, _ escaping: Escaping) -> Bool {
        switch escaping {
        case .canonical: false
        case .visible: HiddenScalars.mustBeEscaped(scalar)
        case .visibleInHTML: HiddenScalars.mustBeEscaped(scalar) || closesHTML.contains(scalar)
        }
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
