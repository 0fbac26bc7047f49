import ParallaxEngine
import PresetCatalog
import PresetStore

/// The content offsets a preview evaluates at, from `--offsets`: a list ("0,50,100") or an
/// inclusive range with a step ("-200:200:50").
package struct OffsetSweep: Equatable, Sendable {
    /// The most offsets one sweep may hold: ``CatalogLimits/maximumOffsets``.
    package static let maximumCount = CatalogLimits.maximumOffsets

    /// The offsets, in the order given.
    package let offsets: [Double]

    /// Creates a sweep from explicit offsets.
    package init(offsets: [Double]) {
        self.offsets = offsets
    }

    /// Reads "O1,O2,…" or "FROM:TO:STEP".
    ///
    /// A range includes `FROM` and every step up to and including `TO` when it is reached. Its
    /// values are computed from `FROM` and the step count (no accumulated rounding) at the
    /// decimal precision of the text, so "0:1:0.1" gives exactly 0.3, not 0.30000000000000004.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` naming the problem (not a number, an offset outside
    ///   ``NumberBound/coordinate``, step 0, a step that never reaches `TO`, more than
    ///   ``maximumCount`` offsets).
    package init(parsing text: String) throws {
        let trimmed = Substring(text).trimmingSpaces()
        if trimmed.contains(":") {
            offsets = try OffsetSweep.range(trimmed)
        } else {
            offsets = try NumberListParser.numbers(
                in: trimmed, example: "0,50,100 or FROM:TO:STEP like -200:200:50", bound: .coordinate)
        }
        guard offsets.count <= OffsetSweep.maximumCount else {
            throw CatalogError(.invalidArgument, "the sweep has \(offsets.count) offsets; at most \(OffsetSweep.maximumCount) are allowed")
        }
    }

    private static func range(_ text: Substring) throws -> [Double] {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw CatalogError(.invalidArgument, "expected FROM:TO:STEP like -200:200:50, got '\(messageText(text))'")
        }
        let from = try DecimalNumber(parsing: parts[0])
        let to = try DecimalNumber(parsing: parts[1])
        let step = try DecimalNumber(parsing: parts[2])
        _ = try OptionNumber.checked(from.value, .coordinate, naming: "FROM")
        _ = try OptionNumber.checked(to.value, .coordinate, naming: "TO")
        guard step.value != 0 else { throw CatalogError(.invalidArgument, "step must not be 0") }
        guard from.value == to.value || (to.value - from.value).sign == step.value.sign else {
            throw CatalogError(
                .invalidArgument,
                "step \(parts[2].trimmingSpaces()) never reaches \(parts[1].trimmingSpaces()) from \(parts[0].trimmingSpaces())")
        }
        let places = Swift.max(from.decimalPlaces, to.decimalPlaces, step.decimalPlaces)
        let scale = places <= 15 ? pow10(places) : 1
        let start = places <= 15 ? (from.value * scale).rounded() : from.value
        let end = places <= 15 ? (to.value * scale).rounded() : to.value
        let increment = places <= 15 ? (step.value * scale).rounded() : step.value
        let steps = ((end - start) / increment).rounded(.down)
        // Compared as a Double before it becomes an Int, which a count beyond Int's range would trap.
        guard steps.isFinite, steps >= 0, steps < Double(maximumCount) else {
            throw CatalogError(
                .invalidArgument, "the sweep has more than \(maximumCount) offsets; use a larger step")
        }
        return (0...Int(steps)).map { (start + Double($0) * increment) / scale }
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
