import GRDB

extension PresetDatabase {
    /// Renames the image, preset or menu `name` to `newName`, in one transaction. Menu items
    /// refer to images and presets by row, so every item that used the old name uses the new
    /// one; a preset keeps its revision and history. Renaming to the same name writes nothing.
    /// - Parameter expectedRevision: For a preset, when given, the rename is made only if the
    ///   preset is still at that revision (as ``updatePreset(named:to:expectedRevision:)``'s).
    /// - Returns: Whether anything changed, and how many menu items use the image or preset (or
    ///   the menu holds).
    /// - Throws: ``PresetDatabaseError/notFound(entity:name:)``,
    ///   ``PresetDatabaseError/alreadyExists(entity:name:)``,
    ///   ``PresetDatabaseError/invalidField(owner:field:problem:)`` for a name that is not a slug, or
    ///   ``PresetDatabaseError/revisionChanged(preset:expected:current:)``.
    @discardableResult
    package func rename(
        _ kind: CatalogEntryKind, named name: String, to newName: String, expectedRevision: Int? = nil
    ) throws -> RenameOutcome {
        try write { db in
            if kind == .preset, let expectedRevision {
                try Self.require(Self.record(PresetRecord.self, named: name, in: db), at: expectedRevision)
            }
            return try Self.rename(kind, named: name, to: newName, in: db)
        }
    }

    /// Renames the entry of `kind` inside the transaction `db` is in (``rename(_:named:to:expectedRevision:)``).
    @discardableResult
    static func rename(_ kind: CatalogEntryKind, named name: String, to newName: String, in db: Database) throws -> RenameOutcome {
        switch kind {
        case .image: try rename(ImageRecord.self, named: name, to: newName, in: db)
        case .preset: try rename(PresetRecord.self, named: name, to: newName, in: db)
        case .menu: try rename(MenuRecord.self, named: name, to: newName, in: db)
        }
    }

    private static func rename<Record: NamedRecord>(
        _ type: Record.Type, named name: String, to newName: String, in db: Database
    ) throws -> RenameOutcome {
        let record = try record(type, named: name, in: db)
        let kind = Record.entryKind
        let itemColumn = kind == .menu ? "menu_id" : "\(kind.rawValue)_id"
        let items =
            try Int.fetchOne(db, sql: "SELECT count(*) FROM menu_items WHERE \(itemColumn) = ?", arguments: [record.id]) ?? 0
        guard newName != name else { return RenameOutcome(isChanged: false, menuItemCount: items) }
        try TextFieldRules.refuse(in: [("name", newName)], owner: "\(kind.rawValue) '\(name)'")
        try refuseTakenName(newName, of: type, in: db)
        try db.withConstraintMessages(owner: "\(kind.rawValue) '\(newName)'") {
            try db.execute(sql: "UPDATE \(kind.table) SET name = ? WHERE id = ?", arguments: [newName, record.id])
        }
        return RenameOutcome(isChanged: true, menuItemCount: items)
    }
}
