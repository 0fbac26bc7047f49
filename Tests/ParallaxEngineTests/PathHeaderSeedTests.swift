import ParallaxEngine
import Testing

/// docs/DESIGN.md "Path header overscroll": image at y0 = −150; for content offset o,
/// y = y0 − o/3 when o < 0, else y = y0 − o. The multi-layer variant gives each image its own
/// factor f: y = y0 − f·o/3 when o < 0, else y0 − f·o.
@Suite struct PathHeaderSeedTests {
    /// scroll(−150 … 150): progress 0 at o = −150, ½ at 0, 1 at 150.
    private func layer(_ target: String, y0: Double, factor: Double) -> TrackDefinition {
        TrackDefinition(
            target: target, channel: .translationY,
            keyframes: [
                KeyframeDefinition(at: 0, value: .number(y0 + 50 * factor)),
                KeyframeDefinition(at: 0.5, value: .number(y0)),
                KeyframeDefinition(at: 1, value: .number(y0 - 150 * factor)),
            ],
            extrapolation: .extend)
    }

    @Test func singleHeaderImage() throws {
        // Contract keyframes: 0 → −100, ½ → −150, 1 → −300.
        let animator = try Animator(
            AnimatorDefinition(timeline: .scroll(from: -150, to: 150), tracks: [layer("header", y0: -150, factor: 1)]),
            context: [:])
        var values = [Double](repeating: 0, count: animator.slotCount)
        for offset in stride(from: -400.0, through: 400, by: 3.5) {
            animator.evaluate(verticalGeometry(offset: offset, itemTop: 0, itemHeight: 180), into: &values)
            let expected = offset < 0 ? -150 - offset / 3 : -150 - offset
            #expect(isClose(values[0], expected), "offset \(offset)")
        }
    }

    @Test func multiLayerVariant() throws {
        let layers = [("sky", -150.0, 0.25), ("hills", -100.0, 0.5), ("trees", -60.0, 1.0)]
        let animator = try Animator(
            AnimatorDefinition(
                timeline: .scroll(from: -150, to: 150),
                tracks: layers.map { layer($0.0, y0: $0.1, factor: $0.2) }),
            context: [:])
        var values = [Double](repeating: 0, count: animator.slotCount)
        for offset in stride(from: -400.0, through: 400, by: 5) {
            animator.evaluate(verticalGeometry(offset: offset, itemTop: 0, itemHeight: 180), into: &values)
            for (name, y0, factor) in layers {
                let expected = offset < 0 ? y0 - factor * offset / 3 : y0 - factor * offset
                let slot = try #require(animator.slotIndex(target: name, channel: .translationY))
                #expect(isClose(values[slot], expected), "\(name) at offset \(offset)")
            }
        }
    }
}
