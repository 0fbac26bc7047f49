/// Shortest text for a number that reads back to the same `Double`: integral values without a
/// fraction (`1`, `-200`), others in Swift's round-trip form (`0.25`, `-0.55`).
func numberText(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}

/// Reads a plain decimal number (`12`, `-0.5`, `1e-3`); nil if `text` is anything else.
func parseNumber(_ text: Substring) -> Double? {
    let trimmed = text.trimmingSpaces()
    guard let first = trimmed.first, first.isNumber || first == "-" || first == "+" || first == "."
    else { return nil }
    guard let value = Double(trimmed), value.isFinite else { return nil }
    return value
}

/// Reads a percentage such as `25%` or `-12.5%` (the number before `%`); nil otherwise.
func parsePercent(_ text: Substring) -> Double? {
    text.hasSuffix("%") ? parseNumber(text.dropLast()) : nil
}

extension Substring {
    /// The text without leading and trailing spaces (no Foundation needed).
    func trimmingSpaces() -> Substring {
        var result = self
        while let first = result.first, first.isWhitespace { result.removeFirst() }
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
