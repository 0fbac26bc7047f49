/// An easing curve: maps input progress to output progress, 0 → 0 and 1 → 1 (steps and springs
/// as their definitions say), finite for every finite input.
///
/// Text forms (read by `init(parsing:)`, written by `description`):
/// - the 46 Parade names: `linear`, `smoothStep`, `smootherStep`, `inAtan`, `outAtan`,
///   `inOutAtan`, and `in`/`out`/`inOut`/`outIn` + `Sine`, `Quadratic`, `Cubic`, `Quartic`,
///   `Quintic`, `Exponential`, `Circular`, `Back`, `Elastic`, `Bounce` (easings.net's short
///   spellings `Quad`, `Quart`, `Quint`, `Expo`, `Circ` are read too);
/// - parameters on back and elastic: `inOutBack(2.5)` (overshoot), `outElastic(1, 0.3)`
///   (amplitude, period); `back(s)` and `elastic(a, p)` are the out-curves, as in GSAP;
/// - CSS: `ease`, `ease-in`, `ease-out`, `ease-in-out`, `cubic-bezier(x1, y1, x2, y2)`,
///   `step-start`, `step-end`, `steps(n, jump-start|jump-end|jump-none|jump-both|start|end)`,
///   `linear(0, 0.25 75%, 1)`;
/// - springs: `spring(stiffness: 100, damping: 10, mass: 1, velocity: 0)` or
///   `spring(duration: 0.5, bounce: 0.2)`.
///
/// Outside 0…1 (an `extend` track's end segment): the named curves hold their end values
/// (Parade only ever evaluates them inside 0…1, and polynomial or oscillating continuations
/// would run away), except `linear`, which keeps its slope; CSS curves extrapolate as CSS
/// defines; springs give 0 before 0 and keep settling after 1.
public enum Easing: Hashable, Sendable, CustomStringConvertible {
    /// The identity.
    case linear
    /// `x²(3 − 2x)` (Parade).
    case smoothStep
    /// `x³(x(6x − 15) + 10)` (Parade).
    case smootherStep
    /// Parade's `inAtan`: `atan(15(x − 1))/atan(15) + 1`.
    case inAtan
    /// Parade's `outAtan`: `atan(15x)/atan(15)`.
    case outAtan
    /// Parade's `inOutAtan`: `atan(15(x − ½))/(2·atan(7.5)) + ½`.
    case inOutAtan
    /// A named family in a direction, e.g. `.family(.cubic, .inOut)` for `inOutCubic`.
    case family(EasingFamily, EasingDirection)
    /// CSS `cubic-bezier(x1, y1, x2, y2)`; x1 and x2 in 0…1.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// CSS `steps(count, position)`.
    case steps(Int, StepPosition)
    /// CSS `linear(…)` with stops.
    indirect case linearStops(LinearStops)
    /// A damped spring.
    indirect case spring(SpringEasing)

    /// The output progress at `t`.
    public func callAsFunction(_ t: Double) -> Double { value(at: t) }

    /// The output progress at `t`.
    public func value(at t: Double) -> Double {
        var builder = CurveTables.Builder()
        let curve = CompiledCurve(self, tables: &builder)
        let tables = CurveTables(builder)
        defer { tables.deallocate() }
        return curve.value(at: t, in: tables)
    }
}
