/// `text` made fit to quote inside a one-line error message: control characters (line breaks
/// included) and the invisible characters that reorder text on screen (bidirectional marks,
/// embeddings, overrides and isolates) are written as Swift escapes (`\n`, `\u{1B}`,
/// `\u{202E}`), and text longer than `limit` characters is cut, ending with "…", so a hostile
/// name or value can neither break the message across lines, nor make it lie about what it
/// shows, nor make it megabytes long.
package func messageText(_ text: some StringProtocol, limit: Int = 60) -> String {
    var result = ""
    var count = 0
    for character in text {
        guard count < limit else { return result + "…" }
        count += 1
        if character.isNewline || character.unicodeScalars.contains(where: MessageScalars.mustBeEscaped) {
            result += character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
        } else {
            result.append(character)
        }
    }
    return result
}

/// The characters ``messageText(_:limit:)`` escapes.
enum MessageScalars {
    /// Whether `scalar` is a control character (Unicode category Cc) or a bidirectional
    /// formatting character: U+200E/U+200F (marks), U+202A–U+202E (embeddings, overrides) or
    /// U+2066–U+2069 (isolates).
    static func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || BidirectionalFormatting.isOverrideOrIsolate(scalar)
            || scalar.value == 0x200E || scalar.value == 0x200F
    }
}
