import PresetCatalog
import PresetStore

extension CatalogEditor {
    /// Whether the catalog file at ``path`` is no longer the one this editor opened: replaced by
    /// a rename (`git checkout`, `mv`), moved or deleted. Its writes are then refused (busy, 75,
    /// naming the file) and closing it leaves the `-wal` at the path alone
    /// (``PresetDatabase/fileWasReplaced()``).
    package func fileWasReplaced() -> Bool {
        store.fileWasReplaced()
    }

    /// The error every use of an editor whose file was replaced gets: busy (75), with the
    /// `catalogReplaced` conflict the studio answers with 409.
    package var replacedError: CatalogError {
        CatalogError(PresetDatabaseError.catalogReplaced(path: path))
    }
}
