import CatalogEditing
import Hummingbird

/// `GET /api/schema`: the preset definition's JSON Schema (draft 2020-12), as `preset-manager
/// schema` prints it (``PresetFormat/schemaJSON(_:)``); `GET /api/templates`: the templates a
/// new preset starts from (``PresetTemplate``), as `{"templates": [{"name", "summary",
/// "definition"}]}`, each definition named after its template; `POST /api/expression-names`: the
/// names each expression text reads (``ExpressionNames``), so the page lists a definition's
/// variables as the format reads them.
struct FormatRoutes {
    func addRoutes(to group: RouterGroup<StudioRequestContext>) {
        group.get("schema") { _, _ in
            Response.text(PresetFormat.schemaText(.preset), contentType: "application/schema+json; charset=utf-8")
        }
        group.get("templates") { _, _ in
            try Response.json(TemplateList.all)
        }
        group.post("expression-names") { request, _ in
            let asked = try ExpressionNamesRequest(parsing: try await request.bodyText())
            let limit = ExpressionNamesRequest.maximumCount
            guard asked.expressions.count <= limit else {
                throw StudioError(
                    .badRequest, "expressions: has \(asked.expressions.count) texts; at most \(limit) are allowed", path: "expressions")
            }
            return try Response.json(ExpressionNames(asked.expressions))
        }
    }
}
