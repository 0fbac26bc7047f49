import CatalogTooling
import Hummingbird

/// `GET /api/schema` (the preset JSON Schema) and `GET /api/templates` (the templates of a new
/// preset), both from ``FormatContract``.
struct FormatRoutes {
    func addRoutes(to group: RouterGroup<StudioRequestContext>) {
        group.get("schema") { _, _ in
            guard let schema = FormatContract.presetSchema else {
                throw StudioError(.notImplemented, "the preset JSON Schema is not part of this build yet")
            }
            return try Response.json(schema)
        }
        group.get("templates") { _, _ in try Response.json(.object(["templates": .array(FormatContract.templates)])) }
    }
}
