@_spi(CatalogTooling) import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// Presets whose names start with `prefix`, in name order, at most `limit`.
    public func presets(prefix: String = "", limit: Int? = nil) throws -> [PresetSummary] {
        try CatalogError.translatingStoreErrors { try store.presets(prefix: prefix, limit: limit) }
    }

    /// The preset named `name`. - Throws: ``CatalogError/Kind/notFound`` (66).
    public func preset(named name: String) throws -> StoredPreset {
        try CatalogError.translatingStoreErrors { try store.preset(named: name) }
    }

    /// Validates `definition` and stores it as a new preset at revision 1.
    /// - Throws: ``CatalogError`` — invalid data (65) naming the field, or a taken name.
    @discardableResult
    public func createPreset(_ definition: PresetDefinition) throws -> StoredPreset {
        try Self.validate(definition)
        return try CatalogError.translatingStoreErrors { try store.createPreset(definition) }
    }

    /// Validates `definition` and makes it the next revision of the preset named `name`
    /// (renaming it when the definition's name differs); the previous one stays in the history.
    /// Menu items using the preset must still satisfy the cell-background image rule (checked
    /// in the transaction that writes).
    @discardableResult
    public func updatePreset(named name: String, to definition: PresetDefinition) throws -> StoredPreset {
        try Self.validate(definition)
        return try CatalogError.translatingStoreErrors { try store.updatePreset(named: name, to: definition) }
    }

    /// Deletes the preset named `name`; refused while a menu item uses it.
    public func deletePreset(named name: String) throws {
        try CatalogError.translatingStoreErrors { try store.deletePreset(named: name) }
    }

    /// Copies the preset named `source` to a new preset `destination` at revision 1.
    @discardableResult
    public func copyPreset(named source: String, to destination: String) throws -> StoredPreset {
        try CatalogError.translatingStoreErrors { try store.copyPreset(named: source, to: destination) }
    }

    /// The preset's revisions, newest first.
    public func history(ofPreset name: String) throws -> [PresetRevision] {
        try CatalogError.translatingStoreErrors { try store.presetHistory(named: name) }
    }

    /// Makes revision `revision` of the preset current again, as a new revision. The old
    /// definition is validated first, as any update is.
    @discardableResult
    public func revertPreset(named name: String, toRevision revision: Int) throws -> StoredPreset {
        let old = try history(ofPreset: name).first { $0.revision == revision }
        guard let old else {
            throw CatalogError(.notFound, "preset '\(messageText(name))' has no revision \(revision)")
        }
        try Self.validate(old.definition)
        return try CatalogError.translatingStoreErrors { try store.revertPreset(named: name, toRevision: revision) }
    }

    /// Checks a definition completely (names, curves, expressions, colours, numbers, keyframe
    /// order) without touching any catalog.
    /// - Throws: ``CatalogError/Kind/invalidData`` naming the preset and the field.
    public static func validate(_ definition: PresetDefinition) throws {
        do {
            try DefinitionCompiler.validate(definition)
        } catch let error as CatalogError {
            throw CatalogError(error.kind, "preset '\(messageText(definition.name))': " + error.message)
        }
    }
}
