import PresetStore
import Testing

@testable import CatalogEditing

/// The schema states the store's bounds, and only them: every member ``DefinitionBounds`` lists
/// (the tables `boundProblems()` checks against) is a number in the schema with exactly that
/// bound's `minimum`, `maximum` and `integer`-ness, every number the schema has is one of them,
/// and every array's `maxItems` is the tightest count limit listed for it. A bound changed in
/// `NumberBound` or `CatalogLimits` and not in the format, a member the format bounds by hand,
/// or a number member added to one and not the other, fails here.
@Suite struct SchemaBoundsTests {
    /// A node of a schema and its JSON pointer.
    struct Located {
        var pointer: String
        var node: [String: JSONValue]
    }

    let preset = PresetFormat.schemaJSON(.preset)
    let catalog = PresetFormat.schemaJSON(.catalog)

    @Test func everyNumberTheBoundsListIsBoundAlikeInThePresetSchema() throws {
        var reached: Set<String> = []
        for (member, bound) in DefinitionBounds.presetNumbers {
            let found = try Self.numbers(at: member, from: "", in: preset)
            #expect(!found.isEmpty, "\(member) is not a number in the schema")
            // A child's members take the bounds of the same members at the top.
            let inChildren = try Self.numbers(at: "children[]." + member, from: "", in: preset)
            for located in found + inChildren { Self.expect(located, bound, member) }
            reached.formUnion((found + inChildren).map(\.pointer))
        }
        #expect(reached == Self.allNumbers(in: preset), "numbers the schema bounds that DefinitionBounds does not list")
    }

    @Test func everyNumberTheBoundsListIsBoundAlikeInTheCatalogSchema() throws {
        var reached: Set<String> = []
        let tables = [
            ("/$defs/preset", DefinitionBounds.presetNumbers), ("/$defs/image", DefinitionBounds.imageNumbers),
            ("/$defs/menu", DefinitionBounds.menuNumbers),
        ]
        for (owner, numbers) in tables {
            for (member, bound) in numbers {
                let found = try Self.numbers(at: member, from: owner, in: catalog)
                #expect(!found.isEmpty, "\(owner) \(member) is not a number in the schema")
                let inChildren = owner == "/$defs/preset" ? try Self.numbers(at: "children[]." + member, from: owner, in: catalog) : []
                for located in found + inChildren { Self.expect(located, bound, member) }
                reached.formUnion((found + inChildren).map(\.pointer))
            }
        }
        #expect(reached == Self.allNumbers(in: catalog), "numbers the schema bounds that DefinitionBounds does not list")
    }

    /// `maxItems` of each counted array is the smallest limit ``DefinitionBounds/counts`` lists
    /// for it (a total over several arrays is at least that for one of them).
    @Test func everyCountedArrayHasTheTightestLimitAsMaxItems() throws {
        let owners: [String: [(JSONValue, String)]] = [
            "preset": [(preset, ""), (catalog, "/$defs/preset")], "menu": [(catalog, "/$defs/menu")], "document": [(catalog, "")],
        ]
        let tightest = Dictionary(DefinitionBounds.counts.map { ("\($0.owner) \($0.member)", $0.maximum) }, uniquingKeysWith: min)
        for (key, maximum) in tightest {
            let parts = key.split(separator: " ").map(String.init)
            for (schema, start) in try #require(owners[parts[0]]) {
                let arrays = try Self.nodes(at: parts[1], from: start, in: schema).filter { $0.node["type"] == .string("array") }
                #expect(!arrays.isEmpty, "\(key) is not an array in the schema")
                for array in arrays { #expect(array.node["maxItems"] == .number(Double(maximum)), "\(key) at \(array.pointer)") }
            }
        }
    }

    static func expect(_ located: Located, _ bound: NumberBound, _ member: String) {
        #expect(located.node["minimum"] == .number(bound.minimum), "\(member) at \(located.pointer)")
        #expect(located.node["maximum"] == .number(bound.maximum), "\(member) at \(located.pointer)")
        #expect(located.node["type"] == .string(bound.isWhole ? "integer" : "number"), "\(member) at \(located.pointer)")
    }

    /// The number nodes a member path of ``DefinitionBounds`` (`tracks[].keyframes[].at`,
    /// `states[].start.*.value`) reaches from the node at `start`.
    static func numbers(at member: String, from start: String, in schema: JSONValue) throws -> [Located] {
        try nodes(at: member, from: start, in: schema).filter { ["number", "integer"].contains($0.node["type"]?.stringValue) }
    }

    /// The nodes (each `$ref` followed, each `anyOf` alternative apart) a member path reaches.
    static func nodes(at member: String, from start: String, in schema: JSONValue) throws -> [Located] {
        var current = expanded(try #require(located(start, in: schema)), in: schema)
        for step in member.split(separator: ".") {
            var name = Substring(step)
            var items = 0
            while name.hasSuffix("[]") {
                name = name.dropLast(2)
                items += 1
            }
            current = current.flatMap { location -> [Located] in
                let next: Located?
                if name == "*" {
                    next = location.node["additionalProperties"]?.objectValue.map {
                        Located(pointer: location.pointer + "/additionalProperties", node: $0)
                    }
                } else {
                    next = location.node["properties"]?.objectValue?[String(name)]?.objectValue.map {
                        Located(pointer: location.pointer + "/properties/" + name, node: $0)
                    }
                }
                return next.map { expanded($0, in: schema) } ?? []
            }
            for _ in 0..<items {
                current = current.flatMap { location in
                    location.node["items"]?.objectValue.map {
                        expanded(Located(pointer: location.pointer + "/items", node: $0), in: schema)
                    } ?? []
                }
            }
        }
        return current
    }

    /// The node at a JSON pointer (`""` for the root, `/$defs/track`).
    static func located(_ pointer: String, in schema: JSONValue) -> Located? {
        var value: JSONValue? = schema
        for step in pointer.split(separator: "/") { value = value?.objectValue?[String(step)] }
        return value?.objectValue.map { Located(pointer: pointer, node: $0) }
    }

    /// `location`, its `$ref` followed, and each of its `anyOf` alternatives.
    static func expanded(_ location: Located, in schema: JSONValue) -> [Located] {
        if case .string(let reference)? = location.node["$ref"], reference.hasPrefix("#"),
            let target = Self.located(String(reference.dropFirst()), in: schema)
        {
            return expanded(target, in: schema)
        }
        guard case .array(let alternatives)? = location.node["anyOf"] else { return [location] }
        return [location]
            + alternatives.indices.flatMap { index in
                alternatives[index].objectValue.map {
                    expanded(Located(pointer: location.pointer + "/anyOf/\(index)", node: $0), in: schema)
                } ?? []
            }
    }

    /// The pointer of every number node in `schema`.
    static func allNumbers(in schema: JSONValue) -> Set<String> {
        var found: Set<String> = []
        func walk(_ value: JSONValue, _ pointer: String) {
            switch value {
            case .object(let members):
                if ["number", "integer"].contains(members["type"]?.stringValue) { found.insert(pointer) }
                for (key, member) in members where key != "examples" { walk(member, pointer + "/" + key) }
            case .array(let elements):
                for (index, element) in elements.enumerated() { walk(element, pointer + "/\(index)") }
            default: break
            }
        }
        walk(schema, "")
        return found
    }
}

extension JSONValue {
    fileprivate var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { members } else { nil }
    }

    fileprivate var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }
}
