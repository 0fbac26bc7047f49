import GRDB

extension CatalogStore {
    /// Adds an image.
    /// - Throws: ``CatalogStoreError/alreadyExists(entity:name:)``, or
    ///   ``CatalogStoreError/invalidField(owner:field:problem:)`` (e.g. `pixelWidth must be greater than 0`).
    @discardableResult
    public func createImage(_ definition: ImageDefinition) throws -> StoredImage {
        try write { db in try Self.insertImage(definition, in: db) }
    }

    /// The image named `name`. - Throws: ``CatalogStoreError/notFound(entity:name:)``.
    public func image(named name: String) throws -> StoredImage {
        try read { db in try Self.storedImage(Self.record(ImageRecord.self, named: name, in: db)) }
    }

    /// The image with row id `id`. - Throws: ``CatalogStoreError/notFound(entity:name:)``.
    public func image(id: Int64) throws -> StoredImage {
        try read { db in try Self.storedImage(Self.record(ImageRecord.self, id: id, in: db)) }
    }

    /// Images whose names start with `prefix`, in name order, paged by `limit` and `offset`.
    public func images(prefix: String = "", limit: Int? = nil, offset: Int = 0) throws -> [StoredImage] {
        let page = try NamePage(prefix: prefix, limit: limit, offset: offset)
        return try read { db in try Self.records(ImageRecord.self, in: page, in: db).map(Self.storedImage) }
    }

    /// Replaces the image named `name` (renaming it when `definition.name` differs); menu items
    /// using it keep using it, and must still satisfy ``MenuItemRule`` (checked in the same
    /// transaction).
    @discardableResult
    public func updateImage(named name: String, to definition: ImageDefinition) throws -> StoredImage {
        try write { db in
            let image = try Self.replaceImage(named: name, with: definition, in: db)
            try MenuItemRule.require(in: .image(id: image.id), in: db)
            return image
        }
    }

    static func replaceImage(named name: String, with definition: ImageDefinition, in db: Database) throws -> StoredImage {
        let current = try record(ImageRecord.self, named: name, in: db)
        try TextFieldRules.refuse(in: definition.textFields, owner: "image '\(definition.name)'")
        if definition.name != name { try refuseTakenName(definition.name, of: ImageRecord.self, in: db) }
        let updated = ImageRecord(id: current.id, definition)
        try db.withConstraintMessages(owner: "image '\(definition.name)'") { try updated.update(db) }
        return try storedImage(updated)
    }

    /// Deletes the image named `name`.
    /// - Throws: ``CatalogStoreError/inUse(entity:name:menuItems:)`` when menu items show it.
    public func deleteImage(named name: String) throws {
        try write { db in try Self.deleteRecord(ImageRecord.self, named: name, in: db) }
    }

    /// Copies the image named `name` to a new image `newName` (same file metadata).
    @discardableResult
    public func copyImage(named name: String, to newName: String) throws -> StoredImage {
        try write { db in
            var definition = try Self.record(ImageRecord.self, named: name, in: db).definition()
            definition.name = newName
            return try Self.insertImage(definition, in: db)
        }
    }

    static func insertImage(_ definition: ImageDefinition, in db: Database) throws -> StoredImage {
        try TextFieldRules.refuse(in: definition.textFields, owner: "image '\(definition.name)'")
        try refuseTakenName(definition.name, of: ImageRecord.self, in: db)
        var record = ImageRecord(definition)
        try db.withConstraintMessages(owner: "image '\(definition.name)'") { try record.insert(db) }
        return try storedImage(record)
    }

    private static func storedImage(_ record: ImageRecord) throws -> StoredImage {
        StoredImage(id: record.id ?? 0, definition: try record.definition())
    }
}
