import ParallaxEngine

extension ScrollMetrics {
    /// The scroll geometry of an item spanning `viewport` across `axis`, whose leading edge (top
    /// or left) is at `origin` in content coordinates and whose extent along the axis is `length`,
    /// with the content scrolled to `offset` along the axis: what the preview and the exported
    /// page both evaluate.
    init(itemOrigin origin: Double, length: Double, spanning viewport: Size, along axis: ScrollAxis, scrolledTo offset: Double) {
        switch axis {
        case .vertical:
            self.init(
                viewportSize: viewport, contentOffset: .init(x: 0, y: offset),
                itemFrame: .init(x: 0, y: origin, width: viewport.width, height: length))
        case .horizontal:
            self.init(
                viewportSize: viewport, contentOffset: .init(x: offset, y: 0),
                itemFrame: .init(x: origin, y: 0, width: length, height: viewport.height))
        }
    }
}
