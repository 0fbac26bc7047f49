import ParallaxEngine

/// What SwiftUI tells a view inside a scroll view (on iOS 16: its frame in the scroll view's
/// named coordinate space, and the scroll view's size and safe area, read by a
/// `GeometryReader`), turned into the ``ScrollMetrics`` a timeline reads, as UIKit would
/// measure the same layout.
///
/// SwiftUI gives the item's place in the visible area, not in the content: a view timeline
/// needs no more (it reads the item's position relative to the viewport). A scroll timeline
/// (the headers) reads the content offset, which SwiftUI 16 does not give; it is taken as if
/// the item were the first thing in the content, which a header is: at rest it sits at the
/// top safe-area inset (offset 0), scrolled by `s` it sits `s` higher, pulled down by `p` it
/// sits `p` lower (offset −p).
public struct ScrollSpaceGeometry: Hashable, Sendable {
    /// The scroll view's whole size (under the bars too, as a `UIScrollView`'s bounds).
    public var viewportSize: ScrollMetrics.Size
    /// The safe-area insets the content is kept out of (UIKit's adjusted content inset).
    public var safeAreaInsets: ScrollMetrics.Insets

    /// A scroll view of `viewportSize` with `safeAreaInsets`.
    public init(viewportSize: ScrollMetrics.Size, safeAreaInsets: ScrollMetrics.Insets = .zero) {
        self.viewportSize = viewportSize
        self.safeAreaInsets = safeAreaInsets
    }

    /// The scroll view a `GeometryReader` in its background sees: `visibleSize` (the reader's
    /// size, inside the safe area) plus the insets.
    public init(visibleSize: ScrollMetrics.Size, safeAreaInsets: ScrollMetrics.Insets) {
        self.init(
            viewportSize: .init(
                width: visibleSize.width + safeAreaInsets.left + safeAreaInsets.right,
                height: visibleSize.height + safeAreaInsets.top + safeAreaInsets.bottom),
            safeAreaInsets: safeAreaInsets)
    }

    /// The geometry of an item whose frame in the scroll view's coordinate space (origin at the
    /// scroll view's top-left corner) is `frame`, for a scroll view scrolling along `axis`: the
    /// item at content position 0 along the axis, the content offset what puts it at `frame`.
    public func metrics(itemFrame frame: ScrollMetrics.Rect, axis: ScrollAxis) -> ScrollMetrics {
        switch axis {
        case .vertical:
            return ScrollMetrics(
                viewportSize: viewportSize, contentOffset: .init(x: 0, y: -frame.y), contentInsets: safeAreaInsets,
                itemFrame: .init(x: frame.x, y: 0, width: frame.width, height: frame.height))
        case .horizontal:
            return ScrollMetrics(
                viewportSize: viewportSize, contentOffset: .init(x: -frame.x, y: 0), contentInsets: safeAreaInsets,
                itemFrame: .init(x: 0, y: frame.y, width: frame.width, height: frame.height))
        }
    }
}
