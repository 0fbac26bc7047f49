import CatalogEditing

/// The body of `POST /api/preview`, `/api/preview/scene`, `/api/export/css` and
/// `/api/export/html`, member by member as the client sends it (``PreviewRequest`` reads it for
/// its route): one subject (`preset`, `definition` or `menu`), and the geometry and flags
/// `preview`'s options give.
struct PreviewBody: Decodable {
    /// A stored preset's name.
    var preset: String?
    /// An unsaved definition.
    var definition: DefinitionMember?
    /// A stored menu's name.
    var menu: String?
    /// `--offsets`.
    var offsets: OffsetsMember?
    /// `--viewport`.
    var viewport: ViewportMember?
    /// `--item-frame`: `"844,100"`.
    var itemFrame: String?
    /// `--row-height`.
    var rowHeight: Double?
    /// `--header-height`.
    var headerHeight: Double?
    /// `--image`: an image's name.
    var image: String?
    /// `--var`, repeated.
    var variables: SettingsMember?
    /// `--underlying`, repeated.
    var underlying: SettingsMember?
    /// `--reduced-motion` (preview only).
    var reducedMotion: Bool?
    /// `--reachable-only` (export only).
    var reachableOnly: Bool?
    /// `--without-motion` (export only).
    var withoutMotion: Bool?
    /// `--fallback`, `"none"` or `"script"` (export only).
    var fallback: String?
    /// `--trajectory` (preview of a preset only).
    var trajectory: String?
}

/// `offsets`: the option's text, or an array of numbers read as the list `0,50,100` is.
struct OffsetsMember: Decodable {
    /// The text `--offsets` would take.
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch try container.decode(JSONValue.self) {
        case .string(let text):
            self.text = text
        case .array:
            // The shortest text that reads back as the same number.
            let texts = try container.decode([Double].self).map { String($0) }
            guard !texts.isEmpty else { throw DecodingError.dataCorruptedError(in: container, debugDescription: "the list is empty") }
            text = texts.joined(separator: ",")
        case let other:
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "must be a string like \"0:400:10\" or \"0,50,100\", or an array of numbers, not \(other.kindDescription)"
            )
        }
    }
}

/// A repeatable option's settings, `NAME=VALUE`: an array of those texts, or an object whose
/// members are the names and whose numbers or strings are the values.
struct SettingsMember: Decodable {
    /// The `NAME=VALUE` texts, an object's by name.
    let settings: [String]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch try container.decode(JSONValue.self) {
        case .array(let elements):
            settings = try elements.enumerated().map { index, element in
                guard case .string(let text) = element else {
                    throw DecodingError.typeMismatch(
                        String.self,
                        .init(
                            codingPath: decoder.codingPath + [IndexKey(index)],
                            debugDescription: "must be a string NAME=VALUE, not \(element.kindDescription)"))
                }
                return text
            }
        case .object(let members):
            settings = try members.keys.sorted().map { name in
                switch members[name]! {
                case .number(let number): return name + "=" + String(number)
                case .string(let text): return name + "=" + text
                case let other:
                    throw DecodingError.typeMismatch(
                        String.self,
                        .init(
                            codingPath: decoder.codingPath + [MemberKey(name)],
                            debugDescription: "must be a number or a string, not \(other.kindDescription)"))
                }
            }
        case let other:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "must be an object or an array of NAME=VALUE strings, not \(other.kindDescription)")
        }
    }
}
