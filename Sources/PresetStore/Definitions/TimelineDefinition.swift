/// Where a preset's progress comes from. In JSON, an object with exactly one key:
/// `{"viewportCenter": {}}`, `{"view": {…}}`, `{"scroll": {"from": -200, "to": 0}}` or `{"offset": {}}`.
public enum TimelineDefinition: Codable, Hashable, Sendable {
    /// Parade's closeness of the item's centre to the viewport centre (0.5 = resting state).
    case viewportCenter
    /// A CSS view progress timeline.
    case view(ViewTimelineDefinition)
    /// The content offset's progress through `from…to`.
    case scroll(from: Double, to: Double)
    /// The raw content offset.
    case offset

    private enum Kind: String, CodingKey, CaseIterable {
        case viewportCenter, view, scroll, offset
    }

    private enum ScrollKeys: String, CodingKey {
        case from, to
    }

    private struct Empty: Codable {}

    /// Decodes the single-key object form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "timeline must have exactly one of the keys viewportCenter, view, scroll, offset"))
        }
        switch kind {
        case .viewportCenter:
            _ = try container.decode(Empty.self, forKey: kind)
            self = .viewportCenter
        case .view:
            self = .view(try container.decode(ViewTimelineDefinition.self, forKey: kind))
        case .scroll:
            let scroll = try container.nestedContainer(keyedBy: ScrollKeys.self, forKey: kind)
            self = .scroll(from: try scroll.decode(Double.self, forKey: .from), to: try scroll.decode(Double.self, forKey: .to))
        case .offset:
            _ = try container.decode(Empty.self, forKey: kind)
            self = .offset
        }
    }

    /// Encodes the single-key object form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .viewportCenter:
            try container.encode(Empty(), forKey: .viewportCenter)
        case .view(let view):
            try container.encode(view, forKey: .view)
        case .scroll(let from, let to):
            var scroll = container.nestedContainer(keyedBy: ScrollKeys.self, forKey: .scroll)
            try scroll.encode(from, forKey: .from)
            try scroll.encode(to, forKey: .to)
        case .offset:
            try container.encode(Empty(), forKey: .offset)
        }
    }
}

/// A CSS view progress timeline: a named range of the item crossing the viewport, with start and
/// end offsets within it and optional viewport insets.
public struct ViewTimelineDefinition: Codable, Hashable, Sendable {
    /// The named timeline range, e.g. `.entry`.
    public var range: ViewTimelineRange
    /// Where progress 0 lies within the range.
    public var start: TimelineOffset
    /// Where progress 1 lies within the range.
    public var end: TimelineOffset
    /// Optional `[start, end]` viewport insets in points.
    public var inset: ViewTimelineInset?

    /// Creates a view timeline.
    public init(
        range: ViewTimelineRange, start: TimelineOffset = .percent(0), end: TimelineOffset = .percent(100), inset: ViewTimelineInset? = nil
    ) {
        self.range = range
        self.start = start
        self.end = end
        self.inset = inset
    }
}

/// The named ranges of a CSS view timeline.
public enum ViewTimelineRange: String, Codable, Hashable, Sendable, CaseIterable {
    /// From the item starting to enter until it has fully left.
    case cover
    /// While the item is fully inside (or fully covers) the viewport.
    case contain
    /// While the item enters.
    case entry
    /// While the item exits.
    case exit
    /// From the item's leading edge to its trailing edge crossing the viewport's trailing edge.
    case entryCrossing = "entry-crossing"
    /// From the item's leading edge to its trailing edge crossing the viewport's leading edge.
    case exitCrossing = "exit-crossing"
}

/// A position within a view timeline range: a percentage (`"25%"` in JSON) or points (a number).
public enum TimelineOffset: Codable, Hashable, Sendable {
    /// A percentage of the range, e.g. 25 for `"25%"`.
    case percent(Double)
    /// A length in points from the start of the range.
    case points(Double)

    /// Decodes `"25%"` or a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try? container.decode(Double.self) {
            self = .points(points)
            return
        }
        let text = try container.decode(String.self)
        guard text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is neither a percentage like \"25%\" nor a number of points")
        }
        self = .percent(percent)
    }

    /// Encodes `"25%"` (shortest form of the number) or the number of points.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .points(let points):
            try container.encode(points)
        case .percent(let percent):
            let whole = percent.rounded() == percent && abs(percent) < 1e15
            try container.encode((whole ? String(Int64(percent)) : String(percent)) + "%")
        }
    }
}

/// View timeline insets in points, `[start, end]` in JSON.
public struct ViewTimelineInset: Codable, Hashable, Sendable {
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
