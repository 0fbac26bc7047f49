/// One plotted line: samples in increasing offset order, drawn as a polyline with one point per
/// sample.
package struct PreviewCurve: Hashable, Sendable {
    /// The curve's name in the panel's legend ("red", "alpha"); empty when a panel has one curve.
    package var name: String
    /// The samples, in increasing offset order.
    package var samples: [PreviewSample]

    /// Creates a curve.
    package init(name: String = "", samples: [PreviewSample]) {
        self.name = name
        self.samples = samples
    }
}

/// A value at a position on the horizontal axis.
package struct PreviewSample: Hashable, Sendable {
    /// The horizontal position, e.g. the content offset in points.
    package var offset: Double
    /// The value there.
    package var value: Double

    /// Creates a sample.
    package init(offset: Double, value: Double) {
        self.offset = offset
        self.value = value
    }
}
