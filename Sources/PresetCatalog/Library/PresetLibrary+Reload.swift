extension PresetLibrary {
    /// Opens the catalog file again when it changed since it was opened (another process — the
    /// CLI, the studio — committed to it, or replaced it), so the library reads what it holds
    /// now; true when it did. Meant for development: an app in the simulator reading the
    /// catalog straight from the project folder calls it from a display link or a timer and
    /// re-resolves its animators when it returns true.
    ///
    /// Cheap when nothing changed (two `stat` calls: the file and its `-wal`). Animators resolved
    /// before keep working (they hold no reference to the file); a thread reading the library
    /// meanwhile finishes on the catalog it started with. The animator cache starts empty with
    /// the new opening, and so do ``cacheStatistics``.
    /// - Throws: ``CatalogError`` when the new opening fails (e.g. the file is missing, damaged,
    ///   or caught mid-write); the catalog in use stays, and the next call tries again.
    public func reloadIfChanged() throws -> Bool {
        try opened.reloadIfChanged()
    }
}
