import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// Drops the objects of the catalog at `path` that its migrations did not create, in one
    /// transaction, passing each to `announce` before it is dropped; refuses a catalog with
    /// missing or altered objects, changing nothing.
    /// - Returns: The objects dropped (empty when there were none and nothing was written).
    /// - Throws: ``CatalogError`` — not found (66); invalid data (65) when an object is missing or
    ///   altered, or the file is not a catalog; cannot create (73) when it is read-only.
    @discardableResult
    package static func repairSchema(at path: String, announcing announce: (SchemaFinding) -> Void) throws -> [SchemaFinding] {
        try explainingMissingFile { try DatabaseFile.requireExisting(path) }
        return try CatalogError.translatingStoreErrors { try PresetDatabase.repairSchema(at: path, announcing: announce) }
    }
}
