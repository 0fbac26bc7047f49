import ParallaxEngine
import Testing

/// docs/DESIGN.md "Aeris cell background": with d = viewportHeight/2 − cellTopInViewport and
/// travel = imageViewHeight − rowHeight, the image view's top inside the cell is
/// −travel/2 + (d / viewportHeight) · travel.
@Suite struct AerisSeedTests {
    static let definition = AnimatorDefinition(
        timeline: .view(ViewTimeline(range: .cover, start: .percent(0), end: .percent(100))),
        tracks: [
            TrackDefinition(
                target: "background", channel: .translationY,
                keyframes: [
                    KeyframeDefinition(at: 0, value: .expression(try! ValueExpression(parsing: "-(imageHeight - rowHeight)"))),
                    KeyframeDefinition(
                        at: 1,
                        value: .expression(try! ValueExpression(parsing: "(imageHeight - rowHeight) * rowHeight / viewportHeight"))),
                ],
                extrapolation: .extend)
        ])

    @Test(arguments: [(100.0, 260.0, 800.0), (88, 176, 667), (120, 400, 1024)])
    func imageTopFollowsTheDesignFormula(rowHeight: Double, imageHeight: Double, viewportHeight: Double) throws {
        let animator = try Animator(
            Self.definition,
            context: ["rowHeight": rowHeight, "imageHeight": imageHeight, "viewportHeight": viewportHeight])
        let slot = try #require(animator.slotIndex(target: "background", channel: .translationY))
        var values = [Double](repeating: 0, count: animator.slotCount)
        let cellTopInContent = 1500.0
        for offset in stride(from: 0.0, through: 3000, by: 7) {
            let geometry = verticalGeometry(
                viewportHeight: viewportHeight, offset: offset, itemTop: cellTopInContent, itemHeight: rowHeight)
            animator.evaluate(geometry, into: &values)
            let cellTop = cellTopInContent - offset
            let travel = imageHeight - rowHeight
            let d = viewportHeight / 2 - cellTop
            let expected = -travel / 2 + (d / viewportHeight) * travel
            #expect(isClose(values[slot], expected), "offset \(offset)")
        }
    }
}
