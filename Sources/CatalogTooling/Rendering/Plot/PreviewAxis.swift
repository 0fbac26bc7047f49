/// The name and unit of a plot axis, e.g. "content offset" in "pt".
public struct PreviewAxis: Hashable, Sendable {
    /// What the axis measures.
    public var label: String
    /// The unit symbol ("pt", "°"); empty for a pure number.
    public var unit: String

    /// Creates an axis.
    public init(label: String, unit: String = "") {
        self.label = label
        self.unit = unit
    }

    /// The label with its unit in parentheses, e.g. "content offset (pt)".
    public var caption: String {
        unit.isEmpty ? label : "\(label) (\(unit))"
    }

    /// The content offset in points: the usual horizontal axis of a preview.
    public static let contentOffset = PreviewAxis(label: "content offset", unit: "pt")
}
