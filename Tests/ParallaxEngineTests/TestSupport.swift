import ParallaxEngine

/// Whether `actual` is within `tolerance` of `expected`.
func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
    abs(actual - expected) <= tolerance
}

/// A vertical geometry: a viewport `viewportHeight` tall (320 wide), scrolled to `offset`,
/// with an item at `itemTop` of `itemHeight` in content coordinates.
func verticalGeometry(
    viewportHeight: Double = 800, offset: Double, itemTop: Double, itemHeight: Double,
    insets: ScrollMetrics.Insets = .zero
) -> ScrollMetrics {
    ScrollMetrics(
        viewportSize: .init(width: 320, height: viewportHeight),
        contentOffset: .init(x: 0, y: offset),
        contentInsets: insets,
        axis: .vertical,
        itemFrame: .init(x: 0, y: itemTop, width: 320, height: itemHeight))
}
