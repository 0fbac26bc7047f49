import CatalogEditing
import HTTPTypes
import PresetCatalog

/// A request body the studio reads as a `Decodable` type: one JSON object, parsed by the one
/// parser (``JSONValue/init(parsing:source:)``: duplicate members refused, syntax errors by line
/// and column) and decoded by ``JSONValueDecoder``, a member it does not know refused by name.
protocol StudioRequest: Decodable {
    /// The members the body may have, each with what it holds as a message says it (`"a
    /// string"`), for the messages of an unknown or a missing member.
    static var members: KeyValuePairs<String, String> { get }
}

extension StudioRequest {
    /// The request `text` holds.
    /// - Throws: ``StudioError`` 400: not JSON (its line and column), not an object, an unknown
    ///   member, or a member of the wrong kind (``StudioError/init(_:members:)``).
    init(parsing text: String) throws {
        let body = try StudioRequestBody(parsing: text)
        try body.requireOnly(Set(Self.members.map(\.key)))
        self = try body.decode(Self.self, members: Self.members)
    }
}

/// A request body's JSON object, before it is decoded.
struct StudioRequestBody {
    /// The members as parsed.
    let members: [String: JSONValue]

    /// Parses `text`, which must be one JSON object.
    /// - Throws: ``StudioError`` 400 naming the line and column of a syntax error, or the kind of
    ///   JSON value it is instead.
    init(parsing text: String) throws {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text, source: "request body")
        } catch let error as CatalogError {
            throw StudioError(.badRequest, error.message)
        }
        guard case .object(let members) = value else {
            throw StudioError(.badRequest, "the request body must be a JSON object")
        }
        self.members = members
    }

    /// Refuses a member not in `known`, naming the ones that are.
    func requireOnly(_ known: Set<String>) throws {
        if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
            throw StudioError(
                .badRequest, "\(unknown): unknown member (expected \(known.sorted().joined(separator: ", ")))", path: unknown)
        }
    }

    /// The body as `type`.
    /// - Throws: ``StudioError`` 400 naming the member at fault.
    func decode<T: Decodable>(_ type: T.Type, members described: KeyValuePairs<String, String>) throws -> T {
        do {
            return try JSONValueDecoder().decode(type, from: .object(members))
        } catch let error as DecodingError {
            throw StudioError(error, members: described)
        }
    }
}

extension StudioError {
    /// A body that does not decode: 400 at the path of the member at fault, `PATH: must be a
    /// number, not a string`; a missing member says what it holds, from `members`.
    init(_ error: DecodingError, members: KeyValuePairs<String, String>) {
        switch error {
        case .keyNotFound(_, let context):
            let path = JSONValueDecoder.memberPath(context.codingPath)
            let holds = members.first { $0.key == path }.map { " (\($0.value))" } ?? ""
            self.init(.badRequest, "\(path): missing\(holds)", path: path)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = JSONValueDecoder.memberPath(context.codingPath)
            self.init(.badRequest, path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)", path: path)
        @unknown default:
            self.init(.badRequest, "the request body is malformed: \(error)")
        }
    }
}
