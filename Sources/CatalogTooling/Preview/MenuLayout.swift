/// Where the rows of a menu sit when its list is scrolled: rows of one height stacked from
/// content offset 0, viewed through a viewport of a given height.
public struct MenuLayout: Equatable, Sendable {
    /// The height of every row in points.
    public let rowHeight: Double
    /// How many rows the menu has.
    public let rowCount: Int
    /// The viewport's height in points.
    public let viewportHeight: Double

    /// Creates a layout.
    public init(rowHeight: Double, rowCount: Int, viewportHeight: Double) {
        self.rowHeight = rowHeight
        self.rowCount = rowCount
        self.viewportHeight = viewportHeight
    }

    /// The top of row `position` in content coordinates.
    public func contentTop(ofRow position: Int) -> Double {
        Double(position) * rowHeight
    }

    /// The top of row `position` in the viewport when the content is scrolled by `offset`.
    public func viewportTop(ofRow position: Int, offset: Double) -> Double {
        contentTop(ofRow: position) - offset
    }

    /// The rows that overlap the viewport (by more than an edge) at content offset `offset`.
    public func visibleRows(offset: Double) -> [Int] {
        (0..<rowCount).filter { position in
            let top = viewportTop(ofRow: position, offset: offset)
            return top < viewportHeight && top + rowHeight > 0
        }
    }

    /// The total height of the rows.
    public var contentHeight: Double { Double(rowCount) * rowHeight }
}
