import PresetCatalog
import PresetStore

/// The viewport a preview scrolls, from `--viewport 390x844` (points).
package struct ViewportSize: Equatable, Sendable {
    /// Width in points (``NumberBound/size``).
    package let width: Double
    /// Height in points (``NumberBound/size``).
    package let height: Double

    /// Creates a viewport size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Reads "WIDTHxHEIGHT" ("x" or "X").
    /// - Throws: ``CatalogError/Kind/invalidArgument`` when the form is wrong or a side is outside
    ///   ``NumberBound/size``.
    package init(parsing text: String) throws {
        let (width, height) = try NumberListParser.pair(
            in: text, separatedBy: { $0 == "x" || $0 == "X" }, form: "WIDTHxHEIGHT like 390x844")
        self.width = try OptionNumber.checked(width.value, .size, naming: "width")
        self.height = try OptionNumber.checked(height.value, .size, naming: "height")
    }
}
