import CatalogEditing
import ParallaxEngine

extension String {
    /// The text with XML's five special characters escaped, safe in element content and in
    /// double-quoted attribute values (SVG and HTML alike), and well-formed XML whatever it
    /// holds: every character ``VisibleText`` escapes (controls, which XML 1.0 forbids below
    /// U+0020, noncharacters such as U+FFFE, bidirectional and invisible formatting
    /// characters) is written as its visible `\u{…}` escape, so a page or plot shows it
    /// rather than acting on it.
    package var xmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in VisibleText.escaped(self) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
