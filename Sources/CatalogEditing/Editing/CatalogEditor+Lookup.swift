import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// Whether the catalog holds a `kind` named exactly `name` (one indexed query, nothing loaded).
    package func contains(_ kind: CatalogEntryKind, named name: String) throws -> Bool {
        try CatalogError.translatingStoreErrors { try !store.existingNames(among: [name], of: kind).isEmpty }
    }

    /// The image named exactly `name`, or nil.
    package func image(ifExists name: String) throws -> ImageDefinition? {
        try CatalogError.translatingStoreErrors {
            do {
                return try store.image(named: name).definition
            } catch PresetDatabaseError.notFound {
                return nil
            }
        }
    }
}
