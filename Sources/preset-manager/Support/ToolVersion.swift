import CatalogTooling

/// What `preset-manager --version` prints.
enum ToolVersion {
    /// The tool's own version.
    static let number = "0.1.0"

    /// The version line: the tool's version and the catalog schema it writes.
    static var text: String { "preset-manager \(number) (catalog schema \(CatalogEditor.schemaVersion))" }
}
