/// `sin(πx/2)` and `1 − cos(πx/2)` for `x` in 0…1, the sine family's out- and in-curves, by
/// polynomials rather than the C library: no call, no range reduction (the argument never
/// leaves the first quadrant), and exact ends (0 at 0, 1 at 1).
///
/// Each curve is split at ½ by `sin(πx/2) = 1 − (1 − cos(π(1 − x)/2))`, so that each half is
/// one of two polynomials on 0…½, where the terms shrink fast and the sum does not cancel
/// (`1 − x` is exact there):
/// - `sin(πw/2) = w·S(w²)` and `1 − cos(πw/2) = w²·V(w²)`, w in 0…½, with S and V of degree 6
///   in w²: near-minimax (Chebyshev) fits of `sin(πw/2)/w` and `(1 − cos(πw/2))/w²`, computed
///   in 50-digit arithmetic (mpmath `chebyfit`) and rounded to the nearest doubles; the fits'
///   own error is below 10⁻²⁰.
/// Evaluated with separate multiplies and adds (no fused multiply-add, which is a library call
/// where the target lacks it), both curves are within 2.5 ulps of the exact values over 0…1
/// (within 1.5e-16), closer than `1 − cos(x·π/2)` in double, which is 3.2 ulps off near 1
/// and loses every digit near 0.
enum QuarterSine {
    /// `sin(πx/2)` for x in 0…1. Out of line, as is ``versine(_:)``: inlined into a switch over
    /// curves, the optimiser would compute both halves' polynomials (and, for inOutSine, both
    /// curves') before choosing, on every frame of every curve.
    @inline(never)
    static func sine(_ x: Double) -> Double {
        x <= 0.5 ? sineOfHalf(x) : 1 - versineOfHalf(1 - x)
    }

    /// `1 − cos(πx/2)` for x in 0…1.
    @inline(never)
    static func versine(_ x: Double) -> Double {
        x <= 0.5 ? versineOfHalf(x) : 1 - sineOfHalf(1 - x)
    }

    /// `sin(πx/2)` and `1 − cos(πx/2)` for x in 0…1, both from the same half: what ``sine(_:)``
    /// and ``versine(_:)`` give, bit for bit.
    @inline(__always)
    static func sineAndVersine(_ x: Double) -> (sine: Double, versine: Double) {
        if x <= 0.5 { return (sineOfHalf(x), versineOfHalf(x)) }
        let w = 1 - x
        return (1 - versineOfHalf(w), 1 - sineOfHalf(w))
    }

    /// `sin(πw/2)` for w in 0…½.
    @inline(__always)
    private static func sineOfHalf(_ w: Double) -> Double {
        let u = w * w
        var sum = 5.633933781537854e-08
        sum = sum * u - 3.59864335298231e-06
        sum = sum * u + 0.0001604411507421909
        sum = sum * u - 0.004681754132340976
        sum = sum * u + 0.07969262624604301
        sum = sum * u - 0.6459640975062443
        sum = sum * u + 1.5707963267948966
        return w * sum
    }

    /// `1 − cos(πw/2)` for w in 0…½.
    @inline(__always)
    private static func versineOfHalf(_ w: Double) -> Double {
        let u = w * w
        var sum = 6.329396344967424e-09
        sum = sum * u - 4.710678405505227e-07
        sum = sum * u + 2.5202039028029178e-05
        sum = sum * u - 0.0009192602745468447
        sum = sum * u + 0.020863480763340773
        sum = sum * u - 0.2536695079010478
        sum = sum * u + 1.2337005501361697
        return u * sum
    }
}
