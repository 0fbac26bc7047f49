import CatalogEditing
import Hummingbird
import PresetRendering
import PresetStore

/// `POST /api/preview`, `POST /api/export/css` and `POST /api/validate`: the commands
/// `preview --format json`, `export --format css` and the definition checks, for a stored preset
/// or menu or for an unsaved definition (what the editor calls on every keystroke). Nothing is
/// written, so they are open to a read-only studio too.
struct PreviewRoutes {
    let catalog: StudioCatalog

    func addRoutes(to group: RouterGroup<StudioRequestContext>) {
        group.post("preview") { request, _ in
            let preview = try PreviewRequest(parsing: try await request.bodyText(), for: .preview)
            return Response.json(text: try await catalog.run { try Self.previewJSON(preview, in: $0) })
        }
        group.post("export/css") { request, _ in
            let export = try PreviewRequest(parsing: try await request.bodyText(), for: .cssExport)
            let css = try await catalog.run { try export.cssExport(in: $0, route: "export/css").css }
            return Response.text(css, contentType: "text/css; charset=utf-8")
        }
        group.post("validate") { request, _ in
            let validate = try ValidateRequest(parsing: try await request.bodyText())
            return try Response.json(ValidationResult(problems: DefinitionCheck.problems(in: validate.definition)))
        }
    }

    /// `preview --format json`'s text for the request's subject.
    static func previewJSON(_ preview: PreviewRequest, in editor: CatalogEditor) throws -> String {
        let report: Report
        switch preview.subject {
        case .preset(let name): report = try editor.presetPreview(named: name, settings: preview.settings).report()
        case .menu(let name): report = try editor.menuPreview(named: name, settings: preview.settings).report()
        case .definition(let member):
            report = try editor.presetPreview(of: try DefinitionCheck.definition(from: member), settings: preview.settings).report()
        }
        return try report.rendered(as: .json)
    }
}
