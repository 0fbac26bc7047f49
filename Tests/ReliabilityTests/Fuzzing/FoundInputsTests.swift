import Foundation
import ParallaxEngine
import PresetStore
import Testing

/// The inputs the fuzzers found breaking the engine or the store, kept as fixed cases so they
/// stay fixed whatever the random seeds of a run.
@Suite struct FoundInputsTests {
    @Test(arguments: [
        "outElastic(1e9, 1e-308)", "linear(1e308, -1e308)", "spring(damping: 1e300, stiffness: 1e-300)",
        "-jump-none-outInCubic3\nAtanstep-end", "\u{1D}Z2S\t%\u{17}\rh\u{11})",
    ])
    func curve(text: String) {
        CurveParserFuzzTests.expectCurveOrRefusal(text)
    }

    @Test(arguments: ["-rowHeightmax×viewportHeight0*\n/.50,", "\u{18}le\u{11}\r BU~UN_nqX?"])
    func expression(text: String) {
        ExpressionParserFuzzTests.expectValueOrRefusal(text)
    }

    /// linear(1e308, -1e308) at ½ is 1e308·½ − 1e308·½ = 0 exactly, although 1e308 − (−1e308)
    /// overflows.
    @Test func linearStopsNearTheLargestDoubleInterpolateExactly() throws {
        #expect(try Easing(parsing: "linear(1e308, -1e308)")(0.5) == 0)
    }

    /// An `offset` track from 0 (at 0) to 1e300 (at 1), extended linearly: by hand, at offset ½
    /// it is 5e299; at offset 1e10 the exact value 1e310 is beyond the largest Double, so it is
    /// held at `greatestFiniteMagnitude`, and at −1e10 at its negative.
    @Test func anExtendedTrackBeyondTheLargestDoubleIsHeldThere() throws {
        let animator = try Animator(
            AnimatorDefinition(
                timeline: .offset,
                tracks: [
                    TrackDefinition(
                        target: "layer", channel: .translationY,
                        keyframes: [KeyframeDefinition(at: 0, value: .number(0)), KeyframeDefinition(at: 1, value: .number(1e300))],
                        extrapolation: .extend)
                ]), context: [:])
        var values = [0.0]
        for (progress, expected) in [(0.5, 5e299), (1e10, Double.greatestFiniteMagnitude), (-1e10, -Double.greatestFiniteMagnitude)] {
            animator.evaluate(progress: progress, into: &values)
            #expect(values[0] == expected, "at \(progress)")
        }
    }

    /// Keyframes at −1e308 and 1e308 (their difference overflows): by hand the midpoint is 0
    /// and the start is −1e308 exactly.
    @Test func keyframesNearTheLargestDoubleInterpolateExactly() throws {
        let animator = try Animator(
            AnimatorDefinition(
                timeline: .offset,
                tracks: [
                    TrackDefinition(
                        target: "layer", channel: .x,
                        keyframes: [KeyframeDefinition(at: 0, value: .number(-1e308)), KeyframeDefinition(at: 1, value: .number(1e308))])
                ]),
            context: [:])
        var values = [0.0]
        animator.evaluate(progress: 0, into: &values)
        #expect(values[0] == -1e308)
        animator.evaluate(progress: 0.5, into: &values)
        #expect(values[0] == 0)
    }

    /// A colour extended far past its stops stays a colour: four components in 0…1.
    @Test func aColourExtendedFarPastItsStopsStaysInGamut() throws {
        let animator = try Animator(
            AnimatorDefinition(
                timeline: .offset,
                tracks: [
                    TrackDefinition(
                        target: "layer", channel: .backgroundColor,
                        keyframes: [
                            KeyframeDefinition(
                                at: 0, value: .color(try RGBA(parsing: "#3221D36C")), easing: try Easing(parsing: "linear(0, 1e300 50%, 1)")
                            ),
                            KeyframeDefinition(at: 1, value: .color(try RGBA(parsing: "#FC4D2EA9"))),
                        ],
                        extrapolation: .extend)
                ]), context: [:])
        var values = [Double](repeating: -1, count: 4)
        for progress in [-1e200, -3, 0.3, 9e199] {
            animator.evaluate(progress: progress, into: &values)
            #expect(values.allSatisfy { (0...1).contains($0) }, "at \(progress): \(values)")
        }
    }

    /// A 10 KB unknown `kind` is refused with a short line naming the field.
    @Test func aHugeUnknownKindIsRefusedOnAShortLine() {
        let kind = String(repeating: "long-", count: 2_000)
        let text = #"{"name":"p","kind":"\#(kind)","timeline":{"offset":{}}}"#
        do {
            _ = try DefinitionJSON.decode(PresetDefinition.self, from: Data(text.utf8))
            Issue.record("accepted")
        } catch {
            expectOneLine(error)
            #expect("\(error)".contains("kind"))
        }
    }

    /// Foundation reports a number that does not fit `Int` as "The given data was not valid
    /// JSON." without a path; the decoder names the field instead.
    @Test(arguments: ["1.5", "1e308", "-1e308", "99999999999999999999"])
    func aPixelWidthThatIsNoWholeNumberNamesTheField(width: String) {
        let text = #"{"name": "x", "uri": "x.jpg", "pixelWidth": \#(width), "pixelHeight": 4, "scale": 1, "format": "png"}"#
        #expect(
            throws: PresetDatabaseError.invalidJSON(path: "pixelWidth", problem: "pixelWidth must be a whole number, not \(Double(width)!)")
        ) {
            try DefinitionJSON.decode(ImageDefinition.self, from: Data(text.utf8))
        }
    }

    /// A list where a preset belongs is "expected an object", not a Swift type name.
    @Test func aListWhereAPresetBelongsAsksForAnObject() {
        #expect(throws: PresetDatabaseError.invalidJSON(path: "", problem: "expected an object")) {
            try DefinitionJSON.decode(PresetDefinition.self, from: Data("[]".utf8))
        }
    }

    /// SQLite (through GRDB) keeps text only up to a NUL character: such text is refused,
    /// naming the field, instead of being stored cut short.
    @Test(arguments: [
        (PresetDefinition(name: "p", kind: .custom, summary: "cut\u{0}here", timeline: .offset), "summary"),
        (
            PresetDefinition(
                name: "p", kind: .custom, timeline: .offset,
                tracks: [
                    PresetDefinition.Track(
                        target: "card", property: "alpha",
                        keyframes: [
                            PresetDefinition.Keyframe(at: 0, value: .number(0), easing: "name\u{0}with-nul"),
                            PresetDefinition.Keyframe(at: 1, value: .expression("rowHeight\u{0} * 2")),
                        ])
                ]), "tracks[0].keyframes[0].easing"
        ),
        (PresetDefinition(name: "fade-up\u{0}x", kind: .custom, timeline: .offset), "name"),
    ])
    func textWithANULCharacterIsRefused(definition: PresetDefinition, field: String) throws {
        let store = try PresetDatabase.inMemory()
        try store.createPreset(PresetDefinition(name: "fade-up", kind: .entrance, timeline: .offset))
        #expect(
            throws: PresetDatabaseError.invalidField(
                owner: "preset '\(definition.name)'", field: field, problem: "must not contain a NUL character (U+0000)")
        ) {
            try store.createPreset(definition)
        }
        #expect(throws: PresetDatabaseError.notFound(entity: "preset", name: "fade-up\u{0}x")) {
            try store.deletePreset(named: "fade-up\u{0}x")
        }
        #expect(try store.presetCount() == 1)
    }
}
