import CatalogEditing
import PresetStore

extension CatalogEditor {
    /// The visual preview of `name`: the preset of that name if there is one, else the menu;
    /// with `unsaved`, that unsaved definition (read and checked already) instead of the stored preset. Without
    /// explicit offsets it samples 241 offsets across the default sweep; with a trajectory, its
    /// samples over time (a preset only).
    /// - Throws: ``CatalogError`` — not found (66), invalid data (65), invalid argument.
    package func visualPreview(
        named name: String, unsaved: PresetDefinition? = nil, settings: PreviewSettings
    ) throws -> VisualPreview {
        if let unsaved {
            let subject = try previewSubject(of: unsaved, settings: settings)
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
