import ParallaxEngine

/// What a scroll view shows at one moment, the part of a ``ScrollMetrics`` shared by every item
/// in it: the visible area's size, the content offset and the content insets (UIKit's adjusted
/// content inset).
public struct ScrollViewport: Hashable, Sendable {
    /// The size of the visible area.
    public var size: ScrollMetrics.Size
    /// The content point shown at the visible area's top-left corner.
    public var contentOffset: ScrollMetrics.Point
    /// Extra space around the content.
    public var contentInsets: ScrollMetrics.Insets

    /// Creates a viewport.
    @inlinable
    public init(size: ScrollMetrics.Size, contentOffset: ScrollMetrics.Point, contentInsets: ScrollMetrics.Insets = .zero) {
        self.size = size
        self.contentOffset = contentOffset
        self.contentInsets = contentInsets
    }

    /// The geometry of the item whose frame in content coordinates is `itemFrame`.
    @inlinable
    public func metrics(itemFrame: ScrollMetrics.Rect) -> ScrollMetrics {
        ScrollMetrics(viewportSize: size, contentOffset: contentOffset, contentInsets: contentInsets, itemFrame: itemFrame)
    }

    /// Whether an item whose frame in content coordinates is `itemFrame` overlaps the visible
    /// area widened by `margin` points at both ends along `axis`. An item that only touches an
    /// edge does not overlap it.
    @inlinable
    public func shows(_ itemFrame: ScrollMetrics.Rect, along axis: ScrollAxis, margin: Double) -> Bool {
        let start: Double
        let length: Double
        let offset: Double
        let visibleLength: Double
        switch axis {
        case .vertical:
            (start, length, offset, visibleLength) = (itemFrame.y, itemFrame.height, contentOffset.y, size.height)
        case .horizontal:
            (start, length, offset, visibleLength) = (itemFrame.x, itemFrame.width, contentOffset.x, size.width)
        }
        return start < offset + visibleLength + margin && start + length > offset - margin
    }
}
