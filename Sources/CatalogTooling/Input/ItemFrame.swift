import PresetCatalog

/// Where a previewed item sits along the scroll axis in content coordinates, from
/// `--item-frame Y,HEIGHT` (points).
package struct ItemFrame: Equatable, Sendable {
    /// The item's leading edge (top, for a vertical axis) in content coordinates.
    package let origin: Double
    /// The item's length along the axis, > 0.
    package let length: Double

    /// Creates an item frame.
    package init(origin: Double, length: Double) {
        self.origin = origin
        self.length = length
    }

    /// Reads "Y,HEIGHT".
    /// - Throws: ``CatalogError/Kind/usage`` when the form is wrong or the height is not > 0.
    package init(parsing text: String) throws {
        let (origin, length) = try NumberListParser.pair(in: text, separatedBy: { $0 == "," }, form: "Y,HEIGHT like 120,100")
        self.origin = origin.value
        self.length = length.value
        guard length.value > 0 else { throw CatalogError(.usage, "height must be > 0, got \(length.text)") }
    }
}
