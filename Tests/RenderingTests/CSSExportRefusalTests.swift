import ParallaxEngine
import PresetRendering
import Testing

/// What a browser cannot show is refused with one line naming the preset, not faked.
@Suite struct CSSExportRefusalTests {
    typealias Support = CSSExportSupport

    /// The Path header's shape: `scroll(-150, 150)`, −100 at −150, −150 at 0, −300 at 150.
    static let pathHeader = AnimatorDefinition(
        timeline: .scroll(from: -150, to: 150),
        tracks: [Support.track("header", .translationY, [(0, -100), (0.5, -150), (1, -300)], extrapolation: .extend)])
    static let header = CSSExportLayout(
        viewport: .init(width: 390, height: 844), axis: .vertical, itemOrigin: 0, itemLength: 180, offsets: -150...150)

    @Test func anEffectInOverscrollIsRefused() {
        let error = Support.refusal { _ = try Support.css(Self.pathHeader, name: "path-header-overscroll", layout: Self.header) }
        #expect(error?.kind == .overscroll)
        #expect(
            error?.description
                == "path-header-overscroll: part of its effect happens in overscroll (content offsets -150…0: header.translationY), "
                + "which browsers do not scroll into; the part they reach can be exported on its own")
    }

    /// Its reachable part: at offset 0 progress is 0.5 (−150), at 150 it is 1 (−300); the
    /// comment says what was left out.
    @Test func theReachablePartIsExportedWithAComment() throws {
        let css = try Support.css(Self.pathHeader, name: "path-header-overscroll", layout: Self.header, reachableOnly: true)
        #expect(
            css.contains(
                "   Left out: what happens in overscroll (content offsets -150…0, which browsers do not scroll into) to header.translationY; "
                    + "this runs from offset 0 on. */"))
        #expect(css.contains("  animation-range: 0px 150px;\n"))
        #expect(css.contains("  0% { translate: 0px -150px; }\n  100% { translate: 0px -300px; }\n"))
    }

    /// Asking for overscroll offsets where nothing moves is no reason to refuse.
    @Test func overscrollWithoutAnEffectIsExported() throws {
        let css = try Support.css(
            AnimatorDefinition(timeline: .scroll(from: 0, to: 150), tracks: [Support.track("header", .translationY, [(0, 0), (1, -150)])]),
            layout: Self.header)
        #expect(!css.contains("Left out"))
    }

    @Test func channelsWithoutACSSEquivalentAreRefused() {
        let depth = Support.refusal {
            _ = try Support.css(
                AnimatorDefinition(timeline: .viewportCenter, tracks: [Support.track("title", .zPosition, [(0, -100), (1, 0)])]),
                name: "the-end")
        }
        #expect(depth?.kind == .unsupported)
        #expect(
            depth?.description == "the-end: title.zPosition has no CSS equivalent (z-index is a whole-number stacking order, not a depth)")
        let crop = Support.refusal {
            _ = try Support.css(
                AnimatorDefinition(timeline: .viewportCenter, tracks: [Support.track("image", .contentsRectY, [(0, 0), (1, 0.5)])]),
                name: "crop")
        }
        #expect(crop?.description == "crop: image.contentsRectY has no CSS equivalent (it crops a layer's image, an element has none)")
        let both = Support.refusal {
            _ = try Support.css(
                AnimatorDefinition(
                    timeline: .viewportCenter,
                    tracks: [Support.track("card", .x, [(0, 0), (1, 10)]), Support.track("card", .centerX, [(0, 0), (1, 10)])]),
                name: "both")
        }
        #expect(both?.description == "both: card animates both x and centerX, which set the same CSS edge or size")
    }

    @Test func aMissingUnderlyingValueIsRefused() {
        let error = Support.refusal {
            _ = try Support.css(
                AnimatorDefinition(
                    timeline: .viewportCenter,
                    states: [
                        TargetStates(target: "image", start: [.cornerRadius: StateValue(.number(24))], rest: [.cornerRadius: .underlying])
                    ]),
                name: "ticket-card")
        }
        #expect(error?.kind == .invalid)
        #expect(error?.description == "ticket-card: needs the view's own value of image.cornerRadius (it rests at \"underlying\")")
    }

    @Test func aLayoutAlongAnotherAxisIsRefused() {
        let error = Support.refusal {
            _ = try Support.css(
                AnimatorDefinition(
                    timeline: .viewportCenter, axis: .horizontal, tracks: [Support.track("card", .alpha, [(0, 0), (1, 1)])]),
                name: "sideways")
        }
        #expect(error?.description == "sideways: the page scrolls vertical but the preset's axis is horizontal")
    }

    @Test func theEnginesOwnRefusalNamesThePreset() {
        let error = Support.refusal {
            _ = try CSSExport(
                name: "aeris",
                definition: AnimatorDefinition(
                    timeline: .view(ViewTimeline()),
                    tracks: [
                        TrackDefinition(
                            target: "background", channel: .translationY,
                            keyframes: [
                                KeyframeDefinition(at: 0, value: .expression(try ValueExpression(parsing: "-imageHeight"))),
                                KeyframeDefinition(at: 1, value: .number(0)),
                            ])
                    ]), context: [:], layout: Support.page)
        }
        #expect(error?.kind == .invalid)
        #expect(error?.description == "aeris: tracks[0].keyframes[0].value: '-imageHeight': unknown name 'imageHeight'")
    }
}
