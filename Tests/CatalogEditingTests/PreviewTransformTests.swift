import Foundation
import PresetStore
import TestSupport
import Testing

@testable import CatalogEditing
@testable import PresetRendering

/// `preview --format json` prints `TARGET.transform`, the composed matrix, for every target
/// with transform channels.
@Suite struct PreviewTransformTests {
    /// `card`: perspective 400, translation (10, 20), rotation 90°, scale 2; `label`: alpha only.
    static func definition() -> PresetDefinition {
        func constant(_ target: String, _ property: String, _ value: Double) -> PresetDefinition.Track {
            PresetDefinition.Track(
                target: target, property: property,
                keyframes: [
                    PresetDefinition.Keyframe(at: 0, value: .number(value)), PresetDefinition.Keyframe(at: 1, value: .number(value)),
                ])
        }
        return PresetDefinition(
            name: "turned-card", kind: .custom, summary: "", axis: .vertical, timeline: .offset,
            tracks: [
                constant("card", "perspective", 400), constant("card", "translationX", 10), constant("card", "translationY", 20),
                constant("card", "rotation", 90), constant("card", "scale", 2), constant("label", "alpha", 0.5),
            ])
    }

    /// Worked by hand from CSS Transforms 2 §13 for `perspective(400px) translate(10px, 20px)
    /// rotateZ(90deg) scale(2)`, row-vector layout (p′ = p·M): rows 1–3 are the images of the
    /// axes before translation — x → (0, 2, 0), y → (−2, 0, 0), z → (0, 0, 2) — with
    /// m34 = −z-scale/400 = −0.005 from the perspective; row 4 is the translation (10, 20, 0, 1).
    /// Check: (1, 0, 0, 1)·M = (10, 22, 0, 1), the point (1, 0) scaled to (2, 0), turned to
    /// (0, 2) and moved by (10, 20).
    static let expected: [Double] = [0, 2, 0, 0, -2, 0, 0, 0, 0, 0, 2, -0.005, 10, 20, 0, 1]

    @Test func theComposedMatrixIsPrintedForTargetsWithTransformChannels() throws {
        let temporary = try TemporaryCatalog()
        let preview = try temporary.catalog.presetPreview(
            of: Self.definition(), settings: PreviewSettings(offsets: OffsetSweep(offsets: [0])))
        guard case .object(let root) = try preview.report().json, case .array(let frames)? = root["frames"],
            case .object(let frame)? = frames.first, case .object(let values)? = frame["values"],
            case .array(let matrix)? = values["card.transform"]
        else {
            Issue.record("no card.transform in \(try preview.report().json)")
            return
        }
        let numbers = matrix.compactMap { entry -> Double? in
            guard case .number(let number) = entry else { return nil }
            return number
        }
        #expect(numbers.count == 16)
        for (index, (actual, wanted)) in zip(numbers, Self.expected).enumerated() {
            #expect(abs(actual - wanted) < 1e-12, "m\(index / 4 + 1)\(index % 4 + 1): \(actual) vs \(wanted)")
        }
        #expect(values["label.transform"] == nil)
        #expect(values["label.alpha"] == .number(0.5))
    }
}
