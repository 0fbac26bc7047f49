import ParallaxEngine

extension PresetDefinition {
    /// A CSS view progress timeline: a named range of the item crossing the viewport, with start
    /// and end offsets within it and optional viewport insets.
    public struct ViewTimeline: Codable, Hashable, Sendable {
        /// The named timeline range, e.g. `.entry`.
        public var range: ViewTimelineRange
        /// Where progress 0 lies within the range.
        public var start: RangeOffset
        /// Where progress 1 lies within the range.
        public var end: RangeOffset
        /// Optional `[start, end]` viewport insets in points.
        public var inset: Inset?

        /// Creates a view timeline.
        public init(range: ViewTimelineRange, start: RangeOffset = .percent(0), end: RangeOffset = .percent(100), inset: Inset? = nil) {
            self.range = range
            self.start = start
            self.end = end
            self.inset = inset
        }
    }

    /// View timeline insets in points, `[start, end]` in JSON.
    public struct Inset: Codable, Hashable, Sendable {
        /// The inset at the viewport's start edge.
        public var start: Double
        /// The inset at the viewport's end edge.
        public var end: Double

        /// Creates insets.
        public init(start: Double, end: Double) {
            self.start = start
            self.end = end
        }

        /// Decodes `[start, end]`.
        public init(from decoder: any Decoder) throws {
            (start, end) = try decodeNumberPair(from: decoder, named: "inset")
        }

        /// Encodes `[start, end]`.
        public func encode(to encoder: any Encoder) throws {
            try encodeNumberPair(start, end, to: encoder)
        }
    }
}
