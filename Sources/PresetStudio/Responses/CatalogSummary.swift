/// `GET /api/catalog`: the catalog as a whole, as the page shows it.
struct CatalogSummary: Encodable {
    /// The file's name without its extension.
    let name: String
    /// The file's name.
    let file: String
    /// The file's absolute path.
    let path: String
    /// The folder holding the file.
    let folder: String
    /// Whether the studio was started `--read-only` (or the file cannot be written).
    let readOnly: Bool
    /// The catalog schema's version.
    let schemaVersion: Int
    /// The largest request body the studio reads (``studioMaximumBodyBytes``).
    let maximumBodyBytes: Int
}

/// `POST /api/catalog/reopen`: whether the studio opened the file now at the catalog's path.
struct ReopenResult: Encodable {
    let reopened: Bool
}
