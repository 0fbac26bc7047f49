import PresetStore

/// What an import added and replaced.
public struct ImportSummary: Hashable, Sendable {
    /// Images, presets and menus that did not exist before.
    public let added: Int
    /// Images, presets and menus that replaced one of the same name.
    public let replaced: Int
}

extension Catalog {
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
        let document: CatalogDocument = switch try DefinitionText.content(from: text, source: source) {
        case .document(let document): document
        case .preset(let preset): CatalogDocument(presets: [preset])
        }
        return try importDocument(document, source: source, replacing: replacing)
    }

    /// Imports `document` as ``importJSON(_:source:replacing:)`` does.
    ///
    /// Without `replacing` the whole document is written in one transaction. With it, the new
    /// entries are written in one transaction and each replaced entry in its own: the checks
    /// rule out every failure they can foresee, but a database failure (disk full, lock lost)
    /// between those transactions would leave the earlier ones applied, because the store has
    /// no multi-operation transaction to replace entries in.
    @discardableResult
    public func importDocument(_ document: CatalogDocument, source: String, replacing: Bool) throws -> ImportSummary {
        let plan = try ImportPlan(document: document, catalog: self, source: source, replacing: replacing)
        try CatalogError.translatingStoreErrors {
            guard plan.replaced > 0 else {
                try store.importDocument(document)
                return
            }
            let newImages = try document.images.filter { try image(ifExists: $0.name) == nil }
            let newPresets = try document.presets.filter { try presetSummary(ifExists: $0.name) == nil }
            let newMenus = try document.menus.filter { try menu(ifExists: $0.name) == nil }
            try store.importDocument(CatalogDocument(images: newImages, presets: newPresets))
            for image in document.images where !newImages.contains(image) {
                try store.updateImage(named: image.name, to: image)
            }
            for preset in document.presets where !newPresets.contains(preset) {
                try store.updatePreset(named: preset.name, to: preset)
            }
            for menu in document.menus where !newMenus.contains(menu) {
                try store.updateMenu(named: menu.name, to: menu)
            }
            try store.importDocument(CatalogDocument(menus: newMenus))
        }
        return ImportSummary(added: plan.added, replaced: plan.replaced)
    }
}
