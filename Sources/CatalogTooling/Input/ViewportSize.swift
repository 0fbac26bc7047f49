import PresetCatalog

/// The viewport a preview scrolls, from `--viewport 390x844` (points).
package struct ViewportSize: Equatable, Sendable {
    /// Width in points, > 0.
    package let width: Double
    /// Height in points, > 0.
    package let height: Double

    /// Creates a viewport size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Reads "WIDTHxHEIGHT" ("x" or "X").
    /// - Throws: ``CatalogError/Kind/usage`` when the form is wrong or a side is not > 0.
    package init(parsing text: String) throws {
        let (width, height) = try NumberListParser.pair(
            in: text, separatedBy: { $0 == "x" || $0 == "X" }, form: "WIDTHxHEIGHT like 390x844")
        self.width = width.value
        self.height = height.value
        guard width.value > 0 else { throw CatalogError(.usage, "width must be > 0, got \(width.text)") }
        guard height.value > 0 else { throw CatalogError(.usage, "height must be > 0, got \(height.text)") }
    }
}
