import CatalogEditing

/// A definition a request carries in a member: its object, or its JSON text (a string, as an
/// editor holds it, so syntax errors name their line and column in that text). Either way it is
/// read as text by the format's own reader (``DefinitionCheck``), which reports every problem.
struct DefinitionMember: Decodable {
    /// The definition's JSON text.
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(JSONValue.self)
        switch value {
        case .string(let text):
            self.text = text
        case .object:
            // The parser's numbers are finite, so the canonical text cannot fail.
            text = try value.canonicalText(layout: .compact)
        case let other:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "must be a definition (an object, or its JSON text), not \(other.kindDescription)")
        }
    }
}
