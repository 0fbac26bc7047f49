/// Parade's `.range(lower...upper)` on progress: below `lower` → 0, above `upper` → 1, linear
/// in between. Its bounds are checked (`lower < upper`) when the animator is built.
struct ProgressRange: Hashable, Sendable {
    let lower: Double
    let upper: Double

    /// `0…1`, which leaves progress in 0…1 as it is: a Parade property without a range.
    static let whole = ProgressRange(lower: 0, upper: 1)

    private init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    init(_ range: ClosedRange<Double>, field: String) throws {
        guard range.lowerBound.isFinite, range.upperBound.isFinite else {
            throw EngineError(field: field, problem: "bounds must be finite numbers")
        }
        guard range.lowerBound < range.upperBound else {
            throw EngineError(
                field: field,
                problem: "lower bound \(numberText(range.lowerBound)) must be below upper bound \(numberText(range.upperBound))")
        }
        lower = range.lowerBound
        upper = range.upperBound
    }

    /// A Parade state's range: like `init(_:field:)`, and inside 0…1.
    init(stateRange range: ClosedRange<Double>, field: String) throws {
        try self.init(range, field: field)
        guard lower >= 0, upper <= 1 else {
            throw EngineError(
                field: field, problem: "[\(numberText(lower)), \(numberText(upper))] must lie within 0…1")
        }
    }

    @inline(__always)
    func remap(_ progress: Double) -> Double {
        if progress <= lower { return 0 }
        if progress >= upper { return 1 }
        return (progress - lower) / (upper - lower)
    }
}
