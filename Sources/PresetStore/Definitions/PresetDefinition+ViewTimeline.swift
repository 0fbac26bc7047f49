import ParallaxEngine

extension PresetDefinition {
    /// A CSS view progress timeline: a named range of the item crossing the viewport, with start
    /// and end offsets within it and optional viewport insets.
    package struct ViewTimeline: Codable, Hashable, Sendable {
        /// The named timeline range, e.g. `.entry`.
        package var range: ViewTimelineRange
        /// Where progress 0 lies within the range.
        package var start: RangeOffset
        /// Where progress 1 lies within the range.
        package var end: RangeOffset
        /// Optional `[start, end]` viewport insets in points.
        package var inset: Inset?

        /// Creates a view timeline.
        package init(range: ViewTimelineRange, start: RangeOffset = .percent(0), end: RangeOffset = .percent(100), inset: Inset? = nil) {
            self.range = range
            self.start = start
            self.end = end
            self.inset = inset
        }
    }

    /// View timeline insets in points, `[start, end]` in JSON.
    package struct Inset: Codable, Hashable, Sendable {
        /// The inset at the viewport's start edge.
        package var start: Double
        /// The inset at the viewport's end edge.
        package var end: Double

        /// Creates insets.
        package init(start: Double, end: Double) {
            self.start = start
            self.end = end
        }

        /// Decodes `[start, end]`.
        package init(from decoder: any Decoder) throws {
            (start, end) = try decodeNumberPair(from: decoder, named: "inset")
        }

        /// Encodes `[start, end]`.
        package func encode(to encoder: any Encoder) throws {
            try encodeNumberPair(start, end, to: encoder)
        }
    }
}
