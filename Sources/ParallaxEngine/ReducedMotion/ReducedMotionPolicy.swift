/// What a preset does when the user asks for less motion (iOS "Reduce Motion", CSS
/// `prefers-reduced-motion`). The definition JSON spells it `"reducedMotion"`; a definition
/// without it rests.
public enum ReducedMotionPolicy: String, Codable, Hashable, Sendable, CaseIterable {
    /// Every channel holds its resting value (nothing moves or fades).
    case resting
    /// Only `alpha` keeps animating; every other channel holds its resting value.
    case opacityOnly = "opacity-only"
    /// The preset plays unchanged.
    case none

    /// The policy of a definition that does not name one.
    public static let `default` = ReducedMotionPolicy.resting
}

extension ReducedMotionPolicy {
    /// Whether a preset's smoothing and velocity timelines play while the user asks for less
    /// motion: only under `none`. Under `resting` and `opacityOnly` the animator is evaluated
    /// without its ``MotionState`` (no smoothing, velocity 0); snapping is navigation, not
    /// motion, and stays.
    public var keepsMotion: Bool { self == .none }
}
