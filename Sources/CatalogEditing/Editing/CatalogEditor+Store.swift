import ParallaxEngine
import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// Runs `body` on the store, rethrowing its failures as catalog errors. A name that is not
    /// found gets a hint naming the closest names of that kind: `preset 'fade-upp' not found
    /// (did you mean 'fade-up'?)`.
    func withStore<T>(_ body: (PresetDatabase) throws -> T) throws -> T {
        do {
            return try body(store)
        } catch PresetDatabaseError.notFound(let entity, let name) {
            throw notFound(entity: entity, name: name)
        } catch let error as PresetDatabaseError {
            return try CatalogError.translatingStoreErrors { throw error }
        }
    }

    /// The not-found error for `name`, with the closest names of `entity`'s kind as a hint.
    package func notFound(entity: String, name: String) -> CatalogError {
        let message = PresetDatabaseError.notFound(entity: entity, name: name).description
        guard let kind = CatalogEntryKind(rawValue: entity), let names = try? store.names(of: kind) else {
            return CatalogError(.notFound, message)
        }
        return CatalogError(.notFound, message + NameSuggestion.hint(for: name, among: names))
    }

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
