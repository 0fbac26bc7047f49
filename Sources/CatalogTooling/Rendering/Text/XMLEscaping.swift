extension String {
    /// The text with XML's five special characters escaped, safe in element content and in
    /// double-quoted attribute values (SVG and HTML alike).
    var xmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
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
