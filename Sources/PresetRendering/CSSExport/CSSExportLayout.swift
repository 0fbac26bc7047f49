import ParallaxEngine

/// The page an exported preset runs in: a scroll container the size of the viewport, scrolling
/// along `axis`, with the previewed item at `itemOrigin` (content coordinates) spanning the
/// viewport across the axis, and content long enough to scroll to every requested offset.
///
/// Browsers scroll from offset 0 to `contentLength − viewportLength` (``reachableOffsets``);
/// requested offsets below 0 (overscroll) exist only in the preview, and
/// ``CSSExport`` refuses a preset whose effect happens there.
package struct CSSExportLayout: Hashable, Sendable {
    /// The scroll container's size in CSS pixels (points).
    package var viewport: ScrollMetrics.Size
    /// The direction the container scrolls in; must be the preset's axis.
    package var axis: ScrollAxis
    /// The item's leading edge (top or left) in content coordinates.
    package var itemOrigin: Double
    /// The item's extent along the axis.
    package var itemLength: Double
    /// The offsets the preview sweeps (the page must reach every one of them at or above 0).
    package var offsets: ClosedRange<Double>
    /// The content's extent along the axis: past the item's end, far enough for the largest
    /// requested offset and for the item's centre to reach the viewport's centre (where the page
    /// opens, so an item below the first screen can be shown whole), and at least one pixel
    /// longer than the viewport so the page scrolls.
    package var contentLength: Double {
        max(
            itemOrigin + itemLength, offsets.upperBound + viewportLength, itemOrigin + (itemLength + viewportLength) / 2, viewportLength + 1
        )
    }

    /// Creates a layout.
    package init(viewport: ScrollMetrics.Size, axis: ScrollAxis, itemOrigin: Double, itemLength: Double, offsets: ClosedRange<Double>) {
        self.viewport = viewport
        self.axis = axis
        self.itemOrigin = itemOrigin
        self.itemLength = itemLength
        self.offsets = offsets
    }

    /// The viewport's extent along the axis.
    package var viewportLength: Double { axis == .vertical ? viewport.height : viewport.width }

    /// The offsets a browser can scroll the container to: 0 through `contentLength − viewportLength`.
    package var reachableOffsets: ClosedRange<Double> { 0...(contentLength - viewportLength) }

    /// The scroll geometry of the page scrolled to `offset` along the axis: what the engine
    /// evaluates to agree with the browser there.
    package func geometry(at offset: Double) -> ScrollMetrics {
        ScrollMetrics(itemOrigin: itemOrigin, length: itemLength, spanning: viewport, along: axis, scrolledTo: offset)
    }

    /// What is wrong with the layout's numbers, or nil when they can be laid out.
    var problem: String? {
        guard viewport.width.isFinite, viewport.height.isFinite, viewport.width > 0, viewport.height > 0 else {
            return "the viewport must be finite and larger than 0 in both directions"
        }
        guard itemOrigin.isFinite, itemLength.isFinite, itemLength > 0 else {
            return "the item's frame must be finite with a length above 0"
        }
        guard offsets.lowerBound.isFinite, offsets.upperBound.isFinite else { return "the offsets must be finite" }
        return nil
    }
}
