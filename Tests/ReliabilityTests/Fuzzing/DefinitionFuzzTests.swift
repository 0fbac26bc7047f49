import Foundation
import GRDB
import ParallaxEngine
import PresetStore
import PropertyBased
import TestSupport
import Testing

/// Random well-formed but wrong preset definitions (a valid random preset broken in one to three
/// places) through the decoder, the store and the engine's parsers. Each is either accepted and
/// read back exactly as written, or refused with one line; a refusal leaves the catalog's
/// content exactly as it was.
@Suite struct DefinitionFuzzTests {
    static let context: [String: Double] = [
        "rowHeight": 100, "imageHeight": 200, "imageWidth": 375, "viewportWidth": 390, "viewportHeight": 800,
        "headerHeight": 180,
    ]

    @Test func validRandomPresetsAreStoredAndReadBackUnchanged() async throws {
        let directory = try TemporaryDirectory()
        let store = try PresetDatabase.openWritable(at: directory.file("catalog.sqlite"))
        defer { try? store.close() }
        await propertyCheck(count: 300, input: Generator { rng in RandomPresetJSON.valid(using: &rng) }) { json in
            recordingErrors {
                let definition = try DefinitionJSON.decode(PresetDefinition.self, from: Data(json.text.utf8))
                try store.createPreset(definition)
                #expect(try store.preset(named: definition.name).definition == definition)
                try store.deletePreset(named: definition.name)
            }
        }
    }

    @Test func brokenRandomPresetsAreStoredUnchangedOrRefusedOnOneLineLeavingTheCatalogAsItWas() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("catalog.sqlite")
        let store = try PresetDatabase.openWritable(at: path)
        defer { try? store.close() }
        try store.loadSeed()
        var configuration = Configuration()
        configuration.readonly = true
        let observer = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? observer.close() }

        await propertyCheck(count: 2_000, input: Generator { rng in RandomPresetJSON.mutated(using: &rng) }) { json in
            recordingErrors {
                let definition: PresetDefinition
                do {
                    definition = try DefinitionJSON.decode(PresetDefinition.self, from: Data(json.text.utf8))
                } catch {
                    #expect(error is PresetDatabaseError, "\(type(of: error)): \(error)")
                    expectOneLine(error, json.text)
                    return
                }
                Self.expectEngineParsesOrRefusesOnOneLine(definition)
                let before = try observer.read { try CatalogContent($0) }
                do {
                    try store.createPreset(definition)
                } catch {
                    #expect(error is PresetDatabaseError, "\(type(of: error)): \(error)")
                    expectOneLine(error, json.text)
                    #expect(try observer.read { try CatalogContent($0) } == before, "refused \(json.text) but changed the catalog")
                    return
                }
                #expect(try store.preset(named: definition.name).definition == definition, "\(json.text)")
                try store.deletePreset(named: definition.name)
            }
        }
        #expect(try store.checkCatalog().isHealthy)
    }

    /// Every curve and expression text in the definition parses (and evaluates to a finite
    /// number) or is refused on one line.
    static func expectEngineParsesOrRefusesOnOneLine(_ definition: PresetDefinition) {
        func visit(_ tracks: [PresetDefinition.Track], _ children: [PresetDefinition.Child]) {
            for keyframe in tracks.flatMap(\.keyframes) {
                if let easing = keyframe.easing { CurveParserFuzzTests.expectCurveOrRefusal(easing) }
                if case .expression(let text) = keyframe.value {
                    do {
                        #expect(try ValueExpression(parsing: text).evaluate(context).isFinite)
                    } catch {
                        expectOneLine(error, "expression \(text.debugDescription)")
                    }
                }
            }
            for child in children { visit(child.tracks, child.children) }
        }
        visit(definition.tracks, definition.children)
    }
}
