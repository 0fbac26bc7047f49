import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// The whole catalog as canonical JSON: images, presets and menus in name order, object keys
    /// sorted, numbers in their shortest form; so export → import → export gives identical bytes.
    /// It names its schema (`"$schema"`), which import accepts and ignores. A preset that reads
    /// variables declares them (`variables`), as import requires.
    package func exportJSON() throws -> String {
        var text = ""
        try exportJSON { text += $0 }
        return text
    }

    /// The text ``exportJSON()`` returns, handed to `write` in pieces (of about 64 KiB) as the
    /// catalog is read, from one snapshot: memory stays that of one piece and one preset however
    /// many presets the catalog holds.
    /// - Throws: what `write` throws, and ``CatalogError`` for a catalog that cannot be read.
    package func exportJSON(writingTo write: (String) throws -> Void) throws {
        try withoutActuallyEscaping(write) { write in
            let stream = CatalogTextStream(emit: write)
            try CatalogError.translatingStoreErrors {
                try store.exportDocument(start: stream.start, preset: stream.add)
            }
            try stream.finish()
        }
    }

    /// One preset's definition as canonical JSON, declaring the variables it reads.
    package func exportJSON(presetNamed name: String) throws -> String {
        let json = try DeclaredVariables.json(of: try preset(named: name).definition)
        return try DefinitionText.naming(.preset, in: json).canonicalText(layout: .pretty, numbers: .exact) + "\n"
    }

    /// Imports a catalog document or a single preset definition. Everything is read and
    /// validated first (definitions, duplicate names, existing names, menu items' images and
    /// presets, the cell-background image rule); a failing check writes nothing. Entries equal
    /// to the ones they would replace are left as they are (no new revision).
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - source: How messages name it, e.g. its file name.
    ///   - replacing: Whether entries whose names exist replace them (a preset gets a new
    ///     revision, keeping its history); without it an existing name is an error.
    /// - Returns: How many images, presets and menus were added, replaced and left unchanged.
    /// - Throws: ``DefinitionRefusal`` listing every problem of the definitions (65);
    ///   ``CatalogError`` — invalid data (65) naming `source` and the field for the rest.
    @discardableResult
    package func importJSON(_ text: String, source: String, replacing: Bool) throws -> ImportCounts {
        let document: CatalogDocument =
            switch try DefinitionText.content(from: text, source: source) {
            case .document(let document): document
            case .preset(let preset): CatalogDocument(presets: [preset])
            }
        return try importDocument(document, source: source, replacing: replacing, presetsValidated: true)
    }

    /// Imports `document` as ``importJSON(_:source:replacing:)`` does, in one transaction.
    @discardableResult
    package func importDocument(_ document: CatalogDocument, source: String, replacing: Bool) throws -> ImportCounts {
        try importDocument(document, source: source, replacing: replacing, presetsValidated: false)
    }

    private func importDocument(_ document: CatalogDocument, source: String, replacing: Bool, presetsValidated: Bool) throws
        -> ImportCounts
    {
        let plan = try ImportPlan(
            document: document, catalog: self, source: source, replacing: replacing, presetsValidated: presetsValidated)
        return try withStore { store in
            do {
                return try store.importDocument(document, replacingExisting: plan.replaces)
            } catch PresetDatabaseError.menuItemRuleBroken(let violation) {
                throw CatalogError(.invalidData, "\(source): \(violation)")
            }
        }
    }
}
