/// `text` made fit to quote inside a one-line error message: control characters (line breaks
/// included) and the bidirectional formatting characters that reorder text on screen (U+200E,
/// U+200F, U+202A–U+202E, U+2066–U+2069) are written as Swift escapes (`\n`, `\u{1B}`,
/// `\u{202E}`), and text longer than `limit` characters is cut, ending with "…", so a hostile
/// input can neither break the message across lines, nor make it lie, nor make it megabytes long.
/// The one quoting of every message the package writes: the engine's, the store's, the runtime's
/// and the tooling's.
package func messageText(_ text: some StringProtocol, limit: Int = 60) -> String {
    var result = ""
    var count = 0
    for character in text {
        guard count < limit else { return result + "…" }
        count += 1
        if character.isNewline || character.unicodeScalars.contains(where: mustBeEscaped) {
            result += character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
        } else {
            result.append(character)
        }
    }
    return result
}

/// Whether `scalar` is a control character or a bidirectional mark, embedding, override or isolate.
private func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || scalar.value == 0x200E || scalar.value == 0x200F
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
}
