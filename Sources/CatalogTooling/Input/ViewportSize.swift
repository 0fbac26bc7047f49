import PresetCatalog
import PresetStore

/// The viewport a preview scrolls, from `--viewport 390x844` (points).
public struct ViewportSize: Equatable, Sendable {
    /// Width in points, > 0.
    public let width: Double
    /// Height in points, > 0.
    public let height: Double

    /// Creates a viewport size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Reads "WIDTHxHEIGHT" ("x" or "X").
    /// - Throws: ``CatalogError/Kind/usage`` when the form is wrong or a side is not > 0.
    public init(parsing text: String) throws {
        let parts = Substring(text).trimmingSpaces().split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" }
        guard parts.count == 2 else {
            throw CatalogError(.usage, "expected WIDTHxHEIGHT like 390x844, got '\(messageText(text))'")
        }
        width = try DecimalNumber(parsing: parts[0]).value
        height = try DecimalNumber(parsing: parts[1]).value
        guard width > 0 else { throw CatalogError(.usage, "width must be > 0, got \(parts[0])") }
        guard height > 0 else { throw CatalogError(.usage, "height must be > 0, got \(parts[1])") }
    }
}
