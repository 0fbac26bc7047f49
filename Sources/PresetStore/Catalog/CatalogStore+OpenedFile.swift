import GRDB
import GRDBSQLite
import SQLiteHardening

/// A catalog held open stays the catalog it opened. SQLite keeps its descriptor on the file it
/// opened, but finds the `-wal` and `-shm` by name: once the file at the path is replaced by a
/// rename (`git checkout`, `mv other.sqlite catalog.sqlite`, an editor's atomic save), moved or
/// deleted, a write through the old connection lands in a file nobody will read again, and its
/// `-wal`, still at the path, would be applied by the next opener to a file it does not belong to
/// ("database disk image is malformed"). So the store remembers the file's ``FileNode`` when it
/// opens it, every write transaction checks it, and a store whose file was replaced writes
/// nothing more, never checkpoints into the `-wal` at its path, and leaves that `-wal` alone
/// when it closes.
extension CatalogStore {
    /// Whether the file at ``path`` is no longer the one the store opened (replaced, moved or
    /// deleted); always false in memory. When it is, closing the store leaves the `-wal` at the
    /// path alone: it is the new file's now.
    package func fileWasReplaced() -> Bool {
        guard let openedFile, FileNode(path: path) != openedFile else { return false }
        if let writer { try? writer.writeWithoutTransaction { disownLog($0) } }
        return true
    }

    /// The node of the file at `path` once a connection opened it, which must be the one seen
    /// before it did (`before`, nil when it did not exist yet).
    /// - Throws: ``CatalogStoreError/catalogReplaced(path:)`` when another file took its place meanwhile.
    static func requireUnmoved(_ path: String, since before: FileNode?) throws -> FileNode? {
        let after = FileNode(path: path)
        guard before == nil || after == before else { throw CatalogStoreError.catalogReplaced(path: path) }
        return after
    }

    /// Throws inside a write transaction when the file at ``path`` is not the one opened; the
    /// connection then stops checkpointing on close.
    /// - Throws: ``CatalogStoreError/catalogReplaced(path:)``.
    func requireOpenedFile(_ db: Database) throws {
        guard let openedFile, FileNode(path: path) != openedFile else { return }
        disownLog(db)
        throw CatalogStoreError.catalogReplaced(path: path)
    }

    /// Checkpoints the write-ahead log into the file and truncates it, unless the file was
    /// replaced: a catalog held open between writes then has nothing in a `-wal` that another
    /// file could inherit should its path be given to one. It never waits: with another
    /// process reading or writing the catalog it copies what it can (SQLite's passive
    /// checkpoint, after which new openers read the file alone) and leaves the rest to the next
    /// write or the close.
    func emptyLog(of writer: any DatabaseWriter) {
        guard openedFile != nil else { return }
        try? writer.writeWithoutTransaction { db in
            guard FileNode(path: path) == openedFile else { return disownLog(db) }
            sqlite3_busy_timeout(db.sqliteConnection, 0)
            defer { sqlite3_busy_timeout(db.sqliteConnection, Self.busyTimeoutMilliseconds) }
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    /// Makes closing the connection `db` leave the `-wal` and `-shm` at the path as they are
    /// (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE): no checkpoint through the old file's lock, no deletion.
    private func disownLog(_ db: Database) {
        _ = sqlite_hardening_config(db.sqliteConnection, .noCheckpointOnClose, 1)
    }
}
