import Foundation
import PresetStore
import TestSupport
import Testing

@testable import CatalogEditing

/// The format's examples name the right kind of thing: where a member names an image or a
/// preset of the catalog, the example an editor (and the studio's form) offers is one of that
/// kind in the seed catalog, read from the written schema as an editor reads it.
@Suite struct FormatExampleKindTests {
    /// The example an editor offers for `member` of the definition `definition` in `schema`:
    /// the member's own first example, else the first of the definition its `$ref` names.
    static func offeredExample(_ schema: PresetFormat.Schema, definition: String, member: String) -> JSONValue? {
        guard case .object(let root) = PresetFormat.schemaJSON(schema), case .object(let defs)? = root["$defs"],
            case .object(let node)? = defs[definition], case .object(let properties)? = node["properties"],
            case .object(let property)? = properties[member]
        else { return nil }
        if case .array(let own)? = property["examples"], let first = own.first { return first }
        guard case .string(let reference)? = property["$ref"],
            case .object(let target)? = defs[String(reference.split(separator: "/").last ?? "")],
            case .array(let examples)? = target["examples"]
        else { return nil }
        return examples.first
    }

    @Test func aMenuItemsImageIsOfferedAnImageOfTheSeed() throws {
        let seeded = try TemporaryCatalog()
        let images = try seeded.catalog.images().map(\.definition.name)
        let example = Self.offeredExample(.catalog, definition: "menuItem", member: "image")
        guard case .string(let name)? = example else {
            Issue.record("no example for a menu item's image: \(String(describing: example))")
            return
        }
        #expect(images.contains(name), "'\(name)' is not an image of the seed (\(images))")
    }

    @Test func aMenuItemsPresetIsOfferedAPresetOfTheSeed() throws {
        let seeded = try TemporaryCatalog()
        let presets = try seeded.catalog.presets().map(\.name)
        let example = Self.offeredExample(.catalog, definition: "menuItem", member: "preset")
        guard case .string(let name)? = example else {
            Issue.record("no example for a menu item's preset: \(String(describing: example))")
            return
        }
        #expect(presets.contains(name), "'\(name)' is not a preset of the seed")
    }

    /// The whole menu item's example names an image and a preset of the seed too.
    @Test func theMenuItemExampleNamesAnImageAndAPresetOfTheSeed() throws {
        let seeded = try TemporaryCatalog()
        guard case .object(let root) = PresetFormat.schemaJSON(.catalog), case .object(let defs)? = root["$defs"],
            case .object(let item)? = defs["menuItem"], case .array(let examples)? = item["examples"],
            case .object(let example)? = examples.first, case .string(let image)? = example["image"],
            case .string(let preset)? = example["preset"]
        else {
            Issue.record("the menu item has no example naming an image and a preset")
            return
        }
        #expect(try seeded.catalog.images().map(\.definition.name).contains(image))
        #expect(try seeded.catalog.presets().map(\.name).contains(preset))
    }

    /// A missing member's message offers the member's own example, not the name definition's.
    @Test func aMissingImageIsExplainedWithAnImageName() {
        let document = """
            {"format": "parallax-catalog", "version": 1, "images": [], "presets": [],
             "menus": [{"name": "weather", "title": "Weather", "rowHeight": 100,
                        "items": [{"title": "Clouds", "preset": "fade-up"}]}]}
            """
        let problems = PresetFormat.problems(inDocument: Data(document.utf8))
        #expect(
            problems.contains(
                DefinitionProblem(path: "menus[0].items[0].image", code: .missingMember, message: "is required (e.g. \"clouds\")")),
            "\(problems)")
    }
}
