/// The direction a scroll view scrolls in.
public enum ScrollAxis: String, CaseIterable, Hashable, Sendable {
    /// Content moves up and down; progress follows y coordinates and heights.
    case vertical
    /// Content moves left and right; progress follows x coordinates and widths.
    case horizontal
}
