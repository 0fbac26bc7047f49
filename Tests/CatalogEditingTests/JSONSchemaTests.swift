import Foundation
import PresetStore
import TestSupport
import Testing

@testable import CatalogEditing

/// The published JSON Schemas: the committed files are what the tool prints, they are valid
/// draft 2020-12 schemas, every seed preset and the seed document validate against them (by
/// Python's `jsonschema`), and they state the format's bounds and enumerations.
@Suite struct JSONSchemaTests {
    static func committed(_ schema: PresetFormat.Schema) throws -> String {
        try String(
            contentsOf: repositoryRoot.appendingPathComponent("docs/schema/\(schema.rawValue).schema.json"), encoding: .utf8)
    }

    @Test(arguments: PresetFormat.Schema.allCases)
    func theCommittedFileIsWhatTheToolPrints(schema: PresetFormat.Schema) throws {
        #expect(
            try Self.committed(schema) == PresetFormat.schemaText(schema),
            "docs/schema/\(schema.rawValue).schema.json is stale: run scripts/regenerate-docs.sh"
        )
    }

    @Test(arguments: PresetFormat.Schema.allCases)
    func theSchemaIsAValidDraft202012Schema(schema: PresetFormat.Schema) throws {
        #expect(try PythonJSONSchema.metaSchemaError(of: PresetFormat.schemaText(schema)) == nil)
        guard case .object(let members) = PresetFormat.schemaJSON(schema) else {
            Issue.record("not an object")
            return
        }
        #expect(members["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(members["$id"] == .string(schema.identifier))
    }

    @Test func theSeedDocumentAndEverySeedPresetValidate() throws {
        let seed = try String(contentsOf: repositoryRoot.appendingPathComponent("seed/catalog.json"), encoding: .utf8)
        #expect(try PythonJSONSchema.errors(of: [seed], against: PresetFormat.schemaText(.catalog)) == [[]])
        guard case .object(let members) = try JSONValue(parsing: seed, source: "seed"), case .array(let presets)? = members["presets"]
        else {
            Issue.record("the seed has no presets")
            return
        }
        #expect(presets.count >= 20)
        let texts = try presets.map { try $0.canonicalText(layout: .compact) }
        let errors = try PythonJSONSchema.errors(of: texts, against: PresetFormat.schemaText(.preset))
        for (text, found) in zip(texts, errors) {
            #expect(found.isEmpty, "\(text.prefix(80)): \(found)")
        }
    }

    /// A file written by `presets show --format json` or `export` names its schema, and that
    /// member is accepted where any definition is read.
    @Test func theSchemaMemberIsAcceptedAndNotStored() throws {
        let temporary = try TemporaryCatalog()
        let text = try temporary.catalog.exportJSON(presetNamed: "fade-up")
        #expect(text.contains(#""$schema": "urn:parallax-presets:schema:preset:1""#))
        let read = try DefinitionText.preset(from: text, source: "fade-up.json")
        #expect(read == (try temporary.catalog.preset(named: "fade-up").definition))
        #expect(try PythonJSONSchema.errors(of: [text], against: PresetFormat.schemaText(.preset)) == [[]])
    }

    /// The format's bounds, read from the schema as an editor reads them (an independent
    /// statement of them: ±1,000,000 points for coordinates, at most 1,000 tracks and keyframes
    /// per track, 100 children, 10,000 menu items).
    @Test func theSchemaStatesTheBoundsOfCatalogLimits() throws {
        let preset = PresetFormat.schemaJSON(.preset)
        func at(_ path: [String], in value: JSONValue) -> JSONValue? {
            path.reduce(value as JSONValue?) { current, step in
                switch current {
                case .object(let members)?: members[step]
                case .array(let elements)?: Int(step).flatMap { $0 < elements.count ? elements[$0] : nil }
                default: nil
                }
            }
        }
        let coordinates = [
            ["$defs", "timeline", "properties", "scroll", "properties", "from"],
            ["$defs", "timeline", "properties", "scroll", "properties", "to"],
            ["$defs", "viewTimeline", "properties", "inset", "items"],
            ["$defs", "rangeOffset", "anyOf", "0"],
            ["$defs", "value", "anyOf", "0"],
            ["$defs", "restValue", "anyOf", "0"],
        ]
        for path in coordinates {
            #expect(at(path + ["minimum"], in: preset) == .number(-1_000_000), "\(path)")
            #expect(at(path + ["maximum"], in: preset) == .number(1_000_000), "\(path)")
        }
        #expect(at(["properties", "tracks", "maxItems"], in: preset) == .number(1_000))
        #expect(at(["$defs", "track", "properties", "keyframes", "maxItems"], in: preset) == .number(1_000))
        #expect(at(["$defs", "track", "properties", "keyframes", "minItems"], in: preset) == .number(2))
        #expect(at(["properties", "children", "maxItems"], in: preset) == .number(100))
        #expect(at(["$defs", "keyframe", "properties", "at", "minimum"], in: preset) == .number(0))
        #expect(at(["$defs", "keyframe", "properties", "at", "maximum"], in: preset) == .number(1))
        let catalog = PresetFormat.schemaJSON(.catalog)
        #expect(at(["$defs", "menu", "properties", "items", "maxItems"], in: catalog) == .number(10_000))
        #expect(at(["$defs", "image", "properties", "pixelWidth", "type"], in: catalog) == .string("integer"))
        #expect(at(["required"], in: catalog) == .array([.string("format"), .string("version")]))
    }

    /// Enumerations list every case, written out here by hand from the format and the types'
    /// documentation: a case added to a type and not to the schema would fail.
    @Test func enumerationsListEveryCase() throws {
        let preset = PresetFormat.schemaJSON(.preset)
        guard case .object(let root) = preset, case .object(let properties)? = root["properties"],
            case .object(let kind)? = properties["kind"], case .object(let definitions)? = root["$defs"],
            case .object(let view)? = definitions["viewTimeline"], case .object(let viewProperties)? = view["properties"],
            case .object(let range)? = viewProperties["range"]
        else {
            Issue.record("the schema's shape changed")
            return
        }
        #expect(kind["enum"] == .array(["cell-background", "custom", "entrance", "header", "parade"].map(JSONValue.string)))
        #expect(
            range["enum"] == .array(["contain", "cover", "entry", "entry-crossing", "exit", "exit-crossing"].map(JSONValue.string)))
        #expect(root["additionalProperties"] == .bool(false))
    }
}
