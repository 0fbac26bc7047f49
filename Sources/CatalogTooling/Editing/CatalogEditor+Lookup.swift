@_spi(CatalogTooling) import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// Whether the catalog holds a `kind` named exactly `name` (one indexed query, nothing loaded).
    func contains(_ kind: CatalogEntryKind, named name: String) throws -> Bool {
        try CatalogError.translatingStoreErrors { try !store.existingNames(among: [name], of: kind).isEmpty }
    }

    /// The listing entry of the preset named exactly `name`, or nil. The store has no exact
    /// summary lookup (``preset(named:)`` also loads the tracks), and in name order an exact name
    /// comes first among the names it prefixes, so one row of the prefix listing answers.
    func presetSummary(ifExists name: String) throws -> PresetSummary? {
        try presets(prefix: name, limit: 1).first { $0.name == name }
    }

    /// The image named exactly `name`, or nil.
    func image(ifExists name: String) throws -> ImageDefinition? {
        try CatalogError.translatingStoreErrors {
            do {
                return try store.image(named: name).definition
            } catch CatalogStoreError.notFound {
                return nil
            }
        }
    }
}
