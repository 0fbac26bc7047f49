/// A JSON document as a value: what export writes, import reads and previews print.
package enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; JSON has one number type, kept here as a `Double`.
    case number(Double)
    /// A string.
    case string(String)
    /// An ordered array.
    case array([JSONValue])
    /// An object; its key order is irrelevant because serialization sorts the keys.
    case object([String: JSONValue])
}

extension JSONValue {
    /// What kind of value this is, as messages name it: "array", "string", "number"…
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension JSONValue {
    /// What kind of value this is, with its article, as a sentence names it: "a string", "an
    /// array", "null"…
    package var kindDescription: String {
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
