import Foundation
import ParallaxEngine
import PresetStore
import TestSupport
import Testing

@testable import CatalogEditing

/// The JSON examples of docs/APP.md and docs/PRESETS.md are complete presets that validate, by
/// Python's `jsonschema` against the published schema and by the tool; docs/PRESETS.md shows the
/// channel table the schema's descriptions are written from, and names every kind, view range
/// and channel.
@Suite struct DocumentExamplesTests {
    /// The ```json blocks of `markdown`.
    static func jsonBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```json" {
                current = []
            } else if let lines = current, trimmed == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func document(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The ```json blocks of `markdown` that are presets (objects with a `kind`), not other
    /// JSON a document shows (a publish manifest).
    static func presetBlocks(in markdown: String) -> [String] {
        jsonBlocks(in: markdown).filter { block in
            guard case .object(let members) = try? JSONValue(parsing: block, source: "block") else { return false }
            return members["kind"] != nil
        }
    }

    @Test(arguments: ["docs/APP.md", "docs/PRESETS.md"])
    func everyExampleValidatesAgainstTheSchemaAndTheTool(path: String) throws {
        let blocks = Self.presetBlocks(in: try Self.document(path))
        #expect(blocks.count >= (path == "docs/APP.md" ? 1 : 12), "\(path): its examples were not found")
        if path == "docs/PRESETS.md" { #expect(blocks.count == Self.jsonBlocks(in: try Self.document(path)).count) }
        let errors = try PythonJSONSchema.errors(of: blocks, against: PresetFormat.schemaText(.preset))
        for (block, found) in zip(blocks, errors) {
            #expect(found.isEmpty, "\(path): \(block.prefix(60)): \(found)")
            #expect(PresetFormat.problems(inDefinition: Data(block.utf8)).isEmpty, "\(path): \(block.prefix(60))")
        }
        let names = blocks.compactMap { block -> String? in
            guard case .object(let members) = try? JSONValue(parsing: block, source: path), case .string(let name)? = members["name"] else {
                return nil
            }
            return name
        }
        #expect(Set(names).count == blocks.count, "\(path): every example has a name of its own")
    }

    @Test func thePresetsDocumentShowsTheChannelTable() throws {
        let text = try Self.document("docs/PRESETS.md")
        #expect(text.contains(ChannelGuide.markdownTable), "docs/PRESETS.md's channel table is stale: run scripts/regenerate-docs.sh")
        for name in PresetKind.allCases.map(\.rawValue) + ViewTimelineRange.allCases.map(\.rawValue)
            + ReducedMotionPolicy.allCases.map(\.rawValue) + ColorSpace.allCases.map(\.rawValue)
        {
            #expect(text.contains("`\(name)`"), "docs/PRESETS.md does not explain \(name)")
        }
        for member in [
            "name", "kind", "summary", "axis", "timeline", "tracks", "states", "children", "reducedMotion", "variables", "$schema",
        ] {
            #expect(text.contains("| `\(member)` |"), "docs/PRESETS.md's member table lacks \(member)")
        }
    }
}
