import ParallaxEngine
import PresetCatalog
import PresetStore
import Testing

@testable import CatalogEditing

/// Every validation rule refuses with a one-line message naming the preset and the field.
@Suite struct DefinitionValidationTests {
    /// A valid definition to break one field at a time.
    static func fadeUp() -> PresetDefinition {
        PresetDefinition(
            name: "fade-up", kind: .entrance,
            timeline: .view(PresetDefinition.ViewTimeline(range: .entry)),
            tracks: [
                PresetDefinition.Track(
                    target: "card", property: "alpha",
                    keyframes: [
                        PresetDefinition.Keyframe(at: 0, value: .number(0), easing: "outCubic"),
                        PresetDefinition.Keyframe(at: 1, value: .number(1)),
                    ])
            ])
    }

    func expectInvalid(_ message: String, _ change: (inout PresetDefinition) -> Void) {
        var definition = Self.fadeUp()
        change(&definition)
        #expect(throws: CatalogError(.invalidData, message)) { try CatalogEditor.validate(definition) }
    }

    @Test func theBaseDefinitionIsValid() throws {
        try CatalogEditor.validate(Self.fadeUp())
    }

    @Test func unknownCurve() {
        expectInvalid(
            "preset 'fade-up': tracks[0].keyframes[0].easing: unknown curve 'outCubik' (did you mean 'outCubic'?) (expected a Parade name such as outCubic, a CSS easing such as ease-in-out, cubic-bezier(…), steps(…), linear(…), or spring(…))"
        ) {
            $0.tracks[0].keyframes[0].easing = "outCubik"
        }
    }

    @Test func unknownChannel() {
        var definition = Self.fadeUp()
        definition.tracks[0].property = "alpah"
        #expect {
            try CatalogEditor.validate(definition)
        } throws: { error in
            let message = (error as? CatalogError)?.message ?? ""
            return message.hasPrefix("preset 'fade-up': tracks[0].property: unknown channel 'alpah' (expected one of alpha, translationX,")
        }
    }

    @Test func keyframesOutOfOrder() {
        var definition = Self.fadeUp()
        definition.tracks[0].keyframes.append(PresetDefinition.Keyframe(at: 0.5, value: .number(1)))
        #expect {
            try CatalogEditor.validate(definition)
        } throws: { error in
            (error as? CatalogError)?.message.hasPrefix("preset 'fade-up': tracks[0].keyframes[2].at: ") == true
        }
    }

    @Test func keyframeOutsideUnitInterval() {
        expectInvalid("preset 'fade-up': tracks[0].keyframes[1].at: must be a number from 0 to 1 (is 1.5)") {
            $0.tracks[0].keyframes[1].at = 1.5
        }
    }

    @Test func reversedTrackRange() {
        expectInvalid("preset 'fade-up': tracks[0].range: [0.8, 0.2] is reversed or empty (the lower bound must be below the upper)") {
            $0.tracks[0].range = ProgressRange(lower: 0.8, upper: 0.2)
        }
    }

    @Test func reversedChildRange() {
        expectInvalid("preset 'fade-up': children[0].range: [1, 0] is reversed or empty (the lower bound must be below the upper)") {
            $0.children = [PresetDefinition.Child(name: "image", range: ProgressRange(lower: 1, upper: 0))]
        }
    }

    @Test func nonFiniteNumbers() {
        expectInvalid("preset 'fade-up': tracks[0].keyframes[1].value: must be a number within ±1000000 (is inf)") {
            $0.tracks[0].keyframes[1].value = .number(.infinity)
        }
        expectInvalid("preset 'fade-up': timeline.scroll.to: must be a number within ±1000000 (is nan)") {
            $0.timeline = .scroll(from: 0, to: .nan)
        }
    }

    /// A name one letter from a built-in one is taken for a typo, not a variable.
    @Test func expressionWithAMisspeltBuiltInName() {
        expectInvalid(
            "preset 'fade-up': tracks[0].keyframes[0].value: '-(imageHight - rowHeight)': 'imageHight' looks like a misspelt 'imageHeight' (a variable's name must differ from a built-in name by more than one letter or case)"
        ) {
            $0.tracks[0].keyframes[0].value = .expression("-(imageHight - rowHeight)")
        }
    }

    /// Any other name is a variable the app supplies: the definition is valid without its value,
    /// unless it fails whatever the value is (a division by a zero worked out from known values).
    @Test func expressionReadingAVariable() throws {
        var definition = Self.fadeUp()
        definition.tracks[0].keyframes[0].value = .expression("cardInset * 2 - rowHeight")
        try CatalogEditor.validate(definition)
        expectInvalid("preset 'fade-up': tracks[0].keyframes[0].value: 'cardInset / (rowHeight - 100)': division by zero") {
            $0.tracks[0].keyframes[0].value = .expression("cardInset / (rowHeight - 100)")
        }
    }

    @Test func colourOnAScalarChannel() {
        var definition = Self.fadeUp()
        definition.tracks[0].keyframes[0].value = .color("#FF0000")
        #expect {
            try CatalogEditor.validate(definition)
        } throws: { error in
            (error as? CatalogError)?.message.hasPrefix("preset 'fade-up': tracks[0].keyframes[0].value:") == true
        }
    }

    @Test func singleKeyframe() {
        var definition = Self.fadeUp()
        definition.tracks[0].keyframes.removeLast()
        #expect {
            try CatalogEditor.validate(definition)
        } throws: { error in
            (error as? CatalogError)?.message.hasPrefix("preset 'fade-up': tracks[0].keyframes:") == true
        }
    }
}

