import CatalogEditing
import PresetCatalog
import PresetStore

/// A request's `viewport` member: `{"width": 390, "height": 844}` in points, or the text
/// `preview --viewport` takes, `"390x844"`, kept as an alias. Each side must lie inside
/// ``NumberBound/size``, as the option's do.
struct ViewportMember: Decodable {
    /// The viewport it gives.
    let size: ViewportSize

    private enum Side: String, CodingKey, CaseIterable {
        case width, height
    }

    /// - Throws: `DecodingError` at the member at fault (`viewport.width`, `viewport.depth`, or
    ///   `viewport` for a value of the wrong kind), its description the message.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch try container.decode(JSONValue.self) {
        case .string(let text):
            do {
                size = try ViewportSize(parsing: text)
            } catch let error as CatalogError {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
            }
        case .object:
            let members = try decoder.container(keyedBy: MemberKey.self)
            if let unknown = members.allKeys.first(where: { Side(rawValue: $0.stringValue) == nil }) {
                throw DecodingError.dataCorruptedError(
                    forKey: unknown, in: members, debugDescription: "unknown member (expected width, height)")
            }
            let sides = try decoder.container(keyedBy: Side.self)
            size = ViewportSize(width: try Self.side(.width, of: sides), height: try Self.side(.height, of: sides))
        case let other:
            throw DecodingError.typeMismatch(
                ViewportMember.self,
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "must be an object {\"width\": W, \"height\": H} (points) or a string \"WxH\", not \(other.kindDescription)"))
        }
    }

    /// One side: a number of points inside ``NumberBound/size``.
    private static func side(_ side: Side, of sides: KeyedDecodingContainer<Side>) throws -> Double {
        guard let points = try sides.decodeIfPresent(Double.self, forKey: side) else {
            throw DecodingError.dataCorruptedError(forKey: side, in: sides, debugDescription: "missing (a number of points)")
        }
        if let problem = NumberBound.size.problem(with: points) {
            throw DecodingError.dataCorruptedError(forKey: side, in: sides, debugDescription: problem)
        }
        return points
    }
}
