import GRDB
import SQLiteHardening

/// A catalog held open stays the catalog it opened. SQLite keeps its descriptor on the file it
/// opened, but finds the `-wal` and `-shm` by name: once the file at the path is replaced by a
/// rename (`git checkout`, `mv other.sqlite catalog.sqlite`, an editor's atomic save), moved or
/// deleted, a write through the old connection lands in a file nobody will read again, and its
/// `-wal`, still at the path, would be applied by the next opener to a file it does not belong to
/// ("database disk image is malformed"). So the store remembers the file's ``FileNode`` when it
/// opens it, every write transaction checks it, every write empties the `-wal` before it
/// returns, and a store whose file was replaced writes nothing more and leaves the `-wal` at
/// the path alone when it closes.
extension PresetDatabase {
    /// Whether the file at ``path`` is no longer the one the store opened (replaced, moved or
    /// deleted); always false in memory. When it is, closing the store leaves the `-wal` at the
    /// path alone: it is the new file's now.
    package func fileWasReplaced() -> Bool {
        guard let openedFile, FileNode(path: path) != openedFile else { return false }
        if let writer { writer.writeWithoutTransaction { disownLog($0) } }
        return true
    }

    /// The node of the file at `path` once a connection opened it, which must be the one seen
    /// before it did (`before`, nil when it did not exist yet).
    /// - Throws: ``PresetDatabaseError/catalogReplaced(path:)`` when another file took its place meanwhile.
    static func requireUnmoved(_ path: String, since before: FileNode?) throws -> FileNode? {
        let after = FileNode(path: path)
        guard before == nil || after == before else { throw PresetDatabaseError.catalogReplaced(path: path) }
        return after
    }

    /// Throws inside a write transaction when the file at ``path`` is not the one opened; the
    /// connection then stops checkpointing on close.
    /// - Throws: ``PresetDatabaseError/catalogReplaced(path:)``.
    func requireOpenedFile(_ db: Database) throws {
        guard let openedFile, FileNode(path: path) != openedFile else { return }
        disownLog(db)
        throw PresetDatabaseError.catalogReplaced(path: path)
    }

    /// Checkpoints the write-ahead log into the file and truncates it, so that a catalog held
    /// open between writes has no frame in a `-wal` that another file could inherit should its
    /// path be given to one: SQLite finds the `-wal` by name, and nothing in it says which file
    /// it belongs to. A reader still on an older snapshot (the studio's watcher, a `presets list`
    /// in another process) holds part of the log back, so the checkpoint waits for it, up to the
    /// busy timeout, rather than leaving the frames behind.
    ///
    /// It runs even when the file was replaced since the transaction committed (the rename landed
    /// between the last identity check and the commit): the frames are copied into the file the
    /// store opened, through its own descriptor, and the `-wal` at the path, which the new file
    /// would read as its own, is emptied. It leaves the log alone when another connection
    /// committed since this one's transaction began (``dataVersion``): those frames may be the
    /// new file's.
    func emptyLog(of writer: any DatabaseWriter, committedAt dataVersion: Int) {
        guard openedFile != nil else { return }
        try? writer.writeWithoutTransaction { db in
            let isOpenedFile = FileNode(path: path) == openedFile
            guard try isOpenedFile || Self.dataVersion(db) == dataVersion else { return disownLog(db) }
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            if FileNode(path: path) != openedFile { disownLog(db) }
        }
    }

    /// `PRAGMA data_version`: the same number from one connection until another connection
    /// commits (to any file sharing the `-wal` and `-shm` at the path).
    static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }

    /// Makes closing the connection `db` leave the `-wal` and `-shm` at the path as they are
    /// (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE): no checkpoint through the old file's lock, no deletion.
    private func disownLog(_ db: Database) {
        _ = sqlite_hardening_config(db.sqliteConnection, .noCheckpointOnClose, 1)
    }
}
