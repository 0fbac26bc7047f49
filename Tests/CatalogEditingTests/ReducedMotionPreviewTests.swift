import ParallaxEngine
import PresetCatalog
import PresetStore
import TestSupport
import Testing

@testable import CatalogEditing
@testable import PresetRendering

/// `preview --reduced-motion`: each preset's stored policy applied to every value. The resting
/// state is the item centred in the viewport at content offset 0.
@Suite struct ReducedMotionPreviewTests {
    let temporary: TemporaryCatalog
    init() throws { temporary = try TemporaryCatalog() }

    static let offsets = OffsetSweep(offsets: [0, 25, 50, 75, 100, 400])

    /// fade-up with an explicit policy: alpha 0 → 1 and translationY 100 → 0 over the entry,
    /// easing `ease`; the centred card is past its entry, so it rests at alpha 1, translationY 0.
    func definition(_ policy: String) -> (text: String, source: String) {
        (
            """
            {"name": "fade-up", "kind": "entrance", "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}},
             "reducedMotion": "\(policy)",
             "tracks": [{"target": "card", "property": "alpha", "keyframes": [{"at": 0, "value": 0, "easing": "ease"}, {"at": 1, "value": 1}]},
                        {"target": "card", "property": "translationY", "keyframes": [{"at": 0, "value": 100, "easing": "ease"}, {"at": 1, "value": 0}]}]}
            """, "fade-up.json"
        )
    }

    func values(_ policy: String, reduced: Bool) throws -> [(alpha: Double, translation: Double)] {
        let report = try temporary.catalog.presetPreview(
            of: DefinitionText.preset(from: definition(policy).text, source: "fade-up.json"),
            settings: PreviewSettings(offsets: Self.offsets, reducedMotion: reduced))
        return report.frames.map { frame in
            guard case .number(let alpha)? = frame.values["card.alpha"], case .number(let y)? = frame.values["card.translationY"]
            else { return (.nan, .nan) }
            return (alpha, y)
        }
    }

    @Test func restingHoldsTheRestingStateEverywhere() throws {
        for value in try values("resting", reduced: true) {
            #expect(value.alpha == 1 && value.translation == 0)
        }
    }

    @Test func opacityOnlyKeepsTheFadeAndDropsTheMovement() throws {
        let normal = try values("opacity-only", reduced: false)
        let reduced = try values("opacity-only", reduced: true)
        // At offset 25 the card is a quarter into its entry: mid-fade, mid-rise without reduction.
        #expect(normal[1].alpha > 0 && normal[1].alpha < 1 && normal[1].translation > 0)
        #expect(normal.count == 6 && reduced.count == 6)
        for (plain, less) in zip(normal, reduced) {
            #expect(less.alpha == plain.alpha)
            #expect(less.translation == 0)
        }
    }

    @Test func noneChangesNothing() throws {
        let normal = try values("none", reduced: false)
        let reduced = try values("none", reduced: true)
        #expect(normal.map(\.alpha) == reduced.map(\.alpha))
        #expect(normal.map(\.translation) == reduced.map(\.translation))
    }

    /// The seed menu rests (the default policy): each image centred as in a row centred in the
    /// 844 pt viewport, top (844 − 100)/2 = 372: −50 + ((422 − 372)/844)·100 (docs/DESIGN.md).
    @Test func seedMenuRowsRestWithTheirImagesCentred() throws {
        let preview = try temporary.catalog.menuPreview(
            named: "aeris-map-layers", settings: PreviewSettings(offsets: OffsetSweep(offsets: [0, 120]), reducedMotion: true))
        // Rows of 100 pt: tops 0…800 at offset 0 (rows 0–8), −20…780 at offset 120 (rows 1–9).
        #expect(preview.frames.map(\.items.count) == [9, 9])
        for item in preview.frames.flatMap(\.items) {
            guard case .number(let value)? = item.values["background.translationY"] else {
                Issue.record("no value")
                continue
            }
            #expect(abs(value - (-50 + 50.0 / 844 * 100)) < 1e-9)
        }
    }

    @Test func theSceneSaysWhichPolicyItShows() throws {
        let preview = try temporary.catalog.visualPreview(
            named: "fade-up", unsaved: try DefinitionText.preset(from: definition("opacity-only").text, source: "fade-up.json"),
            settings: PreviewSettings(reducedMotion: true))
        #expect(preview.scene.notes.contains("reduced motion: opacity-only"))
        #expect(preview.plot.subtitle.hasSuffix("reduced motion: opacity-only"))
        let plain = try temporary.catalog.visualPreview(named: "fade-up", settings: PreviewSettings())
        #expect(plain.scene.notes.contains("reduced motion (off): resting"))
    }

    @Test func anAppReadsThePolicyFromTheLibrary() throws {
        let stored = try DefinitionText.preset(from: definition("opacity-only").text, source: "fade-up.json")
        var copy = stored
        copy.name = "fade-up-gently"
        try temporary.catalog.createPreset(copy)
        let library = try PresetLibrary(contentsOf: temporary.path)
        #expect(try library.reducedMotionPolicy(ofPreset: "fade-up-gently") == .opacityOnly)
        #expect(try library.reducedMotionPolicy(ofPreset: "fade-up") == .resting)
        let error = #expect(throws: CatalogError.self) { try library.reducedMotionPolicy(ofPreset: "absent") }
        #expect(error?.kind == .notFound)
    }
}
