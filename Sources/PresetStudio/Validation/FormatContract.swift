import CatalogTooling

/// The studio's one seam to what the preset-format work (issue 22) publishes: the definition's
/// JSON Schema and the templates a new preset starts from. Until that work is on main, the
/// schema is absent (`GET /api/schema` answers 501) and there are no templates.
enum FormatContract {
    /// The preset definition's JSON Schema (draft 2020-12), nil until it exists.
    static var presetSchema: JSONValue? { nil }

    /// The templates a new preset can start from, as `{"name", "summary", "definition"}`.
    static var templates: [JSONValue] { [] }
}
