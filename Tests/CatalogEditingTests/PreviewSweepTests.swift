import ParallaxEngine
import TestSupport
import Testing

@testable import PresetRendering

/// Default sweeps and menu layouts, against values worked out by hand.
@Suite struct PreviewSweepTests {
    @Test(arguments: [(20.0, 20.0), (47.2, 25), (84.4, 50), (5, 5), (0.3, 0.25), (19.9, 10), (1, 1), (3, 2.5), (0.07, 0.05)])
    func roundSteps(limit: Double, expected: Double) {
        #expect(PresetPreview.roundStep(notAbove: limit) == expected)
    }

    /// A span of 944 pt: step 25 (944/20 = 47.2), a tenth (94.4) either side, not below 0.
    @Test func aSweepStepsRoundlyAndKeepsTheSpansEnds() {
        let sweep = PresetPreview.defaultSweep(activeSpan: 0...944).offsets
        #expect(sweep.first == 0 && sweep.last == 1050)  // 944 + 94.4 rounded up to a multiple of 25
        #expect(sweep.contains(944))  // the span's end, off the grid
        #expect(sweep.filter { (0...944).contains($0) }.count == 39)  // 0, 25, …, 925 and 944
        let negative = PresetPreview.defaultSweep(activeSpan: -150...150).offsets
        // 300 / 20 = 15 → step 10; a tenth of 300, 30, either side: −180, −170, …, 180.
        #expect(negative == stride(from: -180.0, through: 180, by: 10).map { $0 })
    }

    /// The seed's aeris-cell-background (view, cover) for a 100 pt row at content y 844 in an
    /// 844 pt viewport: cover starts when the row's top reaches the viewport's bottom (o = 0)
    /// and ends when its bottom leaves the top (o = 944).
    @Test func aViewTimelinesSpanIsWhereItsProgressRunsFrom0To1() throws {
        let temporary = try TemporaryCatalog()
        let subject = try temporary.catalog.previewSubject(named: "aeris-cell-background", settings: PreviewSettings())
        let span = PresetPreviewSubject.activeSpan(
            animator: subject.animator, axis: .vertical, viewport: subject.viewport, itemFrame: subject.itemFrame)
        #expect(abs(span.lowerBound - 0) < 1e-9 && abs(span.upperBound - 944) < 1e-9)
        // Parade's centre timeline: the default row's centre is at content 1.5 × 844 = 1266, so it
        // runs from one viewport below the viewport's centre (offset 0) to one above (1688).
        let parade = try temporary.catalog.previewSubject(named: "parade-intro", settings: PreviewSettings())
        let paradeSpan = PresetPreviewSubject.activeSpan(
            animator: parade.animator, axis: .vertical, viewport: parade.viewport, itemFrame: parade.itemFrame)
        #expect(paradeSpan == 0...1688)
    }

    /// Rows of 100, 60 (its own), 140 (its own) and 100 pt in a 250 pt viewport.
    static let mixed = MenuLayout(rowHeight: 100, ownRowHeights: [nil, 60, 140, nil], viewportHeight: 250)

    @Test func theLastReachableOffsetIsTheContentLessTheViewport() {
        #expect(Self.mixed.contentHeight == 400)
        #expect(Self.mixed.lastReachableOffset == 150)
        #expect(MenuLayout(rowHeight: 100, rowCount: 2, viewportHeight: 844).lastReachableOffset == 0)
    }

    /// Every half of the menu's row height (50), then the last reachable offset; a menu that
    /// fits in its viewport is previewed where it rests, at offset 0 only.
    @Test func aMenuSweepStopsAtItsLastReachableOffset() {
        #expect(MenuPreview.defaultSweep(layout: Self.mixed).offsets == [0, 50, 100, 150])
        let short = MenuLayout(rowHeight: 100, ownRowHeights: [nil, 35], viewportHeight: 100)
        #expect(MenuPreview.defaultSweep(layout: short).offsets == [0, 35])
        #expect(MenuPreview.defaultSweep(layout: MenuLayout(rowHeight: 100, rowCount: 2, viewportHeight: 844)).offsets == [0])
    }
}
