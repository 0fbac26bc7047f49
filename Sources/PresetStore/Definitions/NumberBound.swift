@_spi(CatalogTooling) import ParallaxEngine

/// The closed interval a number of the catalog must lie in, from ``CatalogLimits``, and how a
/// message states it. NaN and the infinities lie in none.
public struct NumberBound: Hashable, Sendable {
    /// The smallest value allowed.
    public let minimum: Double
    /// The largest value allowed.
    public let maximum: Double
    /// What the bound is, as JSON Schema would state it: a whole number (`"type": "integer"`)
    /// or any number.
    public let isWhole: Bool

    /// A bound from `minimum` to `maximum`.
    public init(minimum: Double, maximum: Double, isWhole: Bool = false) {
        self.minimum = minimum
        self.maximum = maximum
        self.isWhole = isWhole
    }

    /// A coordinate or a length that may be negative: |value| ≤ ``CatalogLimits/maximumCoordinate``.
    public static let coordinate = NumberBound(minimum: -CatalogLimits.maximumCoordinate, maximum: CatalogLimits.maximumCoordinate)
    /// A size: ``CatalogLimits/minimumSize`` … ``CatalogLimits/maximumSize``.
    public static let size = NumberBound(minimum: CatalogLimits.minimumSize, maximum: CatalogLimits.maximumSize)
    /// A progress: 0 … 1.
    public static let progress = NumberBound(minimum: 0, maximum: 1)
    /// An image's side in pixels: 1 … ``CatalogLimits/maximumImagePixels``, whole.
    public static let imagePixels = NumberBound(minimum: 1, maximum: Double(CatalogLimits.maximumImagePixels), isWhole: true)
    /// An image's pixels per point: ``CatalogLimits/minimumImageScale`` … ``CatalogLimits/maximumImageScale``.
    public static let imageScale = NumberBound(minimum: CatalogLimits.minimumImageScale, maximum: CatalogLimits.maximumImageScale)

    /// Whether `value` lies inside the bound (and is whole when it must be).
    public func contains(_ value: Double) -> Bool {
        value >= minimum && value <= maximum && (!isWhole || value == value.rounded(.towardZero))
    }

    /// What is wrong with `value`, e.g. `must be a number from 0.01 to 1000000 (is 1e-10)`; nil
    /// when it lies inside. The value is quoted exactly (``DecimalText/exactText(_:)``), so a
    /// value just outside never reads as one inside.
    public func problem(with value: Double) -> String? {
        contains(value) ? nil : "must be \(wording) (is \(DecimalText.exactText(value)))"
    }

    /// What is wrong with the whole number `value`, quoted as it is; nil when it lies inside.
    public func problem(with value: Int) -> String? {
        contains(Double(value)) ? nil : "must be \(wording) (is \(value))"
    }

    /// `a number from 0.01 to 1000000`, `a number within ±1000000`, `a whole number from 1 to 2147483647`.
    public var wording: String {
        let kind = isWhole ? "a whole number" : "a number"
        if minimum == -maximum { return "\(kind) within ±\(DecimalText.exactText(maximum))" }
        return "\(kind) from \(DecimalText.exactText(minimum)) to \(DecimalText.exactText(maximum))"
    }
}
