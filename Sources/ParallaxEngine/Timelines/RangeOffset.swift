/// A position inside a named timeline range, measured from the range's start: a percentage of
/// the range's length (`25%`) or a distance in points (`40`), as in CSS `animation-range`.
public enum RangeOffset: Hashable, Sendable, CustomStringConvertible {
    /// A percentage of the range's length: `.percent(100)` is the range's end.
    case percent(Double)
    /// A distance in points from the range's start.
    case points(Double)

    /// Reads `"25%"` (a percentage) or `"40"` (points).
    /// - Throws: `EngineError` naming `offset` when the text is neither.
    public init(parsing text: String) throws {
        let trimmed = Substring(text).trimmingSpaces()
        if let value = parsePercent(trimmed) {
            self = .percent(value)
        } else if let value = parseNumber(trimmed) {
            self = .points(value)
        } else {
            throw EngineError(
                field: "offset", problem: "'\(messageText(text))' is neither a percentage like 25% nor a number of points")
        }
    }

    /// `25%` or `40`: the text `init(parsing:)` reads back to this value.
    public var description: String {
        switch self {
        case .percent(let value): return "\(numberText(value))%"
        case .points(let value): return numberText(value)
        }
    }

    var isFinite: Bool {
        switch self {
        case .percent(let value), .points(let value): return value.isFinite
        }
    }
}
