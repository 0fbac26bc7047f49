/// Writes an `Encodable` value as a ``JSONValue`` tree, which ``JSONValue/canonicalText(layout:numbers:)``
/// then writes: the one writer, whatever built the value. Strings, booleans and numbers become
/// the tree's scalars (integers as numbers), a ``JSONValue`` is taken as it is, keyed
/// containers become objects and unkeyed ones arrays; an optional member that is nil is left
/// out unless the type encodes `nil` itself (then `null`).
package struct JSONValueEncoder {
    package init() {}

    /// The tree of `value`.
    package func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let root = EncodedNode()
        try root.store(value, at: [])
        return root.tree
    }
}

/// A value being encoded: filled in by the containers handed out for it, read once at the end.
private final class EncodedNode {
    private var scalar: JSONValue?
    private var members: [String: EncodedNode]?
    private var elements: [EncodedNode]?

    /// What was encoded; an object for a type that encoded nothing.
    var tree: JSONValue {
        if let scalar { return scalar }
        if let elements { return .array(elements.map(\.tree)) }
        return .object((members ?? [:]).mapValues(\.tree))
    }

    /// Encodes `value` here: a scalar directly, anything else through its `encode(to:)`.
    func store<T: Encodable>(_ value: T, at path: [any CodingKey]) throws {
        switch value {
        case let json as JSONValue: scalar = json
        case let text as String: scalar = .string(text)
        case let flag as Bool: scalar = .bool(flag)
        case let number as Double: scalar = .number(number)
        case let number as Float: scalar = .number(Double(number))
        case let integer as any BinaryInteger: scalar = .number(Double(integer))
        default: try value.encode(to: TreeEncoder(node: self, codingPath: path))
        }
    }

    func storeNull() { scalar = .null }

    /// The node of member `key`, made when new.
    func member(_ key: String) -> EncodedNode {
        if members == nil { members = [:] }
        if let node = members![key] { return node }
        let node = EncodedNode()
        members![key] = node
        return node
    }

    /// A new last element.
    func appendElement() -> EncodedNode {
        let node = EncodedNode()
        if elements == nil { elements = [] }
        elements!.append(node)
        return node
    }

    func makeObject() { if members == nil { members = [:] } }
    func makeArray() { if elements == nil { elements = [] } }
    var elementCount: Int { elements?.count ?? 0 }
}

private struct TreeEncoder: Encoder {
    let node: EncodedNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(ObjectContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return ArrayContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { ValueContainer(node: node, codingPath: codingPath) }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).storeNull() }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.member(key.stringValue).store(value, at: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.member("super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct ArrayContainer: UnkeyedEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    var count: Int { node.elementCount }

    mutating func encodeNil() throws { node.appendElement().storeNull() }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = codingPath + [IndexKey(count)]
        try node.appendElement().store(value, at: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = codingPath + [IndexKey(count)]
        return TreeEncoder(node: node.appendElement(), codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [IndexKey(count)]
        return TreeEncoder(node: node.appendElement(), codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [IndexKey(count)]
        return TreeEncoder(node: node.appendElement(), codingPath: path)
    }
}

private struct ValueContainer: SingleValueEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.storeNull() }

    mutating func encode<T: Encodable>(_ value: T) throws { try node.store(value, at: codingPath) }
}
