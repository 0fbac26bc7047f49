import CatalogEditing
import HTTPTypes
import PresetRendering
import PresetStore

extension PreviewRequest {
    /// `export --format css`'s export of the request's preset or unsaved definition, with
    /// `reachableOnly`, `withoutMotion` and `fallback` as the options of those names; what `withoutMotion`
    /// left out is not said here (the page that asked for it knows from the refusal before).
    /// - Throws: ``StudioError`` 400 for a menu; the export's own ``CatalogError``s.
    func cssExport(in editor: CatalogEditor, route: String) throws -> CSSExport {
        let name: String
        let unsaved: PresetDefinition?
        switch subject {
        case .preset(let preset):
            (name, unsaved) = (preset, nil)
        case .definition(let member):
            let definition = try DefinitionCheck.definition(from: member)
            (name, unsaved) = (definition.name, definition)
        case .menu:
            throw StudioError(.badRequest, "\(route) takes a preset or a definition")
        }
        if withoutMotion {
            return try editor.cssExportWithoutMotion(
                named: name, unsaved: unsaved, settings: settings, reachableOnly: reachableOnly, fallback: fallback
            ).export
        }
        return try editor.cssExport(
            named: name, unsaved: unsaved, settings: settings, reachableOnly: reachableOnly, fallback: fallback)
    }
}
