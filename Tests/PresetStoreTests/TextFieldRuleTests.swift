import Foundation
import TestSupport
import Testing

@testable import PresetStore

/// Free-text fields are refused before writing when too long or holding control characters,
/// line separators or bidi overrides, whichever way they reach the store; the line names the
/// field and the catalog's content is unchanged.
@Suite struct TextFieldRuleTests {
    private static let overridden = "Radar \u{202E}sreyal"

    /// Each way of writing, with a bad text in one field, and the field the line must name.
    static let writes: [(label: String, field: String, write: @Sendable (PresetDatabase) throws -> Void)] = [
        ("create: summary with an override", "summary", { try $0.createPreset(samplePreset(named: "x", summary: overridden)) }),
        (
            "create: summary of 1,001 characters", "summary",
            { try $0.createPreset(samplePreset(named: "x", summary: String(repeating: "s", count: 1_001))) }
        ),
        (
            "update: summary with a tab", "summary",
            { try $0.updatePreset(named: "fade-up", to: samplePreset(named: "fade-up", summary: "a\tb")) }
        ),
        (
            "import: summary with a line separator", "summary",
            { try $0.importDocument(CatalogDocument(presets: [samplePreset(named: "x", summary: "a\u{2028}b")])) }
        ),
        (
            "create menu: title with an isolate", "title",
            { try $0.createMenu(MenuDefinition(name: "m", title: "\u{2067}Map", rowHeight: 100)) }
        ),
        (
            "create menu: title of 201 characters", "title",
            { try $0.createMenu(MenuDefinition(name: "m", title: String(repeating: "t", count: 201), rowHeight: 100)) }
        ),
        (
            "add item: title with an escape sequence", "items[0].title",
            {
                try $0.addMenuItem(
                    MenuItemDefinition(title: "\u{1B}[31mRed", image: "radar", preset: "aeris-cell-background"), toMenu: "aeris-map-layers",
                    at: 0)
            }
        ),
        (
            "add item: subtitle of 501 characters", "items[0].subtitle",
            {
                try $0.addMenuItem(
                    MenuItemDefinition(
                        title: "Ok", subtitle: String(repeating: "u", count: 501), image: "radar", preset: "aeris-cell-background"),
                    toMenu: "aeris-map-layers", at: 0)
            }
        ),
        (
            "create image: uri with a line break", "uri",
            {
                try $0.createImage(
                    ImageDefinition(name: "i", uri: "images/a\nb.png", pixelWidth: 1, pixelHeight: 1, scale: 1, format: .png))
            }
        ),
        (
            "create image: uri of 2,049 characters", "uri",
            {
                try $0.createImage(
                    ImageDefinition(
                        name: "i", uri: String(repeating: "u", count: 2_049), pixelWidth: 1, pixelHeight: 1, scale: 1, format: .png))
            }
        ),
    ]

    @Test(arguments: 0..<writes.count)
    func aBadTextIsRefusedNamingTheFieldAndNothingIsWritten(_ index: Int) throws {
        let (label, field, write) = Self.writes[index]
        let directory = try TemporaryDirectory()
        let store = try PresetDatabase.openWritable(at: directory.file("catalog.sqlite"))
        try store.loadSeed()
        let before = try contentDump(of: store)
        do {
            try write(store)
            Issue.record("\(label): accepted")
        } catch PresetDatabaseError.invalidField(_, let refusedField, let problem) {
            #expect(refusedField == field, "\(label)")
            #expect(!problem.contains("\n"))
        }
        #expect(try contentDump(of: store) == before, "\(label)")
        try store.close()
    }

    /// Right-to-left titles with the marks they need, and texts exactly at their limits, are
    /// kept as written.
    @Test func titlesWithDirectionMarksAndTextsAtTheLimitAreAccepted() throws {
        let directory = try TemporaryDirectory()
        let store = try PresetDatabase.openWritable(at: directory.file("catalog.sqlite"))
        let title = "\u{5DE}\u{5E4}\u{5D4} 2024\u{200F}!"
        let menu = MenuDefinition(name: "rtl", title: title, rowHeight: 100)
        #expect(try store.createMenu(menu).definition.title == title)
        let summary = String(repeating: "é", count: 1_000)
        #expect(try store.createPreset(samplePreset(named: "long", summary: summary)).definition.summary == summary)
        try store.close()
    }

    @Test func theProblemNamesTheCharacterAndWhereItIs() {
        #expect(
            TextFieldRules.problem(with: Self.overridden, limit: 200)
                == "must not contain bidirectional embeddings, overrides or isolates (U+202E at character 7)")
        #expect(
            TextFieldRules.problem(with: "ab\u{7F}", limit: 200)
                == "must not contain control characters or line breaks (U+007F at character 3)")
        #expect(TextFieldRules.problem(with: "abc", limit: 2) == "must be at most 2 characters (it has 3)")
    }
}
