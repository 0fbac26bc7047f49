import CatalogEditing

extension CatalogEditor {
    /// The visual preview of `name`: the preset of that name if there is one, else the menu;
    /// with `definitionText`, that unsaved definition instead of the stored preset. Without
    /// explicit offsets it samples 241 offsets across the default sweep; with a trajectory, its
    /// samples over time (a preset only).
    /// - Parameter definitionText: A definition's JSON text and how to name it in errors.
    /// - Throws: ``CatalogError`` — not found (66), invalid data (65), invalid argument.
    package func visualPreview(
        named name: String, definitionText: (text: String, source: String)? = nil, settings: PreviewSettings
    ) throws -> VisualPreview {
        if let definitionText {
            let definition = try DefinitionText.preset(from: definitionText.text, source: definitionText.source)
            let subject = try previewSubject(of: definition, settings: settings)
            return subject.visualPreview(images: sceneImages, imageName: settings.imageName)
        }
        if try previewsMenu(named: name) {
            let subject = try menuSubject(named: name, settings: settings)
            return subject.visualPreview(images: sceneImages)
        }
        let subject = try previewSubject(named: name, settings: settings)
        return subject.visualPreview(images: sceneImages, imageName: settings.imageName)
    }
}
