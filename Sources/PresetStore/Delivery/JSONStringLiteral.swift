/// The one writer of JSON string literals: the manifest's canonical JSON (what its signature
/// signs) and CatalogEditing's JSON output both write strings through it.
package enum JSONStringLiteral {
    /// Appends the literal of `text` to `output` as RFC 8785 writes it: `"` and `\` escaped, the
    /// control characters \b \t \n \f \r in short form and the others as `\u00xx`; every other
    /// scalar as it is, unless `alsoEscaped` says to write it as `\u` escapes (four lowercase hex
    /// digits per UTF-16 code unit, a surrogate pair beyond the BMP).
    package static func append(
        _ text: String, to output: inout String, alsoEscaped: (Unicode.Scalar) -> Bool = { _ in false }
    ) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{08}": output += "\\b"
            case "\t": output += "\\t"
            case "\n": output += "\\n"
            case "\u{0C}": output += "\\f"
            case "\r": output += "\\r"
            case _ where scalar.value < 0x20 || alsoEscaped(scalar): output += unicodeEscape(scalar)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// `\u` and four lowercase hex digits for each UTF-16 code unit of the scalar.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        UTF16.encode(scalar)!.map { unit in
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }
}
