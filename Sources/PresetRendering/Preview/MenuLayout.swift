/// Where the rows of a menu sit when its list is scrolled: rows stacked from content offset 0,
/// each its own height (an item's own row height, else the menu's), viewed through a viewport of
/// a given height.
package struct MenuLayout: Equatable, Sendable {
    /// The menu's row height in points: every row's that has none of its own.
    package let rowHeight: Double
    /// Each row's height in points, in menu order.
    package let rowHeights: [Double]
    /// The viewport's height in points.
    package let viewportHeight: Double
    /// Each row's top in content coordinates, then the content's end.
    private let edges: [Double]

    /// A layout of rows whose heights are `ownRowHeights` (nil: the menu's `rowHeight`).
    package init(rowHeight: Double, ownRowHeights: [Double?], viewportHeight: Double) {
        self.rowHeight = rowHeight
        self.viewportHeight = viewportHeight
        rowHeights = ownRowHeights.map { $0 ?? rowHeight }
        edges = rowHeights.reduce(into: [0]) { edges, height in edges.append(edges[edges.count - 1] + height) }
    }

    /// A layout of `rowCount` rows of `rowHeight` points each.
    package init(rowHeight: Double, rowCount: Int, viewportHeight: Double) {
        self.init(rowHeight: rowHeight, ownRowHeights: Array(repeating: nil, count: rowCount), viewportHeight: viewportHeight)
    }

    /// How many rows the menu has.
    package var rowCount: Int { rowHeights.count }

    /// The top of row `position` in content coordinates: the heights of the rows above it.
    package func contentTop(ofRow position: Int) -> Double {
        edges[position]
    }

    /// The top of row `position` in the viewport when the content is scrolled by `offset`.
    package func viewportTop(ofRow position: Int, offset: Double) -> Double {
        contentTop(ofRow: position) - offset
    }

    /// The rows that overlap the viewport (by more than an edge) at content offset `offset`.
    /// The rows are in content order, so the first is found by bisection: the cost follows the
    /// rows in view, not the menu's length.
    package func visibleRows(offset: Double) -> [Int] {
        // The first row whose bottom is below the viewport's top (edges[p + 1] - offset > 0).
        var low = 0, high = rowCount
        while low < high {
            let middle = (low + high) / 2
            if edges[middle + 1] - offset > 0 { high = middle } else { low = middle + 1 }
        }
        var rows: [Int] = []
        var position = low
        while position < rowCount, isVisible(row: position, offset: offset) {
            rows.append(position)
            position += 1
        }
        return rows
    }

    /// Whether row `position` overlaps the viewport (by more than an edge) at content offset `offset`.
    package func isVisible(row position: Int, offset: Double) -> Bool {
        let top = viewportTop(ofRow: position, offset: offset)
        return top < viewportHeight && top + rowHeights[position] > 0
    }

    /// The total height of the rows.
    package var contentHeight: Double { edges[edges.count - 1] }

    /// The largest content offset the list scrolls to without being pulled past its end: the
    /// content's height less the viewport's, or 0 when the rows fit in the viewport.
    package var lastReachableOffset: Double { Swift.max(0, contentHeight - viewportHeight) }
}
