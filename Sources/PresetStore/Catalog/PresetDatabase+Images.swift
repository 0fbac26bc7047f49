import GRDB

/// An image as stored: its definition plus its row id.
package struct StoredImage: Hashable, Sendable {
    /// The row id.
    package let id: Int64
    /// The image's definition.
    package let definition: ImageDefinition
}

extension PresetDatabase {
    /// Adds an image.
    /// - Throws: ``PresetDatabaseError/alreadyExists(entity:name:)``, or
    ///   ``PresetDatabaseError/invalidField(owner:field:problem:)`` (e.g. `pixelWidth must be greater than 0`).
    @discardableResult
    package func createImage(_ definition: ImageDefinition) throws -> StoredImage {
        try write { db in try Self.insertImage(definition, in: db) }
    }

    /// The image named `name`. - Throws: ``PresetDatabaseError/notFound(entity:name:)``.
    package func image(named name: String) throws -> StoredImage {
        try read { db in try Self.storedImage(Self.record(ImageRecord.self, named: name, in: db)) }
    }

    /// The image with row id `id`. - Throws: ``PresetDatabaseError/notFound(entity:name:)``.
    package func image(id: Int64) throws -> StoredImage {
        try read { db in try Self.storedImage(Self.record(ImageRecord.self, id: id, in: db)) }
    }

    /// Images whose names start with `prefix`, in name order, paged by `limit` and `offset`.
    package func images(prefix: String = "", limit: Int? = nil, offset: Int = 0) throws -> [StoredImage] {
        let page = try NamePage(prefix: prefix, limit: limit, offset: offset)
        return try read { db in try Self.records(ImageRecord.self, in: page, in: db).map(Self.storedImage) }
    }

    /// Replaces the fields of the image named `name`; menu items using it keep using it, and must
    /// still satisfy ``MenuItemRule`` (checked in the same transaction). A definition equal to
    /// the current one writes nothing.
    /// - Throws: ``PresetDatabaseError/invalidField(owner:field:problem:)`` when `definition.name`
    ///   is not `name` (renaming is ``rename(_:named:to:)``'s job) or a field breaks a rule;
    ///   ``PresetDatabaseError/menuItemRuleBroken(_:)``.
    @discardableResult
    package func updateImage(named name: String, to definition: ImageDefinition) throws -> UpdateOutcome<StoredImage> {
        guard definition.name == name else {
            throw PresetDatabaseError.invalidField(
                owner: "image '\(name)'", field: "name", problem: "is '\(definition.name)'; an update keeps the image's name")
        }
        return try write { db in
            let outcome = try Self.replaceImage(named: name, with: definition, in: db)
            if outcome.isChanged { try MenuItemRule.require(in: .image(id: outcome.stored.id), in: db) }
            return outcome
        }
    }

    static func replaceImage(named name: String, with definition: ImageDefinition, in db: Database) throws -> UpdateOutcome<StoredImage> {
        let current = try record(ImageRecord.self, named: name, in: db)
        guard try current.definition() != definition else { return UpdateOutcome(stored: try storedImage(current), isChanged: false) }
        try TextFieldRules.refuse(in: definition.textFields, owner: "image '\(definition.name)'")
        try BoundRules.refuse(definition.boundProblems(), owner: "image '\(definition.name)'")
        let updated = ImageRecord(id: current.id, definition)
        try db.withConstraintMessages(owner: "image '\(definition.name)'") { try updated.update(db) }
        return UpdateOutcome(stored: try storedImage(updated), isChanged: true)
    }

    /// Deletes the image named `name`.
    /// - Throws: ``PresetDatabaseError/inUse(entity:name:menuItems:)`` when menu items show it.
    package func deleteImage(named name: String) throws {
        try write { db in try Self.deleteRecord(ImageRecord.self, named: name, in: db) }
    }

    /// Copies the image named `name` to a new image `newName` (same file metadata).
    @discardableResult
    package func copyImage(named name: String, to newName: String) throws -> StoredImage {
        try write { db in
            var definition = try Self.record(ImageRecord.self, named: name, in: db).definition()
            definition.name = newName
            return try Self.insertImage(definition, in: db)
        }
    }

    static func insertImage(_ definition: ImageDefinition, in db: Database) throws -> StoredImage {
        try TextFieldRules.refuse(in: definition.textFields, owner: "image '\(definition.name)'")
        try BoundRules.refuse(definition.boundProblems(), owner: "image '\(definition.name)'")
        try refuseTakenName(definition.name, of: ImageRecord.self, in: db)
        var record = ImageRecord(definition)
        try db.withConstraintMessages(owner: "image '\(definition.name)'") { try record.insert(db) }
        return try storedImage(record)
    }

    private static func storedImage(_ record: ImageRecord) throws -> StoredImage {
        StoredImage(id: record.id ?? 0, definition: try record.definition())
    }
}
