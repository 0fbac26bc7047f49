/// `text` made fit to quote inside a one-line error message: control characters (line breaks
/// included) and the invisible characters that reorder or hide text on screen (every character
/// ``VisibleText`` escapes: bidirectional marks, embeddings, overrides and isolates among them)
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
        if character.isNewline || character.unicodeScalars.contains(where: VisibleText.mustBeEscaped) {
            result += character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
        } else {
            result.append(character)
        }
    }
    return result
}
