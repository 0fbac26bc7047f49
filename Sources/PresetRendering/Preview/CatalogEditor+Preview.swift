import CatalogEditing
import ParallaxEngine
import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// The stored preset named `name` evaluated at the sweep `settings` describe.
    /// - Throws: ``CatalogError`` — not found (66), invalid data (65), invalid argument.
    package func presetPreview(named name: String, settings: PreviewSettings) throws -> PresetPreview {
        PresetPreview(try previewSubject(named: name, settings: settings), trajectory: settings.trajectory)
    }

    /// An unsaved definition evaluated at the sweep `settings` describe (it is validated, not stored).
    package func presetPreview(of definition: PresetDefinition, settings: PreviewSettings) throws -> PresetPreview {
        PresetPreview(try previewSubject(of: definition, settings: settings), trajectory: settings.trajectory)
    }

    /// The stored preset named `name` compiled for the context `settings` describe.
    func previewSubject(named name: String, settings: PreviewSettings) throws -> PresetPreviewSubject {
        let definition = try preset(named: name).definition
        try Self.requireStoredBounds(definition)
        try settings.requireVariablesRead(by: [definition])
        let context = try previewContext(settings, rowHeight: settings.rowHeight ?? PreviewSettings.defaultRowHeight)
        return try PresetPreviewSubject(
            definition: definition, animator: try animator(named: name, context: context), context: context, settings: settings)
    }

    /// An unsaved definition, validated and compiled for the context `settings` describe.
    func previewSubject(of definition: PresetDefinition, settings: PreviewSettings) throws -> PresetPreviewSubject {
        try Self.validate(definition)
        try Self.requireStorable(definition)
        try settings.requireVariablesRead(by: [definition])
        let context = try previewContext(settings, rowHeight: settings.rowHeight ?? PreviewSettings.defaultRowHeight)
        let animator = try PresetResolver.compile(definition, context: context, scope: "preset '\(definition.name)'")
        return try PresetPreviewSubject(definition: definition, animator: animator, context: context, settings: settings)
    }

    /// The menu named `name` scrolled through the sweep `settings` describe: the visible rows at
    /// each offset with their tops and their presets' values. Each row's context has the menu's
    /// row height (or `settings.rowHeight`) and the size of the row's own image.
    package func menuPreview(named name: String, settings: PreviewSettings) throws -> MenuPreview {
        MenuPreview(try menuSubject(named: name, settings: settings))
    }

    /// The preview of `name` as a report: the preset of that name if there is one, else the
    /// menu; with `definitionText`, that unsaved definition instead of the stored preset.
    /// - Parameter definitionText: A definition's JSON text and how to name it in errors.
    package func previewReport(named name: String, unsaved: PresetDefinition? = nil, settings: PreviewSettings) throws -> Report {
        if let unsaved { return try presetPreview(of: unsaved, settings: settings).report() }
        return try previewsMenu(named: name)
            ? menuPreview(named: name, settings: settings).report()
            : presetPreview(named: name, settings: settings).report()
    }

    /// Whether `name` previews a menu rather than a preset: a preset of that name comes first.
    /// - Throws: ``CatalogError/Kind/notFound`` (66) when the catalog has neither.
    func previewsMenu(named name: String) throws -> Bool {
        if try contains(.preset, named: name) { return false }
        if try contains(.menu, named: name) { return true }
        let names = try store.names(of: .preset) + store.names(of: .menu)
        throw CatalogError(.notFound, "no preset or menu named '\(messageText(name))'" + NameSuggestion.hint(for: name, among: names))
    }

    /// Refuses `definition` unless `presets create` would store it: the store's own write runs
    /// on an empty catalog in memory, which is then dropped, so an unsaved definition meets
    /// every rule creating it meets (slugs, text rules, the schema's CHECKs), applied by the
    /// code that applies them, with the same messages. Nothing touches this catalog.
    /// - Throws: ``CatalogError/Kind/invalidData`` naming the preset and the field.
    static func requireStorable(_ definition: PresetDefinition) throws {
        try CatalogError.translatingStoreErrors {
            let scratch = try PresetDatabase.inMemory()
            defer { try? scratch.close() }
            try scratch.createPreset(definition)
        }
    }

    /// The context of a preview: the viewport and sizes of `settings`; the image's size when
    /// `settings` names one, else an image twice the row height and as wide as the viewport.
    func previewContext(_ settings: PreviewSettings, rowHeight: Double) throws -> PresetContext {
        try settings.validate()
        var context = PresetContext(
            rowHeight: rowHeight, imageWidth: settings.viewport.width,
            viewportWidth: settings.viewport.width, viewportHeight: settings.viewport.height,
            headerHeight: settings.headerHeight ?? PreviewSettings.defaultHeaderHeight, variables: settings.variables)
        if let imageName = settings.imageName {
            let image = try storedImage(named: imageName)
            context.imageHeight = image.pointHeight
            context.imageWidth = image.pointWidth
        }
        return context
    }

    /// The image named `name`, refused when its stored sizes lie outside their bounds (another
    /// program may have written them): nothing is computed from them.
    /// - Throws: ``CatalogError`` — not found (66), invalid data (65) naming the field.
    func storedImage(named name: String) throws -> ImageDefinition {
        let image = try self.image(named: name).definition
        if let problem = image.boundProblems().first {
            throw CatalogError(.invalidData, "image '\(messageText(name))': \(problem.path) \(problem.message)")
        }
        return image
    }

    /// Refuses a stored preset with a number or count outside its bound (another program may
    /// have written it) before it is compiled.
    /// - Throws: ``CatalogError/Kind/invalidData`` naming the preset and the field.
    static func requireStoredBounds(_ definition: PresetDefinition) throws {
        do {
            try DefinitionCompiler.requireBounds(definition)
        } catch let error as CatalogError {
            throw CatalogError(error.kind, "preset '\(messageText(definition.name))': " + error.message)
        }
    }
}
