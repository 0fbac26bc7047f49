/// Which way a named curve family is applied over 0…1.
public enum EasingDirection: String, CaseIterable, Hashable, Sendable {
    /// The family's in-curve: slow start.
    case `in`
    /// The family's out-curve: slow end.
    case out
    /// The in-curve over the first half, the out-curve over the second.
    case inOut
    /// The out-curve over the first half, the in-curve over the second; continuous at ½
    /// (`out(1)/2 = 1/2 = (1 + in(0))/2`).
    case outIn
}
