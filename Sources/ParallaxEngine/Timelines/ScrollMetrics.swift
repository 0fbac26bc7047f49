/// Everything a timeline needs to know about one item in one scroll view at one moment.
///
/// Coordinates follow UIKit's scroll views: `itemFrame` is in content coordinates, and
/// `contentOffset` is the content point shown at the viewport's top-left corner. At rest with a
/// leading content inset `i`, the content offset is `-i` (as in `UIScrollView`).
public struct ScrollMetrics: Hashable, Sendable {
    /// A width and a height in points.
    public struct Size: Hashable, Sendable {
        /// The horizontal extent.
        public var width: Double
        /// The vertical extent.
        public var height: Double
        /// Creates a size.
        @inlinable
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// A point in points.
    public struct Point: Hashable, Sendable {
        /// The horizontal coordinate.
        public var x: Double
        /// The vertical coordinate.
        public var y: Double
        /// Creates a point.
        @inlinable
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// Insets from each edge, in points.
    public struct Insets: Hashable, Sendable {
        /// Inset from the top edge.
        public var top: Double
        /// Inset from the left edge.
        public var left: Double
        /// Inset from the bottom edge.
        public var bottom: Double
        /// Inset from the right edge.
        public var right: Double
        /// No inset on any edge.
        @inlinable public static var zero: Insets { Insets(top: 0, left: 0, bottom: 0, right: 0) }
        /// Creates insets.
        @inlinable
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }

    /// A rectangle: origin (top-left) and size, in points.
    public struct Rect: Hashable, Sendable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The horizontal extent.
        public var width: Double
        /// The vertical extent.
        public var height: Double
        /// Creates a rectangle.
        @inlinable
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The size of the visible area of the scroll view.
    public var viewportSize: Size
    /// The content point shown at the viewport's top-left corner.
    public var contentOffset: Point
    /// Extra space around the content (UIKit's adjusted content inset).
    public var contentInsets: Insets
    /// The animated item's frame in content coordinates.
    public var itemFrame: Rect

    /// Creates a geometry. Which of its coordinates a timeline reads is the animator's axis
    /// (the preset's), not the geometry's. Inlinable, so building one per row per frame costs
    /// no call.
    @inlinable
    public init(
        viewportSize: Size,
        contentOffset: Point,
        contentInsets: Insets = .zero,
        itemFrame: Rect
    ) {
        self.viewportSize = viewportSize
        self.contentOffset = contentOffset
        self.contentInsets = contentInsets
        self.itemFrame = itemFrame
    }

    /// The viewport's extent along `axis` (height when vertical, width when horizontal).
    @inline(__always)
    public func viewportLength(along axis: ScrollAxis) -> Double {
        axis == .vertical ? viewportSize.height : viewportSize.width
    }

    /// The raw content offset along `axis`: the content coordinate at the viewport's leading
    /// edge. View timelines measure the item against this.
    @inline(__always)
    public func rawOffset(along axis: ScrollAxis) -> Double {
        axis == .vertical ? contentOffset.y : contentOffset.x
    }

    /// The content offset along `axis` measured from the resting position, i.e. plus the
    /// leading content inset: 0 at rest, negative when pulled past the top (overscroll).
    /// `scroll` and `offset` timelines read this value.
    @inline(__always)
    public func scrollOffset(along axis: ScrollAxis) -> Double {
        rawOffset(along: axis) + (axis == .vertical ? contentInsets.top : contentInsets.left)
    }

    /// The item's leading edge along `axis`, in content coordinates.
    @inline(__always)
    public func itemStart(along axis: ScrollAxis) -> Double {
        axis == .vertical ? itemFrame.y : itemFrame.x
    }

    /// The item's extent along `axis`.
    @inline(__always)
    public func itemLength(along axis: ScrollAxis) -> Double {
        axis == .vertical ? itemFrame.height : itemFrame.width
    }

    /// Where the item's centre stands relative to the viewport's centre along `axis`, in
    /// viewport lengths, as Parade measures it (`UIScrollView+Parade.swift`,
    /// `relativeProgress`): `(centre − viewport/2) / viewport` with the centre in viewport
    /// coordinates, clamped to −1…1; positive below or right of the centre. A zero-length
    /// viewport counts as centred.
    @inline(__always)
    public func centerOffset(along axis: ScrollAxis) -> Double {
        let length = viewportLength(along: axis)
        guard length > 0 else { return 0 }
        let centre = itemStart(along: axis) + itemLength(along: axis) / 2 - rawOffset(along: axis)
        return min(max((centre - length / 2) / length, -1), 1)
    }
}

/// The direction a scroll view scrolls in. Coded as its raw value (`"vertical"`), as the
/// definition JSON spells a preset's `axis`.
public enum ScrollAxis: String, CaseIterable, Codable, Hashable, Sendable {
    /// Content moves up and down; progress follows y coordinates and heights.
    case vertical
    /// Content moves left and right; progress follows x coordinates and widths.
    case horizontal
}
