import ParallaxEngine
import Testing

@Suite struct TimelineTests {
    // Viewport 800, item 100 tall at content y 1000: its centre is at 1050 − offset in the
    // viewport; the viewport centre is 400. Distance past the centre d = 650 − offset.
    private func centreProgress(offset: Double) -> Double {
        Timeline.viewportCenter.progress(for: verticalGeometry(offset: offset, itemTop: 1000, itemHeight: 100), axis: .vertical)
    }

    @Test func viewportCentreIsRestingAtTheCentre() {
        #expect(isClose(centreProgress(offset: 650), 0.5))
    }

    @Test func viewportCentreAppearingSideIsBelowTheCentre() {
        // d = 400 (centre at the bottom edge): closeness 0.5, progress c/2 = 0.25.
        #expect(isClose(centreProgress(offset: 250), 0.25))
        // d = 800 (a full viewport away): closeness 0, progress 0; further away stays 0.
        #expect(isClose(centreProgress(offset: -150), 0))
        #expect(isClose(centreProgress(offset: -1000), 0))
        // d = 200: closeness 0.75, progress 0.375.
        #expect(isClose(centreProgress(offset: 450), 0.375))
    }

    @Test func viewportCentreDisappearingSideIsAboveTheCentre() {
        // d = −400: closeness 0.5, progress 1 − c/2 = 0.75; d = −800: progress 1.
        #expect(isClose(centreProgress(offset: 1050), 0.75))
        #expect(isClose(centreProgress(offset: 1450), 1))
        #expect(isClose(centreProgress(offset: 3000), 1))
    }

    @Test func scrollWindowProgress() {
        let timeline = Timeline.scroll(from: -200, to: 0)
        #expect(isClose(timeline.progress(for: verticalGeometry(offset: -100, itemTop: 0, itemHeight: 10), axis: .vertical), 0.5))
        #expect(isClose(timeline.progress(for: verticalGeometry(offset: 100, itemTop: 0, itemHeight: 10), axis: .vertical), 1.5))
    }

    @Test func scrollAndOffsetMeasureFromTheRestingInsetPosition() {
        // UIKit rests at contentOffset.y = −inset.top; 100 pt of overscroll is −164 with a 64 inset.
        let geometry = verticalGeometry(
            offset: -164, itemTop: 0, itemHeight: 10, insets: .init(top: 64, left: 0, bottom: 0, right: 0))
        #expect(isClose(Timeline.offset.progress(for: geometry, axis: .vertical), -100))
        #expect(isClose(Timeline.scroll(from: -200, to: 0).progress(for: geometry, axis: .vertical), 0.5))
    }
}
