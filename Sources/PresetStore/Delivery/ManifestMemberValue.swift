/// A manifest member's value (format 1 has only integers and strings) and the canonical JSON
/// writer the signature is made over.
enum ManifestMemberValue: Hashable, Sendable {
    /// A whole number.
    case integer(Int)
    /// A string.
    case text(String)

    /// One member's value as the JSON decoder reads it: nil for anything format 1 never holds
    /// (`true`, `null`, a fraction, an array, an object).
    struct Decoded: Decodable {
        let value: ManifestMemberValue?

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                value = .integer(number)
            } else if let text = try? container.decode(String.self) {
                value = .text(text)
            } else {
                value = nil
            }
        }
    }

    /// `{"key":value,…}` with the keys in code point order and nothing between tokens but
    /// `separator` after each comma (`open` and `close` around, `colon` after each key).
    static func canonicalObject(
        _ members: [(String, ManifestMemberValue)], separator: String = ",", open: String = "{", colon: String = ":",
        close: String = "}"
    ) -> String {
        let sorted = members.sorted { $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars) }
        var output = open
        for (index, (key, value)) in sorted.enumerated() {
            if index > 0 { output += separator }
            JSONStringLiteral.append(key, to: &output, escaping: .canonical)
            output += colon
            switch value {
            case .integer(let number): output += String(number)
            case .text(let text): JSONStringLiteral.append(text, to: &output, escaping: .canonical)
            }
        }
        return output + close
    }
}
