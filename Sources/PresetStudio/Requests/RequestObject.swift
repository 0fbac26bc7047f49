import CatalogEditing
import HTTPTypes
import PresetCatalog
import PresetStore

/// A request body's JSON object, read member by member: a member of the wrong type, or one the
/// route does not know, is a 400 naming the member's path.
struct RequestObject: Sendable {
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
        try self.init(value, path: "")
    }

    /// The object `value`, found at `path` (for messages).
    init(_ value: JSONValue, path: String) throws {
        guard case .object(let members) = value else {
            throw StudioError(.badRequest, "\(path.isEmpty ? "the request body" : path) must be a JSON object", path: path)
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

    /// The string member `key`, nil when absent.
    func string(_ key: String) throws -> String? {
        switch members[key] {
        case nil: return nil
        case .string(let text)?: return text
        case let other?: throw wrongType(key, expected: "a string", got: other)
        }
    }

    /// The number member `key`, nil when absent.
    func number(_ key: String) throws -> Double? {
        switch members[key] {
        case nil: return nil
        case .number(let number)?: return number
        case let other?: throw wrongType(key, expected: "a number", got: other)
        }
    }

    /// The whole-number member `key`, nil when absent.
    func integer(_ key: String) throws -> Int? {
        guard let number = try number(key) else { return nil }
        guard number.rounded() == number, abs(number) <= Double(Int32.max) else {
            throw StudioError(.badRequest, "\(key): must be a whole number, got \(DecimalText.text(number))", path: key)
        }
        return Int(number)
    }

    /// The boolean member `key`, nil when absent.
    func bool(_ key: String) throws -> Bool? {
        switch members[key] {
        case nil: return nil
        case .bool(let flag)?: return flag
        case let other?: throw wrongType(key, expected: "true or false", got: other)
        }
    }

    /// The string member `key`, which must be present.
    func requiredString(_ key: String) throws -> String {
        guard let text = try string(key) else { throw StudioError(.badRequest, "\(key): missing (a string)", path: key) }
        return text
    }

    /// The whole-number member `key`, which must be present.
    func requiredInteger(_ key: String) throws -> Int {
        guard let number = try integer(key) else { throw StudioError(.badRequest, "\(key): missing (a whole number)", path: key) }
        return number
    }

    func wrongType(_ key: String, expected: String, got value: JSONValue) -> StudioError {
        StudioError(.badRequest, "\(key): must be \(expected), not \(value.kindDescription)", path: key)
    }
}

extension JSONValue {
    /// The kind of value, as a message names it: "a string", "an array"…
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
