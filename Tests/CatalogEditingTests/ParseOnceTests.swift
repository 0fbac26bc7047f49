import ParallaxEngine
import PresetCatalog
import Testing

@testable import CatalogEditing

/// Reading a definition parses each distinct curve and expression text once, whichever steps
/// read it (the format's check of each curve and value, the engine's whole check, the declared
/// variables): all of them go through the one parse cache the reading is given.
@Suite struct ParseOnceTests {
    /// Three tracks over two curves (`outCubic`, `ease-in`) and two expressions, each used
    /// several times: four distinct texts.
    static func definition(extra: String = "") -> String {
        let keyframes = #"""
            [{"at": 0, "value": "rowHeight * 0.001", "easing": "outCubic"},
             {"at": 0.5, "value": "0.5 + 0", "easing": "ease-in"},
             {"at": 1, "value": "rowHeight * 0.001", "easing": "outCubic"}]
            """#
        let tracks = ["a", "b", "c"].map { #"{"target": "\#($0)", "property": "alpha", "keyframes": \#(keyframes)}"# }
        return #"{"name": "twice", "kind": "custom", "timeline": {"offset": {}}, "tracks": [\#(tracks.joined(separator: ", "))]\#(extra)}"#
    }

    /// A counting reading: the curve parser counts its calls.
    static func reading(_ text: String) throws -> (result: Bool, validator: DefinitionValidator, curveParses: Int) {
        nonisolated(unsafe) var curveParses = 0
        let validator = DefinitionValidator(parsingCurves: { text in
            curveParses += 1
            return try Easing(parsingWithHint: text)
        })
        let value = try JSONValue(parsing: text, source: "test")
        let result = DefinitionReader.preset(parsed: value, validator: validator)
        if case .failure(let list) = result, !text.contains("colour") { Issue.record("refused: \(list.problems)") }
        return (result: (try? result.get()) != nil, validator: validator, curveParses: curveParses)
    }

    @Test func aSoundDefinitionParsesEachTextOnce() throws {
        let reading = try Self.reading(Self.definition())
        #expect(reading.result)
        #expect(reading.curveParses == 2)
        #expect(reading.validator.parseCount == 4)
    }

    /// The format's check alone (the whole check does not run on a definition with a shape
    /// problem) already parses every text, through the cache it is given.
    @Test func theFormatsCheckParsesThroughTheSharedCache() throws {
        let reading = try Self.reading(Self.definition(extra: #", "colour": 1"#))
        #expect(!reading.result)
        #expect(reading.curveParses == 2)
        #expect(reading.validator.parseCount == 4)
    }
}
