/// One property of one Parade state (`startState` or `endState`): the value the view shows far
/// from the viewport's centre, the curve it follows towards its resting value, and the part of
/// the side's progress it moves over (Parade's `.easing(…)` and `.range(…)`).
public struct StateValue: Hashable, Sendable {
    /// The state's value: a number, an expression resolved when the animator is built, or a
    /// colour for colour channels.
    public var value: KeyframeValue
    /// The curve from the state's value (0) to the resting value (1), applied as Parade applies
    /// it on either side (never mirrored).
    public var easing: Easing
    /// The part of the side's progress `p` the property moves over: below the lower bound it
    /// shows the state's value, above the upper bound the resting value. Nil is `0…1`.
    public var range: ClosedRange<Double>?

    /// Creates a state value.
    public init(_ value: KeyframeValue, easing: Easing = .linear, range: ClosedRange<Double>? = nil) {
        self.value = value
        self.easing = easing
        self.range = range
    }
}

/// Where a Parade property rests when the item is at the viewport's centre.
public enum RestValue: Hashable, Sendable {
    /// The channel's identity (``Channel/identity``); only for channels that have one.
    case identity
    /// A given value (number, expression or colour).
    case value(KeyframeValue)
    /// The view's own value, supplied by the app once per view (Parade's snapshot) through
    /// ``UnderlyingValues``.
    case underlying
}

/// One view's Parade states: its start state (shown while it appears, below or right of the
/// viewport's centre), its end state (while it disappears, above or left) and its resting
/// values (at the centre).
///
/// With `r` the item's centre offset from the viewport's centre in viewport lengths (clamped to
/// −1…1, ``ScrollMetrics/centerOffset(along:)``): for `r > 0.0005` each start property shows
/// `lerp(start, rest, ease(range(1 − r)))`, for `r < −0.0005` each end property
/// `lerp(end, rest, ease(range(1 + r)))`, where `range(p) = clamp((p − a)/(b − a), 0, 1)`;
/// otherwise, and on a side without a state for the property, the property rests.
public struct TargetStates: Hashable, Sendable {
    /// The view (layer) the states apply to, e.g. `image`.
    public var target: String
    /// Parade's `startState`: the values the view appears from.
    public var start: [Channel: StateValue]
    /// Parade's `endState`: the values the view disappears to.
    public var end: [Channel: StateValue]
    /// Resting values; a channel without an entry rests at its identity.
    public var rest: [Channel: RestValue]
    /// Where colour channels interpolate.
    public var colorSpace: ColorSpace

    /// Creates one view's states.
    public init(
        target: String, start: [Channel: StateValue] = [:], end: [Channel: StateValue] = [:],
        rest: [Channel: RestValue] = [:], colorSpace: ColorSpace = .oklab
    ) {
        self.target = target
        self.start = start
        self.end = end
        self.rest = rest
        self.colorSpace = colorSpace
    }

    /// Every channel the states name, in ``Channel/allCases`` order (the order of their slots).
    var channels: [Channel] {
        Channel.allCases.filter { start[$0] != nil || end[$0] != nil || rest[$0] != nil }
    }
}
