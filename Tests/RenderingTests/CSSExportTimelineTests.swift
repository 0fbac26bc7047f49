import ParallaxEngine
import PresetRendering
import Testing

/// How each timeline becomes a CSS timeline and `animation-range`, with the positions worked
/// out by hand from the definitions (DESIGN.md, scroll-animations-1 §3.3).
@Suite struct CSSExportTimelineTests {
    typealias Support = CSSExportSupport

    /// A linear fade over `view(entry)` is CSS's own: the item's view timeline, the same named
    /// range, 0% opacity 0 → 100% opacity 1, every rule scoped to the preset's item.
    @Test func aViewTimelineKeepsItsRangeAndOffsets() throws {
        let css = try Support.css(
            AnimatorDefinition(timeline: .view(ViewTimeline(range: .entry)), tracks: [Support.track("card", .alpha, [(0, 0), (1, 1)])]),
            name: "fade")
        #expect(
            Support.block("[data-preset=\"fade\"] {", in: css) == [
                "[data-preset=\"fade\"] {", "  view-timeline: --px-fade block;", "  view-timeline-inset: 0px 0px;", "}",
            ])
        #expect(
            Support.block("[data-preset=\"fade\"] [data-target] {", in: css) == [
                "[data-preset=\"fade\"] [data-target] {", "  animation-duration: auto;", "  animation-timing-function: linear;",
                "  animation-fill-mode: both;", "  animation-timeline: --px-fade;", "  animation-range: entry 0% entry 100%;", "}",
            ])
        #expect(
            Support.block("[data-preset=\"fade\"] [data-target=\"card\"] {", in: css) == [
                "[data-preset=\"fade\"] [data-target=\"card\"] {", "  animation-name: px-fade_card_opacity;", "}",
            ])
        #expect(
            Support.block("@keyframes px-fade_card_opacity {", in: css) == [
                "@keyframes px-fade_card_opacity {", "  0% { opacity: 0; }", "  100% { opacity: 1; }", "}",
            ])
    }

    /// Lengths, percentages and insets carry over: `contain 20px` to `contain 80%`, insets 10
    /// and 30 as `view-timeline-inset`.
    @Test func lengthsAndInsetsCarryOver() throws {
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .contain, start: .points(20), end: .percent(80), startInset: 10, endInset: 30)),
                tracks: [Support.track("card", .alpha, [(0, 0), (1, 1)])]))
        #expect(css.contains("  view-timeline-inset: 10px 30px;\n"))
        #expect(css.contains("  animation-range: contain 20px contain 80%;\n"))
    }

    /// Parade's timeline for a 100 pt item in an 800 pt viewport: t = 0.5 − r/2 with
    /// r = (c − 400)/800, c the item's centre in the viewport. t = 0 at c = 1200, t = 1 at
    /// c = −400. `cover` starts when the item's top meets the viewport's bottom (c = 850), so
    /// t = 0 is 850 − 1200 = −350 px into cover and t = 1 is 850 + 400 = 1250 px.
    @Test func viewportCentreBecomesLengthsOnCover() throws {
        let css = try Support.css(
            AnimatorDefinition(timeline: .viewportCenter, tracks: [Support.track("title", .alpha, [(0, 0), (0.5, 1), (1, 0)])]))
        #expect(css.contains("  animation-range: cover -350px cover 1250px;\n"))
        #expect(css.contains("  view-timeline: --px-demo block;\n"))
        #expect(!css.contains("view-timeline-inset"))
    }

    /// `scroll(0, 300)` runs over the container's scroll timeline from 0 px to 300 px.
    @Test func aScrollWindowBecomesAScrollTimeline() throws {
        let css = try Support.css(
            AnimatorDefinition(timeline: .scroll(from: 0, to: 300), tracks: [Support.track("header", .translationY, [(0, 0), (1, 90)])]))
        #expect(css.contains("  animation-timeline: scroll(nearest block);\n"))
        #expect(css.contains("  animation-range: 0px 300px;\n"))
        #expect(!css.contains("view-timeline"))
        #expect(css.contains("  0% { translate: 0px 0px; }\n  100% { translate: 0px 90px; }\n"))
    }

    /// `scroll(300, 0)` runs backwards: from offset 0 (progress 1) to 300 (progress 0).
    @Test func aBackwardsWindowRunsWithTheScroll() throws {
        let css = try Support.css(
            AnimatorDefinition(timeline: .scroll(from: 300, to: 0), tracks: [Support.track("header", .translationY, [(0, 0), (1, 90)])]))
        #expect(css.contains("  animation-range: 0px 300px;\n"))
        #expect(css.contains("  0% { translate: 0px 90px; }\n  100% { translate: 0px 0px; }\n"))
    }

    /// `offset`: progress is the offset itself; the page reaches 0…900 (content 1700 = 900 +
    /// 800), so a track 0 → 0.5 over progress 0…1, extended, is 0 at offset 0 and 450 at 900.
    @Test func theRawOffsetSpansTheReachableOffsets() throws {
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .offset, tracks: [Support.track("sky", .translationY, [(0, 0), (1, 0.5)], extrapolation: .extend)]))
        #expect(css.contains("  animation-range: 0px 900px;\n"))
        #expect(css.contains("  0% { translate: 0px 0px; }\n  100% { translate: 0px 450px; }\n"))
    }

    /// An extended track keeps moving past `cover 100%`. A 156 pt item in an 844 pt viewport:
    /// cover runs over offsets 0…1000 (item at 844); the page reaches 1500, progress 1.5, so
    /// the range reaches cover 150% and the track −100 → 100 reaches −100 + 200·1.5 = 200.
    @Test func anExtendedTrackWidensTheRange() throws {
        let layout = CSSExportLayout(
            viewport: .init(width: 390, height: 844), axis: .vertical, itemOrigin: 844, itemLength: 156, offsets: 0...1500)
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .cover)),
                tracks: [Support.track("background", .translationY, [(0, -100), (1, 100)], extrapolation: .extend)]),
            layout: layout)
        #expect(css.contains("  animation-range: cover 0% cover 150%;\n"))
        #expect(css.contains("  0% { translate: 0px -100px; }\n  100% { translate: 0px 200px; }\n"))
    }

    /// The same track without `extend` holds its ends, so the range stays cover 0%…100%.
    @Test func aClampedTrackKeepsTheRange() throws {
        let layout = CSSExportLayout(
            viewport: .init(width: 390, height: 844), axis: .vertical, itemOrigin: 844, itemLength: 156, offsets: 0...1500)
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .cover)), tracks: [Support.track("background", .translationY, [(0, -100), (1, 100)])]),
            layout: layout)
        #expect(css.contains("  animation-range: cover 0% cover 100%;\n"))
    }

    /// A horizontal preset scrolls along the inline axis.
    @Test func aHorizontalPresetUsesTheInlineAxis() throws {
        let layout = CSSExportLayout(
            viewport: .init(width: 800, height: 390), axis: .horizontal, itemOrigin: 800, itemLength: 100, offsets: 0...900)
        let view = try Support.css(
            AnimatorDefinition(timeline: .viewportCenter, axis: .horizontal, tracks: [Support.track("card", .alpha, [(0, 0), (1, 1)])]),
            layout: layout)
        #expect(view.contains("  view-timeline: --px-demo inline;\n"))
        #expect(view.contains("  animation-range: cover -350px cover 1250px;\n"))
        let scroll = try Support.css(
            AnimatorDefinition(
                timeline: .scroll(from: 0, to: 100), axis: .horizontal, tracks: [Support.track("card", .alpha, [(0, 0), (1, 1)])]),
            layout: layout)
        #expect(scroll.contains("  animation-timeline: scroll(nearest inline);\n"))
    }
}
