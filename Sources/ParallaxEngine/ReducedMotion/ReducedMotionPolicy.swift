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
