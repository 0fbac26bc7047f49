/// What a track does outside its first and last keyframes. Coded as its raw value (`"extend"`).
public enum Extrapolation: String, CaseIterable, Codable, Hashable, Sendable {
    /// Hold the first and last values (the default).
    case clamp
    /// Continue the end segment: its curve is evaluated outside 0…1 (linear keeps its slope).
    case extend
}

/// A keyframe's value before an animator is built.
public enum KeyframeValue: Hashable, Sendable {
    /// A plain number.
    case number(Double)
    /// An expression over context names, resolved when the animator is built.
    case expression(ValueExpression)
    /// A colour, for colour channels.
    case color(RGBA)
}

/// One stop of a track: at progress `at`, the track has `value`; `easing` shapes the segment
/// from this stop to the next.
public struct KeyframeDefinition: Hashable, Sendable {
    /// The progress stop, 0…1.
    public var at: Double
    /// The value at the stop.
    public var value: KeyframeValue
    /// The curve of the segment that starts here (ignored on the last keyframe).
    public var easing: Easing

    /// Creates a keyframe.
    public init(at: Double, value: KeyframeValue, easing: Easing = .linear) {
        self.at = at
        self.value = value
        self.easing = easing
    }
}

/// One animated channel of one target layer, unresolved (values may be expressions).
public struct TrackDefinition: Hashable, Sendable {
    /// The layer's name, e.g. `background`.
    public var target: String
    /// The animated property.
    public var channel: Channel
    /// At least two keyframes, `at` in 0…1 and non-decreasing.
    public var keyframes: [KeyframeDefinition]
    /// Parade's `.range`: progress below the lower bound acts as 0, above the upper as 1, in
    /// between it is remapped linearly onto 0…1.
    public var range: ClosedRange<Double>?
    /// What happens outside the first and last keyframes.
    public var extrapolation: Extrapolation
    /// Where colours interpolate (colour channels only).
    public var colorSpace: ColorSpace

    /// Creates a track.
    public init(
        target: String, channel: Channel, keyframes: [KeyframeDefinition],
        range: ClosedRange<Double>? = nil, extrapolation: Extrapolation = .clamp,
        colorSpace: ColorSpace = .oklab
    ) {
        self.target = target
        self.channel = channel
        self.keyframes = keyframes
        self.range = range
        self.extrapolation = extrapolation
        self.colorSpace = colorSpace
    }
}

/// A chained animator (Parade's chaining): it receives its parent's progress, remapped by its
/// own `range` like a track's range.
public struct ChildAnimatorDefinition: Hashable, Sendable {
    /// A name for messages and tools.
    public var name: String
    /// The part of the parent's progress this child plays over; nil passes it unchanged.
    public var range: ClosedRange<Double>?
    /// The child's tracks.
    public var tracks: [TrackDefinition]
    /// Further chained animators.
    public var children: [ChildAnimatorDefinition]

    /// Creates a child animator.
    public init(
        name: String, range: ClosedRange<Double>? = nil, tracks: [TrackDefinition],
        children: [ChildAnimatorDefinition] = []
    ) {
        self.name = name
        self.range = range
        self.tracks = tracks
        self.children = children
    }
}

/// An animator before it is built: a timeline along an axis, Parade states, tracks and chained
/// children. Values may be expressions; `Animator.init(_:context:)` resolves them.
public struct AnimatorDefinition: Hashable, Sendable {
    /// Where progress comes from.
    public var timeline: Timeline
    /// Which coordinates of a ``ScrollMetrics`` the timeline reads.
    public var axis: ScrollAxis
    /// Parade states per view; they need the `viewportCenter` timeline.
    public var states: [TargetStates]
    /// The animator's own tracks.
    public var tracks: [TrackDefinition]
    /// Chained animators.
    public var children: [ChildAnimatorDefinition]
    /// The spring the timeline's progress follows the scroll's through, between frames
    /// (``Animator/evaluate(_:at:motion:underlying:into:)``); nil: progress is the scroll's.
    public var smoothing: SpringEasing?

    /// Creates an animator definition.
    public init(
        timeline: Timeline, axis: ScrollAxis = .vertical, states: [TargetStates] = [], tracks: [TrackDefinition] = [],
        children: [ChildAnimatorDefinition] = [], smoothing: SpringEasing? = nil
    ) {
        self.timeline = timeline
        self.axis = axis
        self.states = states
        self.tracks = tracks
        self.children = children
        self.smoothing = smoothing
    }
}
