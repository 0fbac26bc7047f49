import CatalogTooling
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
