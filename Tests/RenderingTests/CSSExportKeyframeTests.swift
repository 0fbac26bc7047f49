import CatalogEditing
import ParallaxEngine
import Testing

/// Keyframes worked out by hand: where Parade states, chained children and track ranges put
/// them on the timeline, and the curves that run between them.
@Suite struct CSSExportKeyframeTests {
    typealias Support = CSSExportSupport

    /// Parade's start state over 0.25…0.75 of p = 2t: the state's value up to t = 0.125, linear
    /// to rest by t = 0.375, rest from there (no end state).
    @Test func aStartStateRangeLandsAtHalfItsBounds() throws {
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .viewportCenter,
                states: [TargetStates(target: "card", start: [.alpha: StateValue(.number(0), range: 0.25...0.75)])]))
        #expect(
            Support.block("@keyframes px-demo_card_opacity {", in: css) == [
                "@keyframes px-demo_card_opacity {", "  0% { opacity: 0; }", "  12.5% { opacity: 0; }", "  37.5% { opacity: 1; }",
                "  100% { opacity: 1; }", "}",
            ])
    }

    /// An end state over 0…0.5 of p = 2 − 2t leaves rest at t = 0.75 and reaches the state at
    /// t = 1, along its curve run backwards: cubic-bezier(0.1, 0.2, 0.3, 0.4) mirrored is
    /// cubic-bezier(1 − 0.3, 1 − 0.4, 1 − 0.1, 1 − 0.2).
    @Test func anEndStateRunsItsCurveBackwards() throws {
        let easing = Easing.cubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .viewportCenter,
                states: [TargetStates(target: "card", end: [.alpha: StateValue(.number(0), easing: easing, range: 0...0.5)])]))
        #expect(
            Support.block("@keyframes px-demo_card_opacity {", in: css) == [
                "@keyframes px-demo_card_opacity {", "  0% { opacity: 1; }",
                "  75% { opacity: 1; animation-timing-function: cubic-bezier(.7, .6, .9, .8); }", "  100% { opacity: 0; }", "}",
            ])
    }

    /// A start state over the whole side reaches p = 0.9995 at the centre band's edge
    /// (t = 0.49975) with 0.9995 of the way to rest, then jumps to rest there, as Parade does:
    /// `step-start` (`steps(1, jump-start)`) shows rest from the band on.
    @Test func aStateJumpsToRestAtTheCentreBand() throws {
        let css = try Support.css(
            AnimatorDefinition(timeline: .viewportCenter, states: [TargetStates(target: "card", start: [.alpha: StateValue(.number(0))])]))
        #expect(
            Support.block("@keyframes px-demo_card_opacity {", in: css) == [
                "@keyframes px-demo_card_opacity {", "  0% { opacity: 0; }",
                "  49.975% { opacity: 0.9995; animation-timing-function: step-start; }", "  50.025% { opacity: 1; }",
                "  100% { opacity: 1; }", "}",
            ])
    }

    /// A child over 0.2…0.6 of its parent with a track over 0.5…1 of the child plays over
    /// 0.2 + 0.4·0.5 = 0.4 to 0.2 + 0.4·1 = 0.6 of the parent; its cubic Bézier is CSS's own.
    @Test func chainedRangesPlaceKeyframesInTheParent() throws {
        let easing = Easing.cubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .cover)),
                children: [
                    ChildAnimatorDefinition(
                        name: "child", range: 0.2...0.6,
                        tracks: [Support.track("card", .rotation, [(0, 0), (1, 90)], easing: easing, range: 0.5...1)])
                ]))
        #expect(
            Support.block("@keyframes px-demo_card_rotate {", in: css) == [
                "@keyframes px-demo_card_rotate {", "  0% { rotate: 0deg; }",
                "  40% { rotate: 0deg; animation-timing-function: cubic-bezier(.1, .2, .3, .4); }", "  60% { rotate: 90deg; }",
                "  100% { rotate: 90deg; }", "}",
            ])
    }

    /// `ease` stays `cubic-bezier(0.25, 0.1, 0.25, 1)`; a perspective or x rotation makes the
    /// transform 3D: one `transform` animation per function, in the library's order, added to
    /// the ones before (`animation-composition: add`), so each keeps its own curve.
    @Test func flipUpIsA3DTransform() throws {
        let ease = try Easing(parsing: "ease")
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .entry)),
                tracks: [
                    Support.track("card", .perspective, [(0, 2500), (1, 2500)]),
                    Support.track("card", .rotationX, [(0, -100), (1, 0)], easing: ease),
                ]))
        #expect(css.contains("  animation-name: px-demo_card_transform-perspective, px-demo_card_transform-rotateX;\n"))
        #expect(css.contains("  animation-composition: add, add;\n"))
        #expect(
            Support.block("@keyframes px-demo_card_transform-perspective {", in: css) == [
                "@keyframes px-demo_card_transform-perspective {", "  0% { transform: perspective(2500px); }",
                "  100% { transform: perspective(2500px); }", "}",
            ])
        #expect(
            Support.block("@keyframes px-demo_card_transform-rotateX {", in: css) == [
                "@keyframes px-demo_card_transform-rotateX {",
                "  0% { transform: rotateX(-100deg); animation-timing-function: cubic-bezier(.25, .1, .25, 1); }",
                "  100% { transform: rotateX(0deg); }", "}",
            ])
    }

    /// A card tilting in 3D (perspective, rotationX outCubic), sliding (outQuad), fading
    /// (inOutSine) and popping (scale outBack): each transform function keeps two keyframes and
    /// its curve as the exact `cubic-bezier()` (the polynomials' Bézier forms worked out by
    /// hand: outCubic (⅓, 1, ⅔, 1), outQuad (⅓, ⅔, ⅔, 1), outBack (⅓, (c₁ + 3)/3, ⅔, 1)); only
    /// the sine needs a `linear()`; the whole stylesheet stays under 8 KB.
    @Test func aTiltingPoppingCardIsCompact() throws {
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .entry)),
                tracks: [
                    Support.track("card", .perspective, [(0, 800), (1, 800)]),
                    Support.track("card", .rotationX, [(0, 50), (1, 0)], easing: try Easing(parsing: "outCubic")),
                    Support.track("card", .translationY, [(0, 40), (1, 0)], easing: try Easing(parsing: "outQuad")),
                    Support.track("card", .alpha, [(0, 0), (1, 1)], easing: try Easing(parsing: "inOutSine")),
                    Support.track("card", .scale, [(0, 0.6), (1, 1)], easing: try Easing(parsing: "outBack")),
                ]))
        #expect(css.utf8.count <= 8192, "\(css.utf8.count) bytes")
        #expect(
            Support.block("@keyframes px-demo_card_transform-scale3d {", in: css) == [
                "@keyframes px-demo_card_transform-scale3d {",
                "  0% { transform: scale3d(0.6, 0.6, 0.6); animation-timing-function: cubic-bezier(.333333, 1.567193, .666667, 1); }",
                "  100% { transform: scale3d(1, 1, 1); }", "}",
            ])
        #expect(Support.block("@keyframes px-demo_card_transform-rotateX {", in: css).count == 4)
        #expect(css.contains("rotateX(50deg); animation-timing-function: cubic-bezier(.333333, 1, .666667, 1); }"))
        #expect(css.contains("translate3d(0px, 40px, 0px); animation-timing-function: cubic-bezier(.333333, .666667, .666667, 1); }"))
        #expect(css.contains("  animation-composition: replace, add, add, add, add;\n"))
    }

    /// 2D channels go to CSS's individual properties: `scale` as sx·s sy·s s (the composed
    /// transform's z scale is `scale`), `rotate` the sum of rotation and rotationZ.
    @Test func twoDimensionalChannelsUseIndividualProperties() throws {
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .cover)),
                tracks: [
                    Support.track("card", .scale, [(0, 0.5), (1, 1)]), Support.track("card", .scaleX, [(0, 2), (1, 2)]),
                    Support.track("card", .rotation, [(0, 10), (1, 10)]), Support.track("card", .rotationZ, [(0, 20), (1, 20)]),
                ]))
        #expect(css.contains("  0% { scale: 1 0.5 0.5; }\n  100% { scale: 2 1 1; }\n"))
        // A value that never changes is a declaration, not an animation.
        #expect(css.contains("\n    rotate: 30deg;\n"))
        #expect(!css.contains("@keyframes px-demo_card_rotate"))
        #expect(!css.contains("transform:"))
    }

    /// Colours in OKLab (CSS's own space for `color()`) keep their keyframes as `color(srgb …)`,
    /// with keyframes in between, close enough that Firefox ESR, which mixes them in sRGB, shows
    /// them too; colours in gamma-encoded sRGB as legacy `rgb()`, which CSS mixes in that space,
    /// from one keyframe to the next.
    @Test func coloursUseTheNotationCSSMixesInTheirSpace() throws {
        func colours(_ space: ColorSpace) throws -> String {
            try Support.css(
                AnimatorDefinition(
                    timeline: .view(ViewTimeline(range: .cover)),
                    tracks: [
                        TrackDefinition(
                            target: "card", channel: .backgroundColor,
                            keyframes: [
                                KeyframeDefinition(at: 0, value: .color(RGBA(red: 1, green: 0.5, blue: 0))),
                                KeyframeDefinition(at: 1, value: .color(RGBA(red: 0, green: 0, blue: 1, alpha: 0.25))),
                            ], colorSpace: space)
                    ]))
        }
        let oklab = Support.block("@keyframes px-demo_card_background-color {", in: try colours(.oklab))
        #expect(oklab.dropFirst().first == "  0% { background-color: color(srgb 1 0.5 0); }", "\(oklab)")
        #expect(oklab.suffix(2) == ["  100% { background-color: color(srgb 0 0 1 / 0.25); }", "}"], "\(oklab)")
        #expect(oklab.count > 10 && oklab.allSatisfy { !$0.contains("rgb(") }, "\(oklab)")
        #expect(
            try colours(.sRGB).contains("  0% { background-color: rgb(255 127.5 0); }\n  100% { background-color: rgb(0 0 255 / 0.25); }\n")
        )
    }

    /// A shadow takes Core Animation's defaults for what is not animated: offset (0, −3),
    /// radius 3 (CSS blur 6), black; its opacity becomes the colour's alpha.
    @Test func aShadowTakesCoreAnimationsDefaults() throws {
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .cover)), tracks: [Support.track("card", .shadowOpacity, [(0, 0), (1, 0.5)])]))
        #expect(
            css.contains(
                "  0% { box-shadow: 0px -3px 6px color(srgb 0 0 0 / 0); }\n  100% { box-shadow: 0px -3px 6px color(srgb 0 0 0 / 0.5); }\n"))
    }

    /// A frame's centre is its origin plus half its size: centerX 100 → 200 on a 390 pt wide
    /// item (the target's width) is left −95 → 5.
    @Test func aCentreBecomesALeftEdge() throws {
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .cover)), tracks: [Support.track("card", .centerX, [(0, 100), (1, 200)])]))
        #expect(css.contains("  0% { left: -95px; }\n  100% { left: 5px; }\n"))
    }

    /// `clipsToBounds` 0 → 1 crosses 0.5 halfway: `overflow` flips there, and only there.
    @Test func clippingFlipsWhereTheValueCrossesAHalf() throws {
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .cover)), tracks: [Support.track("card", .clipsToBounds, [(0, 0), (1, 1)])]))
        #expect(
            Support.block("@keyframes px-demo_card_overflow {", in: css) == [
                "@keyframes px-demo_card_overflow {", "  0% { overflow: visible; animation-timing-function: step-end; }",
                "  50% { overflow: hidden; }", "  100% { overflow: hidden; }", "}",
            ])
    }

    /// A border width shows on a solid border.
    @Test func aBorderWidthIsSolid() throws {
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .cover)), tracks: [Support.track("card", .borderWidth, [(0, 0), (1, 4)])]))
        #expect(css.contains("  border-style: solid;\n"))
        #expect(css.contains("  0% { border-width: 0px; }\n  100% { border-width: 4px; }\n"))
    }
}
