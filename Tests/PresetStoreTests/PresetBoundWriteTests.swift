import Foundation
import TestSupport
import Testing

@testable import PresetStore

/// The store refuses a preset with a number outside its bound (``DefinitionBounds``) whichever
/// way it is written, as docs/DESIGN.md says it does, for callers that bypass the format's
/// reader: the refusal names the field and the bound, and the catalog's content is unchanged.
@Suite struct PresetBoundWriteTests {
    /// The sample preset with its last keyframe's value at `value`.
    static func preset(named name: String, lastValue value: Double) -> PresetDefinition {
        var preset = samplePreset(named: name)
        preset.tracks[0].keyframes[1].value = .number(value)
        return preset
    }

    static let writes: [(label: String, write: @Sendable (PresetDatabase) throws -> Void)] = [
        ("create", { try $0.createPreset(preset(named: "x", lastValue: 2e6)) }),
        ("update", { try $0.updatePreset(named: "fade-up", to: preset(named: "fade-up", lastValue: -2e6)) }),
        ("import", { try $0.importDocument(CatalogDocument(presets: [preset(named: "x", lastValue: 2e6)])) }),
    ]

    @Test(arguments: 0..<writes.count)
    func aNumberOutsideItsBoundIsRefusedAndNothingIsWritten(_ index: Int) throws {
        let (label, write) = Self.writes[index]
        try expectFieldRefusal(label, of: write) { owner, field, problem in
            #expect(owner.hasPrefix("preset '"), "\(label)")
            #expect(field == "tracks[0].keyframes[1].value", "\(label)")
            #expect(problem.hasPrefix("must be a number within ±1000000 (is "), "\(label): \(problem)")
        }
    }

    /// A value at its bound is kept.
    @Test func aNumberAtItsBoundIsWritten() throws {
        let store = try PresetDatabase.inMemory()
        let stored = try store.createPreset(Self.preset(named: "edge", lastValue: -1e6))
        #expect(stored.definition.tracks[0].keyframes[1].value == .number(-1e6))
    }
}
