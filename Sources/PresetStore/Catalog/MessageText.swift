/// `text` made fit to quote inside a one-line error message: control characters (line breaks
/// included) are written as Swift escapes (`\n`, `\t`, `\u{1B}`), and text longer than
/// `limit` characters is cut, ending with "…", so a hostile name or value can neither break the
/// message across lines nor make it megabytes long.
func messageText(_ text: some StringProtocol, limit: Int = 80) -> String {
    var result = ""
    var count = 0
    for character in text {
        guard count < limit else { return result + "…" }
        count += 1
        if character.isNewline || character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            result += character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
        } else {
            result.append(character)
        }
    }
    return result
}
