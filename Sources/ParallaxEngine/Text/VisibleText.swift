/// Text made safe to show on a terminal, in a table or in a document, whatever wrote it:
/// characters that are invisible or act on the display rather than show are written as Swift
/// escapes (`\u{1B}`, `\u{202E}`), so a catalog written by another program can neither move the
/// cursor, clear the screen, fake a table row, reorder what is shown nor hide a character.
///
/// Escaped (``mustBeEscaped(_:)``): control characters (Unicode category Cc: C0, DEL and C1,
/// line breaks and tabs included), line and paragraph separators (Zl, Zp), format characters
/// (Cf: bidirectional marks, embeddings, overrides and isolates, zero-width space, word joiner,
/// soft hyphen, byte order mark, tag characters…) except the zero-width joiner and non-joiner
/// (U+200C, U+200D), which emoji sequences and several scripts need, and the noncharacters
/// (U+FFFE, U+FFFF and the rest). Everything else is shown as it is.
package enum VisibleText {
    /// Whether `scalar` is written as an escape rather than shown.
    package static func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII first, without a look at the Unicode tables: only the C0 controls and DEL.
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return scalar.value != 0x200C && scalar.value != 0x200D
        default: return scalar.properties.isNoncharacterCodePoint
        }
    }

    /// `text` with every scalar ``mustBeEscaped(_:)`` says so written as `\u{…}` (uppercase
    /// hexadecimal), the rest as it is; text without one is returned unchanged.
    package static func escaped(_ text: String) -> String {
        // Printable ASCII, most text by far (and every data URI a page holds), is checked byte
        // by byte in contiguous UTF-8, without a look at the Unicode tables.
        var contiguous = text
        let isPlainASCII = contiguous.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        guard !isPlainASCII, text.unicodeScalars.contains(where: mustBeEscaped) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if mustBeEscaped(scalar) {
                result.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `\u{1B}`: the scalar as a Swift escape.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
