/// Where the rows of a menu sit when its list is scrolled: rows stacked from content offset 0,
/// each of its own height (an item's own, else the menu's), viewed through a viewport of a
/// given height.
public struct MenuLayout: Equatable, Sendable {
    /// Each row's height in points, in position order.
    public let rowHeights: [Double]
    /// The viewport's height in points.
    public let viewportHeight: Double
    /// Each row's top in content coordinates, and the content's end after the last.
    private let tops: [Double]

    /// Creates a layout of rows of the given heights.
    public init(rowHeights: [Double], viewportHeight: Double) {
        self.rowHeights = rowHeights
        self.viewportHeight = viewportHeight
        tops = rowHeights.reduce(into: [0]) { tops, height in tops.append(tops[tops.count - 1] + height) }
    }

    /// Creates a layout of `rowCount` rows of one height.
    public init(rowHeight: Double, rowCount: Int, viewportHeight: Double) {
        self.init(rowHeights: Array(repeating: rowHeight, count: rowCount), viewportHeight: viewportHeight)
    }

    /// How many rows the menu has.
    public var rowCount: Int { rowHeights.count }

    /// The top of row `position` in content coordinates: the heights of the rows above it.
    public func contentTop(ofRow position: Int) -> Double {
        tops[position]
    }

    /// The top of row `position` in the viewport when the content is scrolled by `offset`.
    public func viewportTop(ofRow position: Int, offset: Double) -> Double {
        contentTop(ofRow: position) - offset
    }

    /// The rows that overlap the viewport (by more than an edge) at content offset `offset`.
    public func visibleRows(offset: Double) -> [Int] {
        (0..<rowCount).filter { position in
            let top = viewportTop(ofRow: position, offset: offset)
            return top < viewportHeight && top + rowHeights[position] > 0
        }
    }

    /// The total height of the rows.
    public var contentHeight: Double { tops[tops.count - 1] }

    /// The largest content offset the list scrolls to without being pulled past its end: the
    /// content's height less the viewport's, or 0 when the rows fit in the viewport.
    public var lastReachableOffset: Double { Swift.max(0, contentHeight - viewportHeight) }
}
