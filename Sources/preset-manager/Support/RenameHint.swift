import CatalogEditing
import PresetCatalog

/// The command line's advice when `presets update` or `presets edit` is given a definition named
/// otherwise: the catalog refuses it ("an update keeps the name"), and the tool adds how to rename.
enum RenameHint {
    /// Runs `update` of the preset `name` to a definition named `definitionName`, adding
    /// "(to rename, use presets rename)" to the refusal a different name gets.
    static func updating<Result>(_ name: String, toDefinitionNamed definitionName: String, _ update: () throws -> Result) throws -> Result {
        do {
            return try update()
        } catch let error as CatalogError where error.kind == .invalidData && definitionName != name {
            throw CatalogError(error.kind, error.message + " (to rename, use presets rename)")
        }
    }
}
