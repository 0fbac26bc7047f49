import ParallaxEngine
import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// Presets whose names start with `prefix`, in name order, at most `limit`.
    package func presets(prefix: String = "", limit: Int? = nil) throws -> [PresetSummary] {
        try withStore { try $0.presets(prefix: prefix, limit: limit) }
    }

    /// ``presets(prefix:limit:)``, with the presets whose rows cannot be read set aside, each
    /// with its problem, rather than failing the listing.
    package func readablePresets(prefix: String = "", limit: Int? = nil) throws -> (
        presets: [PresetSummary], unreadable: [UnreadablePreset]
    ) {
        try withStore { try $0.readablePresets(prefix: prefix, limit: limit) }
    }

    /// The preset named `name`.
    /// - Throws: ``CatalogError/Kind/notFound`` (66), with the closest names as a hint.
    package func preset(named name: String) throws -> StoredPreset {
        try withStore { try $0.preset(named: name) }
    }

    /// Validates `definition` and stores it as a new preset at revision 1.
    /// - Throws: ``CatalogError`` — invalid data (65) naming the field, or a taken name.
    @discardableResult
    package func createPreset(_ definition: PresetDefinition) throws -> StoredPreset {
        try Self.validate(definition)
        return try withStore { try $0.createPreset(definition) }
    }

    /// Validates `definition` and makes it the next revision of the preset named `name`; the
    /// previous one stays in the history. A definition equal to the current one changes nothing
    /// (no revision). Menu items using the preset must still satisfy the cell-background image
    /// rule (checked in the transaction that writes).
    /// - Parameter expectedRevision: When given, the update is made only if the preset is still at
    ///   that revision when the transaction writes (an HTTP `If-Match`).
    /// - Throws: ``CatalogError`` — invalid data (65) when `definition` is named otherwise (an
    ///   update never renames: that is ``rename(_:named:to:)``), fails validation, or the preset
    ///   is no longer at `expectedRevision`; not found (66).
    @discardableResult
    package func updatePreset(
        named name: String, to definition: PresetDefinition, expectedRevision: Int? = nil
    ) throws -> UpdateOutcome<StoredPreset> {
        if definition.name != name {
            _ = try preset(named: name)  // an unknown preset is reported first, as not found
            throw CatalogError(
                .invalidData,
                "preset '\(messageText(name))': the definition is named '\(messageText(definition.name))'; "
                    + "an update keeps the name")
        }
        try Self.validate(definition)
        return try withStore { try $0.updatePreset(named: name, to: definition, expectedRevision: expectedRevision) }
    }

    /// Deletes the preset named `name`; refused while a menu item uses it, or when
    /// `expectedRevision` is given and the preset is no longer at it.
    package func deletePreset(named name: String, expectedRevision: Int? = nil) throws {
        try withStore { try $0.deletePreset(named: name, expectedRevision: expectedRevision) }
    }

    /// Copies the preset named `source` to a new preset `destination` at revision 1.
    @discardableResult
    package func copyPreset(named source: String, to destination: String) throws -> StoredPreset {
        try withStore { try $0.copyPreset(named: source, to: destination) }
    }

    /// The preset's revisions, newest first (the current one first).
    package func history(ofPreset name: String) throws -> [PresetRevision] {
        try withStore { try $0.presetHistory(named: name) }
    }

    /// Makes revision `revision` of the preset current again, as a new revision; nothing changes
    /// when that definition is the current one. The old definition is validated first, as any
    /// update is; with `expectedRevision`, only if the preset is still at it.
    @discardableResult
    package func revertPreset(named name: String, toRevision revision: Int, expectedRevision: Int? = nil) throws -> UpdateOutcome<
        StoredPreset
    > {
        let old = try history(ofPreset: name).first { $0.revision == revision }
        guard let old else {
            throw CatalogError(.notFound, "preset '\(messageText(name))' has no revision \(revision)")
        }
        try Self.validate(old.definition)
        return try withStore { try $0.revertPreset(named: name, toRevision: revision, expectedRevision: expectedRevision) }
    }

    /// Renames the image, preset or menu `name` to `newName` in one transaction. Every menu item
    /// using it follows (items refer to rows, not names), so nothing dangles; a preset keeps its
    /// revision and history. An app that looks the old name up must then use the new one.
    /// - Parameter expectedRevision: For a preset, when given, the rename is made only if the
    ///   preset is still at that revision.
    /// - Returns: Whether the name changed and how many menu items use the entry (or the menu holds).
    /// - Throws: ``CatalogError`` — not found (66); invalid data (65) for a taken or malformed name,
    ///   or a preset no longer at `expectedRevision`.
    @discardableResult
    package func rename(
        _ kind: CatalogEntryKind, named name: String, to newName: String, expectedRevision: Int? = nil
    ) throws -> RenameOutcome {
        try withStore { try $0.rename(kind, named: name, to: newName, expectedRevision: expectedRevision) }
    }

    /// Checks a definition completely (names, curves, expressions, colours, numbers, keyframe
    /// order) without touching any catalog.
    /// - Throws: ``CatalogError/Kind/invalidData`` naming the preset and the field.
    package static func validate(_ definition: PresetDefinition) throws {
        do {
            try DefinitionValidator(parsingCurves: Easing.init(parsingWithHint:)).validate(definition)
        } catch let error as CatalogError {
            throw CatalogError(error.kind, "preset '\(messageText(definition.name))': " + error.message)
        }
    }
}
