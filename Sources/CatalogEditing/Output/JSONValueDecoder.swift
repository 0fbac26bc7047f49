import PresetStore

/// Reads a `Decodable` value from a ``JSONValue`` tree, the one parser's output
/// (``JSONValue/init(parsing:source:)``), so a type decoded this way gets the parser's refusals
/// (duplicate member names, line and column of a syntax error) and its exact numbers.
///
/// A value of the wrong kind is a `DecodingError` whose `codingPath` is where it was and whose
/// description says what was wanted and what was found, in the words messages use: `must be a
/// number, not a string` (``memberPath(_:)`` writes the path: `viewport.width`, `offsets[1]`).
/// A `null` member counts as absent for an optional one, as JSON readers take it. A type that
/// asks for ``JSONValue`` itself gets the tree as it is.
package struct JSONValueDecoder {
    package init() {}

    /// `type` read from `value`.
    /// - Throws: `DecodingError` at the path of the first value of the wrong kind, or whatever
    ///   the type's own `init(from:)` throws.
    package func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try TreeDecoder.decode(type, from: value, at: [])
    }

    /// A coding path as messages write it: keys joined by `.`, array indices as `[N]`.
    package static func memberPath(_ codingPath: [any CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return path
    }
}

/// One value of the tree, as a `Decoder`.
private struct TreeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw Self.mismatch(Key.self, "an object", value, codingPath) }
        return KeyedDecodingContainer(ObjectContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw Self.mismatch([JSONValue].self, "an array", value, codingPath) }
        return ArrayContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ValueContainer(value: value, codingPath: codingPath)
    }

    /// `type` from `value` found at `path`: the scalars read here, anything else by its own
    /// `init(from:)`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: [any CodingKey]) throws -> T {
        if T.self == JSONValue.self { return value as! T }
        if T.self == String.self {
            guard case .string(let text) = value else { throw mismatch(T.self, "a string", value, path) }
            return text as! T
        }
        if T.self == Bool.self {
            guard case .bool(let flag) = value else { throw mismatch(T.self, "true or false", value, path) }
            return flag as! T
        }
        if T.self == Double.self { return try number(value, path) as! T }
        if T.self == Float.self { return Float(try number(value, path)) as! T }
        if let integer = T.self as? any FixedWidthInteger.Type { return try wholeNumber(integer, value, path) as! T }
        return try T(from: TreeDecoder(value: value, codingPath: path))
    }

    private static func number(_ value: JSONValue, _ path: [any CodingKey]) throws -> Double {
        guard case .number(let number) = value else { throw mismatch(Double.self, "a number", value, path) }
        return number
    }

    private static func wholeNumber<I: FixedWidthInteger>(_ type: I.Type, _ value: JSONValue, _ path: [any CodingKey]) throws -> I {
        guard case .number(let number) = value else { throw mismatch(type, "a whole number", value, path) }
        guard let whole = I(exactly: number) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: path, debugDescription: "must be a whole number, got \(DecimalText.text(number))"))
        }
        return whole
    }

    static func mismatch(_ type: Any.Type, _ expected: String, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, .init(codingPath: path, debugDescription: "must be \(expected), not \(value.kindDescription)"))
    }
}

/// An object's members.
private struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.sorted().compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try TreeDecoder.decode(type, from: try member(key), at: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try TreeDecoder(value: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TreeDecoder(value: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { TreeDecoder(value: .object(members), codingPath: codingPath) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TreeDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath + [key], debugDescription: "missing"))
        }
        return value
    }
}

/// An array's elements, in order.
private struct ArrayContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        guard try current() == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let path = codingPath + [IndexKey(currentIndex)]
        let value = try TreeDecoder.decode(type, from: try current(), at: path)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try nestedDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nestedDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try nestedDecoder() }

    private mutating func nestedDecoder() throws -> TreeDecoder {
        let decoder = TreeDecoder(value: try current(), codingPath: codingPath + [IndexKey(currentIndex)])
        currentIndex += 1
        return decoder
    }

    private func current() throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                JSONValue.self, .init(codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: "missing"))
        }
        return elements[currentIndex]
    }
}

/// One value.
private struct ValueContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try TreeDecoder.decode(type, from: value, at: codingPath)
    }
}

/// An array index in a coding path.
package struct IndexKey: CodingKey {
    package let intValue: Int?
    package var stringValue: String { "\(intValue ?? 0)" }

    package init(_ index: Int) { intValue = index }
    package init?(intValue: Int) { self.intValue = intValue }
    package init?(stringValue: String) { nil }
}
