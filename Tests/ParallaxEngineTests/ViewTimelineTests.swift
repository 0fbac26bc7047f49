import ParallaxEngine
import Testing

/// View progress timelines against W3C scroll-animations-1 §3.3 (#view-timelines-ranges),
/// worked out by hand. With scroll offset s, the visibility range is [s + startInset,
/// s + viewport − endInset]; each bound solves "item edge coincides with range edge" for s.
@Suite struct ViewTimelineTests {
    // Short item: viewport 800, item top 1000, height 100.
    // cover:  start edge meets end edge at s = 1000 − 800 = 200; end edge meets start edge at 1100.
    // contain: end meets end at s = 1100 − 800 = 300; start meets start at s = 1000.
    private func shortItem(_ timeline: ViewTimeline, at offset: Double) -> Double {
        timeline.progress(for: verticalGeometry(offset: offset, itemTop: 1000, itemHeight: 100))
    }

    // Tall item: viewport 800, item top 1000, height 1200 (taller than the viewport).
    // cover 200 → 2200; start meets start at 1000; end meets end at 2200 − 800 = 1400,
    // so contain (fully covering) is 1000 → 1400.
    private func tallItem(_ timeline: ViewTimeline, at offset: Double) -> Double {
        timeline.progress(for: verticalGeometry(offset: offset, itemTop: 1000, itemHeight: 1200))
    }

    @Test func coverRunsFromEnteringToLeaving() {
        let cover = ViewTimeline(range: .cover)
        #expect(isClose(shortItem(cover, at: 200), 0))
        #expect(isClose(shortItem(cover, at: 650), 0.5))  // (650 − 200) / 900
        #expect(isClose(shortItem(cover, at: 1100), 1))
    }

    @Test func progressIsUnclampedOutsideTheRange() {
        let cover = ViewTimeline(range: .cover)
        #expect(isClose(shortItem(cover, at: 100), -1.0 / 9))  // (100 − 200) / 900
        #expect(isClose(shortItem(cover, at: 2000), 2))  // (2000 − 200) / 900
    }

    @Test func containForAShortItem() {
        let contain = ViewTimeline(range: .contain)
        #expect(isClose(shortItem(contain, at: 300), 0))
        #expect(isClose(shortItem(contain, at: 650), 0.5))  // (650 − 300) / 700
        #expect(isClose(shortItem(contain, at: 1000), 1))
    }

    @Test func containForATallItemIsWhileItCoversTheViewport() {
        let contain = ViewTimeline(range: .contain)
        #expect(isClose(tallItem(contain, at: 1000), 0))
        #expect(isClose(tallItem(contain, at: 1200), 0.5))  // (1200 − 1000) / 400
        #expect(isClose(tallItem(contain, at: 1400), 1))
    }

    @Test func entryAndExitForAShortItem() {
        #expect(isClose(shortItem(ViewTimeline(range: .entry), at: 250), 0.5))  // 200 → 300
        #expect(isClose(shortItem(ViewTimeline(range: .exit), at: 1050), 0.5))  // 1000 → 1100
    }

    @Test func crossingRangesForAShortItemMatchEntryAndExit() {
        #expect(isClose(shortItem(ViewTimeline(range: .entryCrossing), at: 250), 0.5))  // 200 → 300
        #expect(isClose(shortItem(ViewTimeline(range: .exitCrossing), at: 1050), 0.5))  // 1000 → 1100
    }

    @Test func entryAndCrossingDifferForATallItem() {
        // entry: cover 0% (200) → contain 0% (1000); entry-crossing: 200 → end meets end (1400).
        #expect(isClose(tallItem(ViewTimeline(range: .entry), at: 600), 0.5))
        #expect(isClose(tallItem(ViewTimeline(range: .entryCrossing), at: 800), 0.5))
        // exit: contain 100% (1400) → cover 100% (2200); exit-crossing: 1000 → 2200.
        #expect(isClose(tallItem(ViewTimeline(range: .exit), at: 1800), 0.5))
        #expect(isClose(tallItem(ViewTimeline(range: .exitCrossing), at: 1600), 0.5))
    }

    @Test func offsetsArePercentagesOrPointsFromTheRangeStart() {
        // cover 200 → 1100 (900 long): 25% is 425, 450 points is 650.
        let timeline = ViewTimeline(range: .cover, start: .percent(25), end: .points(450))
        #expect(isClose(shortItem(timeline, at: 425), 0))
        #expect(isClose(shortItem(timeline, at: 537.5), 0.5))
        #expect(isClose(shortItem(timeline, at: 650), 1))
    }

    @Test func insetsShrinkTheVisibilityRange() {
        // Visibility range [s + 50, s + 700]: item top meets its end at s = 1000 − 700 = 300,
        // item bottom meets its start at s = 1100 − 50 = 1050.
        let timeline = ViewTimeline(range: .cover, startInset: 50, endInset: 100)
        #expect(isClose(shortItem(timeline, at: 300), 0))
        #expect(isClose(shortItem(timeline, at: 675), 0.5))
        #expect(isClose(shortItem(timeline, at: 1050), 1))
    }

    @Test func contentInsetsDoNotMoveTheViewTimeline() {
        let geometry = verticalGeometry(
            offset: 650, itemTop: 1000, itemHeight: 100, insets: .init(top: 64, left: 0, bottom: 34, right: 0))
        #expect(isClose(ViewTimeline().progress(for: geometry), 0.5))
    }

    @Test func horizontalAxisReadsXAndWidth() {
        // Viewport 400 wide, item at x 1000, 100 wide: cover 600 → 1100.
        let geometry = ScrollMetrics(
            viewportSize: .init(width: 400, height: 900), contentOffset: .init(x: 850, y: 5000),
            axis: .horizontal, itemFrame: .init(x: 1000, y: 0, width: 100, height: 900))
        #expect(isClose(ViewTimeline().progress(for: geometry), 0.5))
    }

    @Test func rangeOffsetTextRoundTrips() throws {
        #expect(try RangeOffset(parsing: "25%") == .percent(25))
        #expect(try RangeOffset(parsing: " -40 ") == .points(-40))
        #expect(RangeOffset.percent(12.5).description == "12.5%")
        #expect(throws: EngineError.self) { try RangeOffset(parsing: "25px") }
    }
}
