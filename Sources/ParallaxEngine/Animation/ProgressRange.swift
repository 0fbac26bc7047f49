/// Parade's `.range(lower...upper)` on progress: below `lower` → 0, above `upper` → 1, linear
/// in between. A preset's track, child or state says it in JSON as `[lower, upper]`.
///
/// The bounds are checked (finite, `lower < upper`, and inside 0…1 for a state) when an animator
/// is built, where the error can name the field; ``init(lower:upper:)`` takes them as they are,
/// so a definition read from a file keeps what it says until then.
public struct ProgressRange: Hashable, Sendable {
    /// Where the remapped progress starts (maps to 0).
    public let lower: Double
    /// Where the remapped progress ends (maps to 1).
    public let upper: Double

    /// `0…1`, which leaves progress in 0…1 as it is: a Parade property without a range.
    static let whole = ProgressRange(lower: 0, upper: 1)

    /// A range with these bounds, unchecked.
    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    init(_ range: ClosedRange<Double>, field: String) throws {
        guard range.lowerBound.isFinite, range.upperBound.isFinite else {
            throw EngineError(field: field, problem: "bounds must be finite numbers")
        }
        if let problem = Self.orderProblem(lower: range.lowerBound, upper: range.upperBound, spelling: numberText) {
            throw EngineError(field: field, problem: problem)
        }
        lower = range.lowerBound
        upper = range.upperBound
    }

    /// A Parade state's range: like `init(_:field:)`, and inside 0…1.
    init(stateRange range: ClosedRange<Double>, field: String) throws {
        try self.init(range, field: field)
        if let problem = Self.unitProblem(lower: lower, upper: upper, spelling: numberText) {
            throw EngineError(field: field, problem: problem)
        }
    }

    /// What a range's bounds must be, in the words every check of a range uses.
    package static let orderRequirement = "the lower bound must be below the upper"
    /// What a Parade state's range must be besides, in the same words.
    package static let unitRequirement = "0 ≤ a < b ≤ 1"

    /// What is wrong with a range from `lower` to `upper` (finite numbers), or nil: the lower
    /// bound must be below the upper. The engine, the catalog's compiler and the format's check
    /// all ask this, so the rule and its words live here only; `spell` writes the numbers (the
    /// engine's exact text, or the text people read).
    package static func orderProblem(lower: Double, upper: Double, spelling spell: (Double) -> String) -> String? {
        lower < upper ? nil : "[\(spell(lower)), \(spell(upper))] is reversed or empty (\(orderRequirement))"
    }

    /// What is wrong with a Parade state's increasing range from `lower` to `upper`, or nil: it
    /// must lie inside 0…1.
    package static func unitProblem(lower: Double, upper: Double, spelling spell: (Double) -> String) -> String? {
        lower >= 0 && upper <= 1 ? nil : "[\(spell(lower)), \(spell(upper))] must lie within 0…1 (\(unitRequirement))"
    }

    /// `progress` through the range; only for a range the checking initialisers built.
    @inline(__always)
    func remap(_ progress: Double) -> Double {
        if progress <= lower { return 0 }
        if progress >= upper { return 1 }
        return (progress - lower) / (upper - lower)
    }
}

extension ProgressRange: Codable {
    /// Decodes `[lower, upper]`.
    public init(from decoder: any Decoder) throws {
        let (lower, upper) = try decodeNumberPair(from: decoder, named: "range")
        self.init(lower: lower, upper: upper)
    }

    /// Encodes `[lower, upper]`.
    public func encode(to encoder: any Encoder) throws {
        try encodeNumberPair(lower, upper, to: encoder)
    }
}

/// Decodes a JSON array of exactly two numbers: a range here, a view timeline's insets in the
/// store.
package func decodeNumberPair(from decoder: any Decoder, named field: String) throws -> (Double, Double) {
    var container = try decoder.unkeyedContainer()
    guard container.count == 2 else {
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "\(field) must be an array of two numbers"))
    }
    let first = try container.decode(Double.self)
    let second = try container.decode(Double.self)
    return (first, second)
}

/// Encodes a JSON array of the two numbers.
package func encodeNumberPair(_ first: Double, _ second: Double, to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(first)
    try container.encode(second)
}
