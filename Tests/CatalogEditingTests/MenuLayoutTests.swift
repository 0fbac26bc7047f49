import PresetRendering
import Testing

@Suite struct MenuLayoutTests {
    /// Ten 100 pt rows in a 250 pt viewport.
    let layout = MenuLayout(rowHeight: 100, rowCount: 10, viewportHeight: 250)

    @Test func rowTopsMoveUpByTheOffset() {
        #expect(layout.contentTop(ofRow: 3) == 300)
        #expect(layout.viewportTop(ofRow: 3, offset: 120) == 180)
    }

    /// At offset 0 rows 0 (0…100), 1 (100…200) and 2 (200…300, partly) show; row 3 starts at 300.
    @Test func visibleRowsAtTheTop() {
        #expect(layout.visibleRows(offset: 0) == [0, 1, 2])
    }

    /// At offset 100 row 0 ends exactly at the viewport top (not visible); rows 1…3 show
    /// (row 3 spans 200…300 in the viewport, partly inside 0…250).
    @Test func rowsTouchingAnEdgeAreNotVisible() {
        #expect(layout.visibleRows(offset: 100) == [1, 2, 3])
        #expect(layout.visibleRows(offset: 150) == [1, 2, 3])
    }

    /// Pulled down by 200 pt only rows 0 (200…300) shows; scrolled past the end, none.
    @Test func overscroll() {
        #expect(layout.visibleRows(offset: -200) == [0])
        #expect(layout.visibleRows(offset: 1000) == [])
        #expect(layout.contentHeight == 1000)
    }
}

/// Rows with heights of their own: 100, 150 (its own), 100, 50 (its own) in a 250 pt viewport.
@Suite struct MixedRowHeightLayoutTests {
    let layout = MenuLayout(rowHeight: 100, ownRowHeights: [nil, 150, nil, 50], viewportHeight: 250)

    /// Tops are the sums of the heights above: 0, 100, 250, 350; the content ends at 400.
    @Test func topsAddTheHeightsAbove() {
        #expect((0..<4).map { layout.contentTop(ofRow: $0) } == [0, 100, 250, 350])
        #expect(layout.rowHeights == [100, 150, 100, 50])
        #expect(layout.contentHeight == 400)
    }

    /// At offset 120: row 0 (−120…−20) is gone, row 1 (−20…130) and row 2 (130…230) show, row 3
    /// starts at 230 < 250 and shows too.
    @Test func visibleRowsUseEachRowsHeight() {
        #expect(layout.visibleRows(offset: 120) == [1, 2, 3])
        #expect(layout.visibleRows(offset: 250) == [2, 3])
    }
}
