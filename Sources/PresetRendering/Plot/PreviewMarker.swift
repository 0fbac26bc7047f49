/// A vertical line across a panel at a position of the horizontal axis, labelled in the spirit
/// of GSAP ScrollTrigger's markers: green where a range starts, red where it ends, blue for a
/// keyframe stop between.
package struct PreviewMarker: Hashable, Sendable {
    /// What the marker stands for; it picks the colour.
    package enum Role: String, Hashable, Sendable {
        /// Where an animated range begins (progress 0).
        case start
        /// Where an animated range ends (progress 1).
        case end
        /// A keyframe stop inside the range.
        case keyframe
    }

    /// The position on the horizontal axis.
    package var offset: Double
    /// The text beside the line, e.g. "start", "50%", "end".
    package var label: String
    /// What the marker stands for.
    package var role: Role

    /// Creates a marker.
    package init(offset: Double, label: String, role: Role) {
        self.offset = offset
        self.label = label
        self.role = role
    }
}
