import GRDB
import ParallaxEngine
import Testing

@testable import PresetStore

/// The seed catalog carries what docs/DESIGN.md and the contract list, modelled as the contract says.
@Suite struct SeedTests {
    private let store: PresetDatabase

    init() throws {
        store = try PresetDatabase.inMemory()
        try store.loadSeed()
    }

    private func keyframeValues(_ preset: String, target: String, property: String) throws -> [PresetDefinition.Value] {
        let track = try store.preset(named: preset).definition.tracks.first { $0.target == target && $0.property == property }
        return try #require(track).keyframes.map(\.value)
    }

    @Test func containsTheListedPresets() throws {
        let names = Set(try store.presets().map(\.name))
        let listed: Set = [
            "aeris-cell-background", "path-header-overscroll", "path-header-layers", "stretch-header",
            "half-speed-header-refresh", "parade-intro", "parade-scale", "parade-double-image",
            "parade-image-appear", "parade-image", "parade-the-end", "fade-up", "fade-down", "fade-left",
            "fade-right", "zoom-in", "zoom-out", "flip-up", "flip-left", "slide-up", "slide-left",
        ]
        #expect(listed.isSubset(of: names))
    }

    @Test func aerisMenuHasMapLayersWithImagesTwiceTheRowHeight() throws {
        let menu = try store.menu(named: "aeris-map-layers").definition
        #expect(menu.title == "Map Layers")
        #expect(menu.rowHeight == 100)
        #expect(menu.items.count == 10)
        #expect(
            Set(["Radar", "Satellite", "Temperatures", "Wind Speeds", "Precipitation", "Clouds", "Lightning", "Air Quality"])
                .isSubset(of: Set(menu.items.map(\.title))))
        for item in menu.items {
            #expect(item.preset == "aeris-cell-background")
            let image = try store.image(named: item.image).definition
            #expect(image.pointHeight == 2 * menu.rowHeight, "\(item.image)")
            #expect(image.uri == "images/\(item.image).jpg")
        }
    }

    /// Exactly the contract's modelling of DESIGN's Aeris formula.
    @Test func aerisCellBackgroundIsTheContractModel() throws {
        let expected = PresetDefinition(
            name: "aeris-cell-background", kind: .cellBackground,
            summary: try store.preset(named: "aeris-cell-background").definition.summary, axis: .vertical,
            timeline: .view(PresetDefinition.ViewTimeline(range: .cover, start: .percent(0), end: .percent(100))),
            tracks: [
                PresetDefinition.Track(
                    target: "background", property: "translationY",
                    keyframes: [
                        PresetDefinition.Keyframe(at: 0, value: .expression("-(imageHeight - rowHeight)")),
                        PresetDefinition.Keyframe(at: 1, value: .expression("(imageHeight - rowHeight) * rowHeight / viewportHeight")),
                    ], extrapolate: .extend)
            ])
        #expect(try store.preset(named: "aeris-cell-background").definition == expected)
    }

    /// DESIGN: y = −150 − o/3 for o < 0, −150 − o for o ≥ 0; scroll(−150…150) puts o = −150 + 300·at.
    @Test func pathHeaderFollowsTheOverscrollFormula() throws {
        let preset = try store.preset(named: "path-header-overscroll").definition
        #expect(preset.timeline == .scroll(from: -150, to: 150))
        let track = try #require(preset.tracks.first)
        #expect(track.target == "header" && track.property == "translationY" && track.extrapolate == .extend)
        for keyframe in track.keyframes {
            let offset = -150 + 300 * keyframe.at
            let y = offset < 0 ? -150 - offset / 3 : -150 - offset
            #expect(keyframe.value == .number(y))
        }
    }

    /// Each layer follows the path formula scaled by its own factor f (taken from its last stop).
    @Test func pathHeaderLayersHaveOneFactorEach() throws {
        let preset = try store.preset(named: "path-header-layers").definition
        #expect(preset.tracks.map(\.target) == ["sky", "hills", "foreground"])
        var factors: [Double] = []
        for track in preset.tracks {
            guard case .number(let last) = try #require(track.keyframes.last).value else { Issue.record("not a number"); continue }
            let factor = (-150 - last) / 150
            factors.append(factor)
            for keyframe in track.keyframes {
                let offset = -150 + 300 * keyframe.at
                #expect(keyframe.value == .number(offset < 0 ? -150 - factor * offset / 3 : -150 - factor * offset))
            }
        }
        #expect(factors == factors.sorted() && Set(factors).count == 3)
    }

    @Test func stretchAndRefreshHeadersAreTheContractModels() throws {
        let stretch = try store.preset(named: "stretch-header").definition
        #expect(stretch.timeline == .scroll(from: -200, to: 200))
        #expect(
            try keyframeValues("stretch-header", target: "image", property: "translationY") == [.number(-200), .number(0), .number(100)])
        #expect(
            try keyframeValues("stretch-header", target: "image", property: "height")
                == [.expression("headerHeight + 200"), .expression("headerHeight"), .expression("headerHeight")])
        let clip = try #require(stretch.tracks.first { $0.property == "clipsToBounds" })
        #expect(clip.target == "container")
        #expect(
            clip.keyframes == [
                PresetDefinition.Keyframe(at: 0, value: .number(0), easing: "steps(1, jump-end)"),
                PresetDefinition.Keyframe(at: 0.5, value: .number(1)), PresetDefinition.Keyframe(at: 1, value: .number(1)),
            ])
        #expect(
            try keyframeValues("half-speed-header-refresh", target: "image", property: "translationY") == [
                .number(0), .number(0), .number(100),
            ])
        #expect(
            try keyframeValues("half-speed-header-refresh", target: "container", property: "clipsToBounds").allSatisfy { $0 == .number(1) })
    }

    /// Parade's demo cells (Parade-Demo/ParallaxCells/*.swift) as states: the targets each cell
    /// animates, and values copied from the cells' code.
    @Test func paradeCellsAreStatesAsTheDemoWritesThem() throws {
        let targets: [String: [String]] = [
            "parade-intro": ["cell", "logo", "arrow", "dots"],
            "parade-scale": ["cell", "image"],
            "parade-double-image": ["cell", "container", "image-right", "image-left"],
            "parade-image-appear": [
                "cell", "image", "crosshair-top-left", "crosshair-bottom-left", "crosshair-top-right", "crosshair-bottom-right",
            ],
            "parade-image": ["cell", "frame", "image"],
            "parade-the-end": ["cell", "title"],
        ]
        for (name, expected) in targets {
            let preset = try store.preset(named: name).definition
            #expect(preset.kind == .parade && preset.timeline == .viewportCenter && preset.tracks.isEmpty, "\(name)")
            #expect(preset.states.map(\.target) == expected, "\(name)")
        }
        // ParallaxScaleCollectionViewCell: alpha 0 over 0.3…1 with outSine on both sides;
        // CGAffineTransform.identity.scaledBy(0.5, 0.5).translatedBy(0, 150) is scale 0.5 with
        // a translation of 0.5 × 150 = 75.
        let scale = try #require(try store.preset(named: "parade-scale").definition.states.last)
        #expect(
            scale.startEnd["alpha"]
                == PresetDefinition.StateValue(value: .number(0), easing: "outSine", range: ProgressRange(lower: 0.3, upper: 1)))
        #expect(scale.startEnd["scale"]?.value == .number(0.5) && scale.startEnd["translationY"]?.value == .number(75))
        // ParallaxTheEndCollectionViewCell: m34 = −1/1000, translate (0, −200, 200), scale 0,
        // rotate 280° about x, outSine; alpha 0 over 0.4…1 with inSine.
        let end = try #require(try store.preset(named: "parade-the-end").definition.states.last)
        #expect(end.start["rotationX"] == PresetDefinition.StateValue(value: .number(280), easing: "outSine"))
        #expect(end.start["translationZ"]?.value == .number(200) && end.rest["perspective"] == .value(.number(1000)))
        #expect(end.start["alpha"]?.range == ProgressRange(lower: 0.4, upper: 1))
    }

    /// aos.css: fade-up starts at translate3d(0, 100px, 0) and opacity 0; zoom-in at scale(.6);
    /// flip-up at perspective(2500px) rotateX(-100deg).
    @Test func animateOnScrollFamilyScrubsTheEntry() throws {
        for name in [
            "fade-up", "fade-down", "fade-left", "fade-right", "zoom-in", "zoom-out", "flip-up", "flip-left", "slide-up", "slide-left",
        ] {
            let preset = try store.preset(named: name).definition
            #expect(preset.kind == .entrance, "\(name)")
            #expect(
                preset.timeline == .view(PresetDefinition.ViewTimeline(range: .entry, start: .percent(0), end: .percent(100))), "\(name)")
        }
        #expect(try keyframeValues("fade-up", target: "card", property: "alpha") == [.number(0), .number(1)])
        #expect(try keyframeValues("fade-up", target: "card", property: "translationY") == [.number(100), .number(0)])
        #expect(try keyframeValues("zoom-in", target: "card", property: "scale") == [.number(0.6), .number(1)])
        #expect(try keyframeValues("flip-up", target: "card", property: "rotationX") == [.number(-100), .number(0)])
        #expect(try keyframeValues("flip-up", target: "card", property: "perspective") == [.number(2500), .number(2500)])
    }

    @Test func exportEqualsTheSeedDocument() throws {
        var seed = try PresetDatabase.seedDocument()
        seed.presets.sort { $0.name < $1.name }
        seed.images.sort { $0.name < $1.name }
        #expect(try store.exportDocument() == seed)
    }

    @Test func seedLoadsOnlyIntoAnEmptyCatalogAndChangesNothingOtherwise() throws {
        let before = try contentDump(of: store)
        #expect(throws: PresetDatabaseError.catalogNotEmpty(path: ":memory:")) { try store.loadSeed() }
        #expect(try contentDump(of: store) == before)
        #expect(try store.checkCatalog().isHealthy)
    }

    @Test func failedImportAddsNothing() throws {
        let fresh = try PresetDatabase.inMemory()
        var document = try PresetDatabase.seedDocument()
        document.presets[document.presets.count - 1].tracks[0].keyframes[0].at = 2
        let before = try contentDump(of: fresh)
        #expect(throws: PresetDatabaseError.self) { try fresh.importDocument(document) }
        #expect(try contentDump(of: fresh) == before)
    }
}
