import ParallaxEngine
import Testing

/// docs/DESIGN.md "Half-speed header with stretch" and "with pull-to-refresh", in header cell
/// coordinates (the screen's top edge is at y = o for content offset o).
@Suite struct HalfSpeedHeaderSeedTests {
    static let headerHeight = 180.0
    static let viewportWidth = 375.0
    static let context = ["headerHeight": headerHeight, "viewportWidth": viewportWidth]

    private static func expression(_ text: String) -> KeyframeValue { .expression(try! ValueExpression(parsing: text)) }

    private static func track(
        _ target: String, _ channel: Channel, _ values: [KeyframeValue], easing: Easing = .linear,
        extrapolation: Extrapolation = .extend
    ) -> TrackDefinition {
        TrackDefinition(
            target: target, channel: channel,
            keyframes: zip([0, 0.5, 1], values).map { KeyframeDefinition(at: $0, value: $1, easing: easing) },
            extrapolation: extrapolation)
    }

    /// scroll(−200 … 200): progress ½ at o = 0.
    static let stretch = AnimatorDefinition(
        timeline: .scroll(from: -200, to: 200),
        tracks: [
            track("image", .translationY, [.number(-200), .number(0), .number(100)]),
            track("image", .height, [expression("headerHeight + 200"), expression("headerHeight"), expression("headerHeight")]),
            track(
                "image", .width,
                [
                    expression("max(viewportWidth, 2 * headerHeight) * (headerHeight + 200) / headerHeight"),
                    expression("max(viewportWidth, 2 * headerHeight)"), expression("max(viewportWidth, 2 * headerHeight)"),
                ]),
            track(
                "image", .x,
                [
                    expression("(viewportWidth - max(viewportWidth, 2 * headerHeight) * (headerHeight + 200) / headerHeight) / 2"),
                    expression("(viewportWidth - max(viewportWidth, 2 * headerHeight)) / 2"),
                    expression("(viewportWidth - max(viewportWidth, 2 * headerHeight)) / 2"),
                ]),
            TrackDefinition(
                target: "container", channel: .clipsToBounds,
                keyframes: [
                    KeyframeDefinition(at: 0, value: .number(0), easing: try! Easing(parsing: "steps(1, jump-end)")),
                    KeyframeDefinition(at: 0.5, value: .number(1)),
                    KeyframeDefinition(at: 1, value: .number(1)),
                ]),
        ])

    static let refresh = AnimatorDefinition(
        timeline: .scroll(from: -200, to: 200),
        tracks: [
            track("image", .translationY, [.number(0), .number(0), .number(100)]),
            track("image", .height, Array(repeating: expression("headerHeight"), count: 3)),
            track("image", .width, Array(repeating: expression("max(viewportWidth, 2 * headerHeight)"), count: 3)),
            track("image", .x, Array(repeating: expression("(viewportWidth - max(viewportWidth, 2 * headerHeight)) / 2"), count: 3)),
            track("container", .clipsToBounds, Array(repeating: .number(1), count: 3), extrapolation: .clamp),
        ])

    private func sweep(_ definition: AnimatorDefinition, check: (Double, (Channel, String) -> Double) -> Void) throws {
        let animator = try Animator(definition, context: Self.context)
        var values = [Double](repeating: 0, count: animator.slotCount)
        for offset in stride(from: -450.0, through: 450, by: 2.5) {
            animator.evaluate(verticalGeometry(offset: offset, itemTop: 0, itemHeight: Self.headerHeight), into: &values)
            check(offset) { channel, target in values[animator.slotIndex(target: target, channel: channel)!] }
        }
    }

    @Test func stretchHeader() throws {
        let h = Self.headerHeight
        try sweep(Self.stretch) { o, value in
            // o ≥ 0: half speed (top +o/2) inside a clipping container, natural size.
            // o < 0: no clipping, top pinned to the screen top (y = o), height h + |o|, width
            // growing in proportion from the viewport's 375 (≥ 2 × 180), centred horizontally.
            let height = o < 0 ? h - o : h
            let width = Self.viewportWidth * height / h
            #expect(isClose(value(.translationY, "image"), o < 0 ? o : o / 2), "offset \(o)")
            #expect(isClose(value(.height, "image"), height), "offset \(o)")
            #expect(isClose(value(.width, "image"), width), "offset \(o)")
            #expect(isClose(value(.x, "image"), (Self.viewportWidth - width) / 2), "offset \(o)")
            #expect(value(.clipsToBounds, "container") == (o < 0 ? 0 : 1), "offset \(o)")
        }
    }

    @Test func pullToRefreshHeader() throws {
        let h = Self.headerHeight
        try sweep(Self.refresh) { o, value in
            // o > 0: half speed; o ≤ 0: the image stays put, no stretch.
            #expect(isClose(value(.translationY, "image"), o > 0 ? o / 2 : 0), "offset \(o)")
            #expect(isClose(value(.height, "image"), h))
            #expect(isClose(value(.width, "image"), Self.viewportWidth))
            #expect(isClose(value(.x, "image"), 0))
            #expect(value(.clipsToBounds, "container") == 1)
        }
    }
}
