import CatalogEditing
import TestSupport

extension TemporaryCatalog {
    /// The catalog as the tooling opens it, writable: a new editor at each use, which sees what
    /// the earlier ones wrote.
    var catalog: CatalogEditor {
        get throws { try CatalogEditor.openWritable(at: path) }
    }
}
