import Foundation
import ParallaxEngine
import PresetRendering
import Testing

/// Targets that move alike run one `@keyframes`: written once, named by the first target.
@Suite struct CSSExportSharingTests {
    typealias Support = CSSExportSupport

    @Test func targetsMovingAlikeShareTheirKeyframes() throws {
        let css = try Support.css(
            AnimatorDefinition(
                timeline: .view(ViewTimeline(range: .entry)),
                tracks: [
                    Support.track("left", .alpha, [(0, 0), (1, 1)]), Support.track("right", .alpha, [(0, 0), (1, 1)]),
                    Support.track("left", .rotation, [(0, 90), (1, 0)]), Support.track("right", .rotation, [(0, -90), (1, 0)]),
                ]))
        #expect(css.components(separatedBy: "@keyframes ").count - 1 == 3)
        #expect(css.contains("@keyframes px-demo_left_opacity {") && !css.contains("@keyframes px-demo_right_opacity {"))
        #expect(
            Support.block("[data-preset=\"demo\"] [data-target=\"right\"] {", in: css) == [
                "[data-preset=\"demo\"] [data-target=\"right\"] {", "  animation-name: px-demo_left_opacity, px-demo_right_rotate;", "}",
            ])
        #expect(
            Support.block("[data-preset=\"demo\"] [data-target=\"left\"] {", in: css) == [
                "[data-preset=\"demo\"] [data-target=\"left\"] {", "  animation-name: px-demo_left_opacity, px-demo_left_rotate;", "}",
            ])
    }
}
