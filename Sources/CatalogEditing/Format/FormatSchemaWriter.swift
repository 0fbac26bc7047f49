import PresetStore

/// Writes a JSON Schema (draft 2020-12) from the format's nodes: every member with its type,
/// enumeration, bounds, `required`, `additionalProperties: false`, `description` and `examples`;
/// the referenced nodes go under `$defs`. It states exactly the shapes ``FormatChecker`` checks.
enum FormatSchemaWriter {
    /// The dialect every schema declares.
    static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema's `$id` for the document named `name` ("preset" or "catalog"), which files
    /// name in their `$schema` member. A URN: the schema is published with the tool (`preset-manager
    /// schema`, docs/schema/), not at an address on the web.
    static func identifier(of name: String) -> String {
        "urn:parallax-presets:schema:\(name):1"
    }

    /// The schema of `root`, named `name`, with `title`, its references resolved in `definitions`.
    static func schema(of root: FormatNode, named name: String, title: String, definitions: [FormatName: FormatNode]) -> JSONValue {
        var members: [String: JSONValue] = [
            "$schema": .string(dialect), "$id": .string(identifier(of: name)), "title": .string(title),
        ]
        if case .object(let rootMembers) = json(of: root) { members.merge(rootMembers) { first, _ in first } }
        var used: [FormatName: JSONValue] = [:]
        var pending = references(in: root)
        while let next = pending.popLast() {
            guard used[next] == nil, let node = definitions[next] else { continue }
            used[next] = json(of: node)
            pending += references(in: node)
        }
        if !used.isEmpty { members["$defs"] = .object(Dictionary(uniqueKeysWithValues: used.map { ($0.key.rawValue, $0.value) })) }
        return .object(members)
    }

    /// The names of the definitions `node` refers to, directly or through its parts.
    private static func references(in node: FormatNode) -> [FormatName] {
        switch node.shape {
        case .reference(let name): [name]
        case .object(let object): object.members.flatMap { references(in: $0.node) }
        case .map(_, _, let value): references(in: value)
        case .array(let element, _, _): references(in: element)
        case .anyOf(let alternatives): alternatives.flatMap(references(in:))
        case .string, .number, .constant: []
        }
    }

    /// The schema of one node.
    static func json(of node: FormatNode) -> JSONValue {
        var schema = shapeSchema(node.shape)
        if !node.description.isEmpty { schema["description"] = .string(node.description) }
        if !node.examples.isEmpty { schema["examples"] = .array(node.examples) }
        return .object(schema)
    }

    private static func shapeSchema(_ shape: FormatNode.Shape) -> [String: JSONValue] {
        switch shape {
        case .object(let object):
            var schema: [String: JSONValue] = [
                "type": .string("object"),
                "properties": .object(Dictionary(uniqueKeysWithValues: object.members.map { ($0.name, json(of: $0.node)) })),
                "additionalProperties": .bool(false),
            ]
            let required = object.members.filter(\.isRequired).map(\.name)
            if !required.isEmpty { schema["required"] = .array(required.map(JSONValue.string)) }
            if let minimum = object.minimumMembers { schema["minProperties"] = .number(Double(minimum)) }
            if let maximum = object.maximumMembers { schema["maxProperties"] = .number(Double(maximum)) }
            if let (required, unless) = object.requiredUnlessNonEmpty {
                schema["anyOf"] = .array([
                    .object(["required": .array([.string(required)])]),
                    .object([
                        "required": .array([.string(unless)]),
                        "properties": .object([unless: .object(["minItems": .number(1)])]),
                    ]),
                ])
            }
            return schema
        case .map(let keys, _, let value):
            return [
                "type": .string("object"), "propertyNames": .object(["enum": .array(keys.map(JSONValue.string))]),
                "additionalProperties": json(of: value),
            ]
        case .array(let element, let minimumCount, let maximumCount):
            var schema: [String: JSONValue] = ["type": .string("array"), "items": json(of: element)]
            if let minimumCount { schema["minItems"] = .number(Double(minimumCount)) }
            if let maximumCount { schema["maxItems"] = .number(Double(maximumCount)) }
            return schema
        case .string(let form):
            return stringSchema(form)
        case .number(let bound):
            return [
                "type": .string(bound.isWhole ? "integer" : "number"), "minimum": .number(bound.minimum), "maximum": .number(bound.maximum),
            ]
        case .anyOf(let alternatives):
            return ["anyOf": .array(alternatives.map(json(of:)))]
        case .constant(let value):
            return ["const": value]
        case .reference(let name):
            return ["$ref": .string("#/$defs/\(name.rawValue)")]
        }
    }

    private static func stringSchema(_ form: StringForm) -> [String: JSONValue] {
        var schema: [String: JSONValue] = ["type": .string("string")]
        switch form {
        case .any:
            break
        case .text(let maximumLength, let notBlank):
            schema["maxLength"] = .number(Double(maximumLength))
            schema["not"] = .object(["pattern": .string(FormatText.forbiddenTextPattern)])
            if notBlank { schema["pattern"] = .string("[^ ]") }
        case .slug:
            schema["pattern"] = .string(FormatText.slugPattern)
            schema["maxLength"] = .number(Double(FormatText.slugMaximumLength))
        case .oneOf(let values):
            schema["enum"] = .array(values.map(JSONValue.string))
        case .percentage:
            schema["pattern"] = .string(FormatText.percentagePattern)
        case .sha256:
            schema["pattern"] = .string(FormatText.sha256Pattern)
        }
        return schema
    }
}
