/// How a ``StateGroup``'s eased fraction is computed inside its block's range: the curves the
/// frame computes itself, without a call, and the rest.
enum StateCurveForm: UInt8, Sendable {
    /// No curve: the group rests (fraction 0).
    case rests
    /// `linear`: the fraction is the range's progress.
    case linear
    /// `outSine` and `inSine`: read from the block's one ``QuarterSine/sineAndVersine(_:)``.
    case outSine
    case inSine
    /// Any other curve, by ``CompiledCurve/ease(_:_:in:)``.
    case computed

    /// The form of `curve`.
    init(_ curve: CompiledCurve) {
        switch curve.kind {
        case .linear: self = .linear
        case .outSine: self = .outSine
        case .inSine: self = .inSine
        default: self = .computed
        }
    }

    /// Whether the fraction is a sine curve's.
    var isSine: Bool { self == .outSine || self == .inSine }

    /// Whether the fraction is in 0…1, and above 0, wherever the range's progress is strictly
    /// between 0 and 1: the progress itself for `linear`, and ``QuarterSine``'s curves, which
    /// run from 0 to 1 (each half a positive polynomial, or 1 minus one at most 1). Above 0
    /// because the range's progress there is at least 2⁻⁵³: a side's progress `1 ∓ r` is 0 or
    /// at least 2⁻⁵³ (doubles below 1 are 2⁻⁵³ apart), so is its distance past a range's lower
    /// bound, over a range at most 1 long, and the smallest sine curve value, `1 − cos` of
    /// π/2·2⁻⁵³, is about 3·10⁻³², far from underflowing. (`rests` has no numbers: a number
    /// resting on a side is a side constant.)
    var staysInUnitIntervalInside: Bool { self != .computed }
}
