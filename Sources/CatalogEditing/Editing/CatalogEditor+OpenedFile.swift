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

    /// Whether the catalog file at ``path`` is the one this editor opened but its `-shm` was
    /// removed or recreated: SQLite keeps one shared-memory index per file in a process, so an
    /// editor opened again in this process would share the old one and not see other processes'
    /// locks. Such a catalog is opened again only by a new process.
    package var lostSharedMemory: Bool { store.lostSharedMemory }

    /// The error every use of an editor whose file was replaced gets: busy (75), with the
    /// `catalogReplaced` conflict the studio answers with 409.
    package var replacedError: CatalogError {
        CatalogError(PresetDatabaseError.catalogReplaced(path: path))
    }
}
