import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// Images whose names start with `prefix`, in name order, at most `limit`.
    package func images(prefix: String = "", limit: Int? = nil) throws -> [StoredImage] {
        try withStore { try $0.images(prefix: prefix, limit: limit) }
    }

    /// The image named `name`.
    /// - Throws: ``CatalogError/Kind/notFound`` (66), with the closest names as a hint.
    package func image(named name: String) throws -> StoredImage {
        try withStore { try $0.image(named: name) }
    }

    /// Adds an image named `name` described by `input` (a file to read, or the fields by hand).
    @discardableResult
    package func addImage(named name: String, from input: ImageInput) throws -> StoredImage {
        let definition = try input.newDefinition(named: name, catalogFolder: folder)
        return try withStore { try $0.createImage(definition) }
    }

    /// Changes the fields `input` gives of the image named `name` (a file gives its URI, pixel
    /// size, format, byte size and SHA-256 together). The new size must still suit every
    /// cell-background menu item showing it (checked in the transaction that writes). Fields
    /// equal to the current ones change nothing.
    @discardableResult
    package func updateImage(named name: String, with input: ImageInput) throws -> UpdateOutcome<StoredImage> {
        let updated = try input.applied(to: try image(named: name).definition, catalogFolder: folder)
        return try withStore { try $0.updateImage(named: name, to: updated) }
    }

    /// Deletes the image named `name`; refused while a menu item shows it.
    package func deleteImage(named name: String) throws {
        try withStore { try $0.deleteImage(named: name) }
    }
}
