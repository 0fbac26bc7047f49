/// The closed interval a number of the catalog must lie in, from ``CatalogLimits``, and how a
/// message states it. NaN and the infinities lie in none.
package struct NumberBound: Hashable, Sendable {
    /// The smallest value allowed.
    package let minimum: Double
    /// The largest value allowed.
    package let maximum: Double
    /// What the bound is, as JSON Schema would state it: a whole number (`"type": "integer"`)
    /// or any number.
    package let isWhole: Bool

    /// A bound from `minimum` to `maximum`.
    package init(minimum: Double, maximum: Double, isWhole: Bool = false) {
        self.minimum = minimum
        self.maximum = maximum
        self.isWhole = isWhole
    }

    /// A coordinate or a length that may be negative: |value| ≤ ``CatalogLimits/maximumCoordinate``.
    package static let coordinate = NumberBound(minimum: -CatalogLimits.maximumCoordinate, maximum: CatalogLimits.maximumCoordinate)
    /// A size: ``CatalogLimits/minimumSize`` … ``CatalogLimits/maximumSize``.
    package static let size = NumberBound(minimum: CatalogLimits.minimumSize, maximum: CatalogLimits.maximumSize)
    /// A progress: 0 … 1.
    package static let progress = NumberBound(minimum: 0, maximum: 1)
    /// An image's side in pixels: 1 … ``CatalogLimits/maximumImagePixels``, whole.
    package static let imagePixels = NumberBound(minimum: 1, maximum: Double(CatalogLimits.maximumImagePixels), isWhole: true)
    /// An image's pixels per point: ``CatalogLimits/minimumImageScale`` … ``CatalogLimits/maximumImageScale``.
    package static let imageScale = NumberBound(minimum: CatalogLimits.minimumImageScale, maximum: CatalogLimits.maximumImageScale)
    /// An image file's size in bytes: 1 … 2⁵³, whole (the largest whole number a JSON number
    /// holds exactly).
    package static let byteSize = NumberBound(minimum: 1, maximum: 9_007_199_254_740_992, isWhole: true)

    /// Whether `value` lies inside the bound (and is whole when it must be).
    package func contains(_ value: Double) -> Bool {
        value >= minimum && value <= maximum && (!isWhole || value == value.rounded(.towardZero))
    }

    /// What is wrong with `value`, e.g. `must be a number from 0.01 to 1000000 (is 1e-10)`; nil
    /// when it lies inside. The value is quoted exactly (``DecimalText/exactText(_:)``), so a
    /// value just outside never reads as one inside.
    package func problem(with value: Double) -> String? {
        contains(value) ? nil : "must be \(wording) (is \(DecimalText.exactText(value)))"
    }

    /// What is wrong with the whole number `value`, quoted as it is; nil when it lies inside.
    package func problem(with value: Int) -> String? {
        contains(Double(value)) ? nil : "must be \(wording) (is \(value))"
    }

    /// `a number from 0.01 to 1000000`, `a number within ±1000000`, `a whole number from 1 to 2147483647`.
    package var wording: String {
        let kind = isWhole ? "a whole number" : "a number"
        if minimum == -maximum { return "\(kind) within ±\(DecimalText.exactText(maximum))" }
        return "\(kind) from \(DecimalText.exactText(minimum)) to \(DecimalText.exactText(maximum))"
    }
}
