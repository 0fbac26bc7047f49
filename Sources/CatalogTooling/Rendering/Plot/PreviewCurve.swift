/// One plotted line: samples in increasing offset order, drawn as a polyline with one point per
/// sample.
public struct PreviewCurve: Hashable, Sendable {
    /// The curve's name in the panel's legend ("red", "alpha"); empty when a panel has one curve.
    public var name: String
    /// The samples, in increasing offset order.
    public var samples: [PreviewSample]

    /// Creates a curve.
    public init(name: String = "", samples: [PreviewSample]) {
        self.name = name
        self.samples = samples
    }
}

/// A value at a position on the horizontal axis.
public struct PreviewSample: Hashable, Sendable {
    /// The horizontal position, e.g. the content offset in points.
    public var offset: Double
    /// The value there.
    public var value: Double

    /// Creates a sample.
    public init(offset: Double, value: Double) {
        self.offset = offset
        self.value = value
    }
}
