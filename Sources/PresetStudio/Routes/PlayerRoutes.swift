import Hummingbird
import PresetRendering
import PresetStore

/// What the studio's page plays, for the same inputs as `POST /api/preview`:
/// `POST /api/preview/scene` (the phone player's markup, frames and plot, as
/// ``VisualPreview/playerJSON()`` gives them) and `POST /api/export/html` (the page
/// `export --format html` writes, which the studio shows in a frame beside the phone). Nothing is
/// written, so a read-only studio answers them too.
struct PlayerRoutes {
    let catalog: StudioCatalog

    func addRoutes(to group: RouterGroup<StudioRequestContext>) {
        group.post("preview/scene") { request, _ in
            let preview = try PreviewRequest(parsing: try await request.bodyText(), for: .preview)
            let json = try await catalog.run { editor in
                switch preview.subject {
                case .preset(let name), .menu(let name):
                    return try editor.visualPreview(named: name, settings: preview.settings).playerJSON()
                case .definition(let member):
                    let definition = try DefinitionCheck.definition(from: member)
                    return try editor.visualPreview(named: definition.name, unsaved: definition, settings: preview.settings).playerJSON()
                }
            }
            return Response.json(text: json)
        }
        group.post("export/html") { request, _ in
            let export = try PreviewRequest(parsing: try await request.bodyText(), for: .cssExport)
            let page = try await catalog.run { try export.cssExport(in: $0, route: "export/html").html() }
            return Response.text(page, contentType: "text/html; charset=utf-8")
        }
    }
}
