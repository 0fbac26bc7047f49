@_spi(CatalogTooling) import PresetCatalog
import PresetStore

/// What an import added and replaced.
public struct ImportSummary: Hashable, Sendable {
    /// Images, presets and menus that did not exist before.
    public let added: Int
    /// Images, presets and menus that replaced one of the same name.
    public let replaced: Int
}

extension CatalogEditor {
    /// The whole catalog as canonical JSON: images, presets and menus in name order, object keys
    /// sorted, numbers in their shortest form; so export → import → export gives identical bytes.
    public func exportJSON() throws -> String {
        try DefinitionText.canonicalText(of: try CatalogError.translatingStoreErrors { try store.exportDocument() })
    }

    /// One preset's definition as canonical JSON.
    public func exportJSON(presetNamed name: String) throws -> String {
        try DefinitionText.canonicalText(of: try preset(named: name).definition)
    }

    /// Imports a catalog document or a single preset definition. Everything is read and
    /// validated first (definitions, duplicate names, existing names, menu items' images and
    /// presets, the cell-background image rule); a failing check writes nothing.
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - source: How messages name it, e.g. its file name.
    ///   - replacing: Whether entries whose names exist replace them (a preset gets a new
    ///     revision, keeping its history); without it an existing name is an error.
    /// - Throws: ``CatalogError`` — invalid data (65) naming `source` and the field.
    @discardableResult
    public func importJSON(_ text: String, source: String, replacing: Bool) throws -> ImportSummary {
        let document: CatalogDocument =
            switch try DefinitionText.content(from: text, source: source) {
            case .document(let document): document
            case .preset(let preset): CatalogDocument(presets: [preset])
            }
        return try importDocument(document, source: source, replacing: replacing)
    }

    /// Imports `document` as ``importJSON(_:source:replacing:)`` does, in one transaction.
    @discardableResult
    public func importDocument(_ document: CatalogDocument, source: String, replacing: Bool) throws -> ImportSummary {
        let plan = try ImportPlan(document: document, catalog: self, source: source, replacing: replacing)
        try CatalogError.translatingStoreErrors {
            do {
                try store.importDocument(document, replacingExisting: plan.replaced > 0)
            } catch CatalogStoreError.menuItemRuleBroken(let violation) {
                throw CatalogError(.invalidData, "\(source): \(violation)")
            }
        }
        return ImportSummary(added: plan.added, replaced: plan.replaced)
    }
}
