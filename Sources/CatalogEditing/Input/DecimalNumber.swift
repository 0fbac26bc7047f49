import ParallaxEngine
import PresetCatalog
import PresetStore

/// A finite decimal number read from user-typed text such as "-200", "0.25" or "1e-3".
struct DecimalNumber: Equatable {
    /// The number's value.
    let value: Double
    /// How many digits the text has after the decimal point, once its exponent is applied
    /// ("0.25" → 2, "1e-3" → 3, "150" → 0).
    let decimalPlaces: Int

    /// Reads `text` (surrounding spaces allowed); refuses hexadecimal, "inf", "nan" and overflow.
    init(parsing text: Substring) throws {
        let trimmed = text.trimmingSpaces()
        let allowed: Set<Character> = ["+", "-", ".", "e", "E", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
        guard !trimmed.isEmpty, trimmed.allSatisfy(allowed.contains),
            let value = Double(String(trimmed)), value.isFinite
        else {
            throw CatalogError(.invalidArgument, "'\(messageText(trimmed))' is not a finite number")
        }
        let lowered = trimmed.lowercased()
        let parts = lowered.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let fraction = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fractionDigits = fraction.count == 2 ? fraction[1].count : 0
        self.value = value
        self.decimalPlaces = Swift.max(0, fractionDigits - exponent)
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Substring {
        var result = self
        while result.first == " " || result.first == "\t" { result.removeFirst() }
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }
}
