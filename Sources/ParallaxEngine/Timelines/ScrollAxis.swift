/// The direction a scroll view scrolls in. Coded as its raw value (`"vertical"`), as the
/// definition JSON spells a preset's `axis`.
public enum ScrollAxis: String, CaseIterable, Codable, Hashable, Sendable {
    /// Content moves up and down; progress follows y coordinates and heights.
    case vertical
    /// Content moves left and right; progress follows x coordinates and widths.
    case horizontal
}
