/// `text` made fit to quote inside a one-line error message: control characters (line breaks
/// included) and the invisible characters that reorder or hide text on screen (every character
/// ``HiddenScalars`` names: bidirectional marks, embeddings, overrides and isolates among them)
/// are written as Swift escapes (`\n`, `\u{1B}`, `\u{202E}`), and text longer than `limit`
/// characters is cut, ending with "…", so a hostile input can neither break the message across
/// lines, nor make it lie about what it shows, nor make it megabytes long. The one quoting of
/// every message the package writes: the engine's, the store's, the runtime's and the tooling's.
package func messageText(_ text: some StringProtocol, limit: Int = 60) -> String {
    var result = ""
    var count = 0
    for character in text {
        guard count < limit else { return result + "…" }
        count += 1
        if character.isNewline || character.unicodeScalars.contains(where: HiddenScalars.mustBeEscaped) {
            result += character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
        } else {
            result.append(character)
        }
    }
    return result
}

/// The characters that are invisible or act on the display rather than show, which text quoted
/// in a message (``messageText(_:limit:)``) and text the tooling shows (its `VisibleText`)
/// write as escapes.
///
/// Escaped (``mustBeEscaped(_:)``): control characters (Unicode category Cc: C0, DEL and C1,
/// line breaks and tabs included), line and paragraph separators (Zl, Zp), format characters
/// (Cf: bidirectional marks, embeddings, overrides and isolates, zero-width space, word joiner,
/// soft hyphen, byte order mark, tag characters…) except the zero-width joiner and non-joiner
/// (U+200C, U+200D), which emoji sequences and several scripts need, and the noncharacters
/// (U+FFFE, U+FFFF and the rest). Everything else is shown as it is.
package enum HiddenScalars {
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
}
