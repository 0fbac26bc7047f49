import PresetCatalog
import PresetStore

/// Where a previewed item sits along the scroll axis in content coordinates, from
/// `--item-frame Y,HEIGHT` (points).
package struct ItemFrame: Equatable, Sendable {
    /// The item's leading edge (top, for a vertical axis) in content coordinates
    /// (``NumberBound/coordinate``).
    package let origin: Double
    /// The item's length along the axis (``NumberBound/size``).
    package let length: Double

    /// Creates an item frame.
    package init(origin: Double, length: Double) {
        self.origin = origin
        self.length = length
    }

    /// Reads "Y,HEIGHT".
    /// - Throws: ``CatalogError/Kind/invalidArgument`` when the form is wrong, the position is outside
    ///   ``NumberBound/coordinate`` or the height outside ``NumberBound/size``.
    package init(parsing text: String) throws {
        let (origin, length) = try NumberListParser.pair(in: text, separatedBy: { $0 == "," }, form: "Y,HEIGHT like 120,100")
        self.origin = try OptionNumber.checked(origin.value, .coordinate, naming: "position")
        self.length = try OptionNumber.checked(length.value, .size, naming: "height")
    }
}
