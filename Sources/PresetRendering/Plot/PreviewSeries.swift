/// One panel of a plot: one animated quantity (e.g. `background.translationY`) against the
/// shared axis, drawn as one curve, or several for a colour's components.
package struct PreviewSeries: Hashable, Sendable {
    /// The panel's heading, e.g. "background.translationY".
    package var label: String
    /// The vertical axis's unit symbol ("pt", "°"); empty for a pure number.
    package var unit: String
    /// The plotted curves; a scalar channel has one, a colour four (red, green, blue, alpha).
    package var curves: [PreviewCurve]
    /// Vertical lines marking keyframe stops and range boundaries.
    package var markers: [PreviewMarker]
    /// Values drawn as dashed horizontal guides and always inside the vertical range, e.g. 0 and
    /// 1 for an easing curve so that overshoot shows.
    package var guides: [Double]

    /// Creates a panel.
    package init(
        label: String, unit: String = "", curves: [PreviewCurve],
        markers: [PreviewMarker] = [], guides: [Double] = []
    ) {
        self.label = label
        self.unit = unit
        self.curves = curves
        self.markers = markers
        self.guides = guides
    }

    /// The smallest and largest value of every sample and guide.
    var valueExtent: ClosedRange<Double>? {
        let values = curves.flatMap { $0.samples.map(\.value) } + guides
        guard let low = values.min(), let high = values.max() else { return nil }
        return low...high
    }
}
