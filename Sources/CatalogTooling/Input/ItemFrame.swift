import PresetCatalog
import PresetStore

/// Where a previewed item sits along the scroll axis in content coordinates, from
/// `--item-frame Y,HEIGHT` (points).
public struct ItemFrame: Equatable, Sendable {
    /// The item's leading edge (top, for a vertical axis) in content coordinates.
    public let origin: Double
    /// The item's length along the axis, > 0.
    public let length: Double

    /// Creates an item frame.
    public init(origin: Double, length: Double) {
        self.origin = origin
        self.length = length
    }

    /// Reads "Y,HEIGHT".
    /// - Throws: ``CatalogError/Kind/usage`` when the form is wrong or the height is not > 0.
    public init(parsing text: String) throws {
        let parts = Substring(text).split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw CatalogError(.usage, "expected Y,HEIGHT like 120,100, got '\(messageText(text))'")
        }
        origin = try DecimalNumber(parsing: parts[0]).value
        length = try DecimalNumber(parsing: parts[1]).value
        guard length > 0 else { throw CatalogError(.usage, "height must be > 0, got \(parts[1].trimmingSpaces())") }
    }
}
