import Foundation
import ParallaxEngine
import TestSupport
import Testing

@testable import PresetStore

/// The store refuses a preset whose numbers are in the wrong order (a scroll window of no
/// length, a velocity window upside down, a reversed range at any depth) whichever way it is
/// written, for callers that bypass the format's reader: the refusal names the field and what is
/// wrong in the words of the format's check, and the catalog's content is unchanged.
@Suite struct PresetOrderWriteTests {
    static func preset(named name: String, timeline: PresetDefinition.Timeline) -> PresetDefinition {
        var preset = samplePreset(named: name)
        preset.timeline = timeline
        return preset
    }

    /// The sample preset with a child whose only track has `range`.
    static func preset(named name: String, childTrackRange range: ProgressRange) -> PresetDefinition {
        var preset = samplePreset(named: name)
        var track = preset.tracks[0]
        track.range = range
        preset.children = [PresetDefinition.Child(name: "inner", tracks: [track])]
        return preset
    }

    static let writes: [(label: String, field: String, problem: String, write: @Sendable (PresetDatabase) throws -> Void)] = [
        (
            "create", "timeline.scroll", "from and to must differ (both are 120)",
            { try $0.createPreset(preset(named: "x", timeline: .scroll(from: 120, to: 120))) }
        ),
        (
            "update", "timeline.velocity", "from must be below to (from is 900, to -900)",
            { try $0.updatePreset(named: "fade-up", to: preset(named: "fade-up", timeline: .velocity(from: 900, to: -900))) }
        ),
        (
            "import", "children[0].tracks[0].range",
            "[0.75, 0.25] is reversed or empty (the lower bound must be below the upper)",
            {
                try $0.importDocument(
                    CatalogDocument(presets: [preset(named: "x", childTrackRange: ProgressRange(lower: 0.75, upper: 0.25))]))
            }
        ),
    ]

    @Test(arguments: 0..<writes.count)
    func numbersInTheWrongOrderAreRefusedAndNothingIsWritten(_ index: Int) throws {
        let (label, field, problem, write) = Self.writes[index]
        try expectFieldRefusal(label, of: write) { owner, refusedField, refusal in
            #expect(owner.hasPrefix("preset '"), "\(label)")
            #expect(refusedField == field, "\(label)")
            #expect(refusal == problem, "\(label)")
        }
    }

    /// Windows and ranges in order are written as they are.
    @Test func numbersInOrderAreWritten() throws {
        let store = try PresetDatabase.inMemory()
        let scroll = try store.createPreset(Self.preset(named: "scroll", timeline: .scroll(from: 120, to: 0)))
        #expect(scroll.definition.timeline == .scroll(from: 120, to: 0))
        let ranged = try store.createPreset(Self.preset(named: "ranged", childTrackRange: ProgressRange(lower: 0.25, upper: 0.75)))
        #expect(ranged.definition.children.first?.tracks.first?.range == ProgressRange(lower: 0.25, upper: 0.75))
    }
}
