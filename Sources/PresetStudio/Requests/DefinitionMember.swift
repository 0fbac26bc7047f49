import CatalogEditing

/// A definition a request carries in a member: its object, already parsed with the request's
/// body, or its JSON text (a string, as an editor holds it, so syntax errors name their line
/// and column in that text). Either way the format's own reader (``DefinitionCheck``) reads it,
/// from the tree it is, with no text written out and parsed again, and reports every problem.
struct DefinitionMember: Decodable {
    /// How the member holds the definition.
    enum Form {
        /// The definition's JSON text, parsed when it is read.
        case text(String)
        /// The definition's object, parsed with the request.
        case parsed(JSONValue)
    }

    /// How the member holds the definition.
    let form: Form

    /// A member holding the JSON text `text`.
    init(text: String) {
        form = .text(text)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(JSONValue.self)
        switch value {
        case .string(let text):
            form = .text(text)
        case .object:
            form = .parsed(value)
        case let other:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "must be a definition (an object, or its JSON text), not \(other.kindDescription)")
        }
    }
}
