/// A set of plotted quantities sharing one horizontal axis (usually the content offset): what
/// `preview --format svg` draws, one panel per series.
package struct PreviewPlot: Hashable, Sendable {
    /// The heading above the panels, e.g. the preset's name.
    package var title: String
    /// A line under the title, e.g. the viewport and row height used; empty for none.
    package var subtitle: String
    /// The horizontal axis every panel shares.
    package var axis: PreviewAxis
    /// The panels, top to bottom.
    package var series: [PreviewSeries]

    /// Creates a plot.
    package init(title: String, subtitle: String = "", axis: PreviewAxis, series: [PreviewSeries]) {
        self.title = title
        self.subtitle = subtitle
        self.axis = axis
        self.series = series
    }

    /// The smallest and largest horizontal position of every sample and marker.
    var horizontalExtent: ClosedRange<Double>? {
        let positions = series.flatMap { series in
            series.curves.flatMap { $0.samples.map(\.offset) } + series.markers.map(\.offset)
        }
        guard let low = positions.min(), let high = positions.max() else { return nil }
        return low...high
    }
}

/// The name and unit of a plot axis, e.g. "content offset" in "pt".
package struct PreviewAxis: Hashable, Sendable {
    /// What the axis measures.
    package var label: String
    /// The unit symbol ("pt", "°"); empty for a pure number.
    package var unit: String

    /// Creates an axis.
    package init(label: String, unit: String = "") {
        self.label = label
        self.unit = unit
    }

    /// The label with its unit in parentheses, e.g. "content offset (pt)".
    package var caption: String {
        unit.isEmpty ? label : "\(label) (\(unit))"
    }

    /// The content offset in points: the usual horizontal axis of a preview.
    package static let contentOffset = PreviewAxis(label: "content offset", unit: "pt")

    /// The time in seconds: the horizontal axis of a preview along a scroll over time.
    package static let time = PreviewAxis(label: "time", unit: "s")
}
