/// A vertical line across a panel at a position of the horizontal axis, labelled in the spirit
/// of GSAP ScrollTrigger's markers: green where a range starts, red where it ends, blue for a
/// keyframe stop between.
public struct PreviewMarker: Hashable, Sendable {
    /// What the marker stands for; it picks the colour.
    public enum Role: String, Hashable, Sendable {
        /// Where an animated range begins (progress 0).
        case start
        /// Where an animated range ends (progress 1).
        case end
        /// A keyframe stop inside the range.
        case keyframe
    }

    /// The position on the horizontal axis.
    public var offset: Double
    /// The text beside the line, e.g. "start", "50%", "end".
    public var label: String
    /// What the marker stands for.
    public var role: Role

    /// Creates a marker.
    public init(offset: Double, label: String, role: Role) {
        self.offset = offset
        self.label = label
        self.role = role
    }
}
