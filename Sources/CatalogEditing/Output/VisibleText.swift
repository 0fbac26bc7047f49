import ParallaxEngine

/// Text made safe to show on a terminal, in a table or in a document, whatever wrote it:
/// characters that are invisible or act on the display rather than show (the engine's
/// `HiddenScalars`, the same set its messages escape) are written as Swift escapes
/// (`\u{1B}`, `\u{202E}`), so a catalog written by another program can neither move the
/// cursor, clear the screen, fake a table row, reorder what is shown nor hide a character.
package enum VisibleText {
    /// `text` with every scalar `HiddenScalars.mustBeEscaped(_:)` names written as `\u{…}`
    /// (uppercase hexadecimal), the rest as it is; text without one is returned unchanged.
    package static func escaped(_ text: String) -> String {
        // Printable ASCII, most text by far (and every data URI a page holds), is checked byte
        // by byte in contiguous UTF-8, without a look at the Unicode tables.
        var contiguous = text
        let isPlainASCII = contiguous.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        guard !isPlainASCII, text.unicodeScalars.contains(where: HiddenScalars.mustBeEscaped) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if HiddenScalars.mustBeEscaped(scalar) {
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

/// A file path as the tools print it, on stdout or in a message: every character
/// ``VisibleText`` escapes (control characters such as ESC and line breaks, bidirectional
/// overrides…) written as a Swift escape, so a path can neither drive the terminal nor fake a
/// line. Paths are never cut: a path is at most a few thousand bytes.
package func pathText(_ path: String) -> String {
    VisibleText.escaped(path)
}
