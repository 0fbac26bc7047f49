import Foundation
import ParallaxEngine
import Testing

@testable import PresetStore

@Suite struct DefinitionJSONTests {
    /// The contract's example preset, decoded field by field.
    @Test func decodesTheContractExample() throws {
        let json = """
            { "name": "fade-up", "kind": "entrance", "summary": "s", "axis": "vertical",
              "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%", "inset": [0, 0]}},
              "tracks": [ {"target": "card", "property": "alpha", "extrapolate": "clamp",
                           "range": [0, 1], "colorSpace": "oklab",
                           "keyframes": [ {"at": 0, "value": 0, "easing": "outCubic"}, {"at": 1, "value": 1} ]} ],
              "children": [ {"name": "image", "range": [0.2, 0.8], "tracks": [], "children": []} ] }
            """
        let preset = try DefinitionJSON.decode(PresetDefinition.self, from: Data(json.utf8))
        #expect(
            preset
                == PresetDefinition(
                    name: "fade-up", kind: .entrance, summary: "s", axis: .vertical,
                    timeline: .view(
                        PresetDefinition.ViewTimeline(
                            range: .entry, start: .percent(0), end: .percent(100), inset: PresetDefinition.Inset(start: 0, end: 0))),
                    tracks: [
                        PresetDefinition.Track(
                            target: "card", property: "alpha",
                            keyframes: [
                                PresetDefinition.Keyframe(at: 0, value: .number(0), easing: "outCubic"),
                                PresetDefinition.Keyframe(at: 1, value: .number(1)),
                            ], range: ProgressRange(lower: 0, upper: 1), extrapolate: .clamp, colorSpace: .oklab)
                    ],
                    children: [PresetDefinition.Child(name: "image", range: ProgressRange(lower: 0.2, upper: 0.8))]))
    }

    @Test func stringValuesAreColoursOrExpressions() throws {
        let values = try DefinitionJSON.decode([PresetDefinition.Value].self, from: Data(##"[1.5, "#FF8800", "rowHeight / 2"]"##.utf8))
        #expect(values == [.number(1.5), .color("#FF8800"), .expression("rowHeight / 2")])
    }

    @Test func timelinesEncodeAsSingleKeyObjects() throws {
        let timelines: [PresetDefinition.Timeline] = [
            .viewportCenter, .offset, .scroll(from: -200, to: 0),
            .view(PresetDefinition.ViewTimeline(range: .cover, start: .percent(25), end: .points(-40))),
        ]
        let text = String(decoding: try DefinitionJSON.encode(timelines, pretty: false), as: UTF8.self)
        #expect(
            text
                == #"[{"viewportCenter":{}},{"offset":{}},{"scroll":{"from":-200,"to":0}},{"view":{"end":-40,"range":"cover","start":"25%"}}]"#
        )
        #expect(try DefinitionJSON.decode([PresetDefinition.Timeline].self, from: Data(text.utf8)) == timelines)
    }

    @Test func errorsAreOneLineNamingThePath() throws {
        let twoKinds = #"{"name": "x", "kind": "custom", "timeline": {"offset": {}, "view": {}}, "tracks": []}"#
        #expect(
            throws: PresetDatabaseError.invalidJSON(
                path: "timeline", problem: "timeline must have exactly one of the keys viewportCenter, view, scroll, offset, velocity")
        ) {
            try DefinitionJSON.decode(PresetDefinition.self, from: Data(twoKinds.utf8))
        }
        let badKeyframe =
            #"{"name": "x", "kind": "custom", "timeline": {"offset": {}}, "tracks": [{"target": "a", "property": "alpha", "keyframes": [{"at": 0}]}]}"#
        #expect(throws: PresetDatabaseError.invalidJSON(path: "tracks[0].keyframes[0]", problem: "missing key 'value'")) {
            try DefinitionJSON.decode(PresetDefinition.self, from: Data(badKeyframe.utf8))
        }
        // An enumeration's bad value names the valid ones, never a Swift type.
        let card = #"{"name": "x", "kind": "card", "timeline": {"offset": {}}}"#
        #expect(
            throws: PresetDatabaseError.invalidJSON(
                path: "kind", problem: "'card' is not one of cell-background, custom, entrance, header, parade")
        ) {
            try DefinitionJSON.decode(PresetDefinition.self, from: Data(card.utf8))
        }
        let wrongFormat = #"{"format": "other", "version": 1}"#
        #expect(throws: PresetDatabaseError.invalidJSON(path: "format", problem: "format is 'other', expected 'parallax-catalog'")) {
            try DefinitionJSON.decode(CatalogDocument.self, from: Data(wrongFormat.utf8))
        }
    }

    /// A range is `[lower, upper]`, kept as written (a reversed one too: the compiler names it);
    /// anything but two numbers is refused naming the field.
    @Test func rangesAreTwoNumberArrays() throws {
        #expect(
            try DefinitionJSON.decode([ProgressRange].self, from: Data("[[0.25, 0.75], [0.9, 0.1]]".utf8)) == [
                ProgressRange(lower: 0.25, upper: 0.75), ProgressRange(lower: 0.9, upper: 0.1),
            ])
        #expect(String(decoding: try DefinitionJSON.encode(ProgressRange(lower: 0.5, upper: 1), pretty: false), as: UTF8.self) == "[0.5,1]")
        for text in ["[0.5]", "[0, 0.5, 1]"] {
            #expect(throws: PresetDatabaseError.invalidJSON(path: "", problem: "range must be an array of two numbers")) {
                try DefinitionJSON.decode(ProgressRange.self, from: Data(text.utf8))
            }
        }
    }

    @Test func seedDocumentSurvivesAnEncodeDecodeRoundTrip() throws {
        let seed = try PresetDatabase.seedDocument()
        let again = try DefinitionJSON.decode(CatalogDocument.self, from: try DefinitionJSON.encode(seed))
        #expect(again == seed)
    }
}
