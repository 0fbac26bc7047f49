import ParallaxEngine
import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// The preset named `name` (or the unsaved definition in `definitionText`) as CSS
    /// scroll-driven animations on a page laid out as its preview is: the same viewport, sizes,
    /// item frame, view's own values, and content long enough for the preview's offsets.
    /// - Parameter reachableOnly: Export the part a browser can scroll to when the effect also
    ///   happens in overscroll, saying in a CSS comment what was left out.
    /// - Throws: ``CatalogError`` — not found (66); invalid data (65) when the preset cannot be
    ///   shown by a browser (it moves in overscroll, or has a channel CSS lacks); invalid argument.
    package func webExport(
        named name: String, definitionText: (text: String, source: String)? = nil, settings: PreviewSettings,
        reachableOnly: Bool = false
    ) throws -> WebExport {
        let subject: PresetPreviewSubject
        if let definitionText {
            subject = try previewSubject(
                of: try DefinitionText.preset(from: definitionText.text, source: definitionText.source), settings: settings)
        } else {
            guard try contains(.preset, named: name) else {
                if try contains(.menu, named: name) {
                    throw CatalogError(.invalidArgument, "'\(messageText(name))' is a menu; export --format css|html takes a preset")
                }
                throw notFound(entity: CatalogEntryKind.preset.rawValue, name: name)
            }
            subject = try previewSubject(named: name, settings: settings)
        }
        let offsets = subject.sweep.offsets
        let layout = WebExportLayout(
            viewport: settings.viewport.scrollSize, axis: subject.axis, itemOrigin: subject.itemFrame.origin,
            itemLength: subject.itemFrame.length, offsets: (offsets.min() ?? 0)...(offsets.max() ?? 0))
        do {
            return try WebExport(
                name: subject.definition.name, definition: try DefinitionCompiler.animatorDefinition(for: subject.definition),
                context: subject.context.values, layout: layout, underlying: subject.previewed.underlying,
                reachableOnly: reachableOnly)
        } catch let error as WebExportError {
            throw CatalogError(.invalidData, "preset '\(messageText(error.preset))': \(error.problem)")
        }
    }
}
