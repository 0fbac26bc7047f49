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