/// Text definitions: syntax, unknown members, unknown timelines and ranges are refused with the
/// source and the field named, every problem at once.
@Suite struct DefinitionTextTests {
    /// The lines `text` is refused with.
    func refusalLines(_ text: String) -> [String] {
        do {
            _ = try DefinitionText.preset(from: text, source: "x.json")
            Issue.record("\(text) was accepted")
            return []
        } catch let refusal as DefinitionRefusal {
            return refusal.lines
        } catch {
            Issue.record("\(error) is not a refusal")
            return []
        }
    }

    @Test func unknownTimelineKind() {
        let text = #"{"name": "x", "kind": "custom", "timeline": {"sideways": {}}, "tracks": []}"#
        #expect(
            refusalLines(text) == [
                "x.json: timeline.sideways: unknown member (expected one of offset, scroll, velocity, view, viewportCenter)"
            ])
        #expect(
            refusalLines(#"{"name": "x", "kind": "custom", "timeline": {"offset": {}, "scroll": {"from": 0, "to": 1}}}"#) == [
                "x.json: timeline: must have exactly one of offset, scroll, velocity, view, viewportCenter (has offset and scroll)"
            ])
    }

    @Test func unknownViewRangeListsTheRangesAndTheMissingOffsets() {
        let text = #"{"name": "x", "kind": "custom", "timeline": {"view": {"range": "middle"}}, "tracks": []}"#
        #expect(
            refusalLines(text) == [
                #"x.json: timeline.view.start: is required (e.g. "0%")"#, #"x.json: timeline.view.end: is required (e.g. "0%")"#,
                "x.json: timeline.view.range: 'middle' is not one of contain, cover, entry, entry-crossing, exit, exit-crossing",
            ])
    }

    @Test func missingField() {
        let text = #"{"name": "x", "timeline": {"offset": {}}}"#
        #expect(refusalLines(text) == ["x.json: kind: is required (one of cell-background, custom, entrance, header, parade)"])
    }

    @Test func wholeDocumentOrSinglePreset() throws {
        let document = #"{"format": "parallax-catalog", "version": 1, "presets": []}"#
        guard case .document = try DefinitionText.content(from: document, source: "d") else {
            Issue.record("a document with a format member is a catalog document")
            return
        }
        let preset = #"{"name": "x", "kind": "custom", "timeline": {"offset": {}}}"#
        guard case .preset(let definition) = try DefinitionText.content(from: preset, source: "p") else {
            Issue.record("an object without a format member is a preset")
            return
        }
        #expect(definition.name == "x")
    }
}
