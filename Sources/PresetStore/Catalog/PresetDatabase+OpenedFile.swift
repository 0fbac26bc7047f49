import Foundation
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
    /// Whether the catalog at ``path`` is no longer the one the store opened: the file replaced,
    /// moved or deleted, its `-wal` or `-shm` deleted or recreated, or the file rewritten around
    /// SQLite (``OpenedCatalogFiles``); always false in memory. When it is, closing the store
    /// leaves the `-wal` at the path alone: it is the new file's now. The first time a store
    /// finds its file renamed away while frames it committed are still in the `-wal` at the path
    /// (a reader held them back), they are checkpointed into the file it opened first, so the
    /// new file does not inherit them.
    package func fileWasReplaced() -> Bool {
        guard let openedFile else { return false }
        guard let openedFiles else { return FileNode(path: path) != openedFile && disowningLog() }
        let alreadyReplaced = openedFiles.isReplaced
        let version = try? reader.unsafeReentrantRead { try Self.dataVersion($0) }
        guard let version else { return FileNode(path: path) != openedFile && disowningLog() }
        guard !openedFiles.stillOpened(dataVersion: version) else { return false }
        if !alreadyReplaced, let writer {
            try? writer.writeWithoutTransaction { db in
                if openedFiles.onlyTheFileMoved(dataVersion: try Self.dataVersion(db)) {
                    try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
                }
            }
        }
        return disowningLog()
    }

    /// Whether the database file at ``path`` is the one the store opened while its `-shm` is not:
    /// the catalog cannot be opened again in this process (SQLite would share the old index).
    package var lostSharedMemory: Bool { openedFiles?.lostSharedMemory ?? false }

    /// The store's files as its connection `queue` opened them, which must include the file seen
    /// as `opened`; nil in memory. With `emptyingLog` (a writable connection) what the opening
    /// wrote is checkpointed into the file first, so the store starts with an empty `-wal`.
    /// - Throws: ``PresetDatabaseError/catalogReplaced(path:)`` when another file took its place.
    static func companions(of queue: DatabaseQueue, path: String, opened: FileNode?, emptyingLog: Bool) throws -> OpenedCatalogFiles? {
        guard let opened else { return nil }
        let version = try queue.inDatabase { db in
            if emptyingLog { try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
            return try dataVersion(db)
        }
        guard let files = OpenedCatalogFiles(path: path, dataVersion: version), files.opened.database == opened else {
            throw PresetDatabaseError.catalogReplaced(path: path)
        }
        return files
    }

    /// The node of the file at `path` once a connection opened it, which must be the one seen
    /// before it did (`before`, nil when it did not exist yet).
    /// - Throws: ``PresetDatabaseError/catalogReplaced(path:)`` when another file took its place meanwhile.
    static func requireUnmoved(_ path: String, since before: FileNode?) throws -> FileNode? {
        let after = FileNode(path: path)
        guard before == nil || after == before else { throw PresetDatabaseError.catalogReplaced(path: path) }
        return after
    }

    /// Throws inside a write transaction when the catalog at ``path`` is not the one opened
    /// (``OpenedCatalogFiles``); the connection then stops checkpointing on close.
    /// - Throws: ``PresetDatabaseError/catalogReplaced(path:)``.
    func requireOpenedFile(_ db: Database) throws {
        guard let openedFile else { return }
        let unchanged =
            try openedFiles.map { $0.stillOpened(dataVersion: try Self.dataVersion(db)) } ?? (FileNode(path: path) == openedFile)
        guard !unchanged else { return }
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
    /// It runs even when the file was renamed away since the transaction committed (the rename
    /// landed between the last identity check and the commit): the frames are copied into the
    /// file the store opened, through its own descriptor, and the `-wal` at the path, which the
    /// new file would read as its own, is emptied. It leaves the log alone when another
    /// connection committed since this one's transaction began (``dataVersion``: those frames may
    /// be the new file's), or when the `-wal` or `-shm` at the path are not the ones opened (the
    /// frames are in a log nobody else reads, and copying them would overwrite what others wrote
    /// through the new one).
    /// - Throws: ``PresetDatabaseError/logNotCheckpointed(path:)`` when the committed frames are
    ///   not all in the file when it returns.
    func emptyLog(of writer: any DatabaseWriter, committedAt dataVersion: Int) throws {
        guard openedFile != nil else { return }
        var copied = false
        try? writer.writeWithoutTransaction { db in
            let version = try Self.dataVersion(db)
            let unchanged = openedFiles.map { $0.stillOpened(dataVersion: version) } ?? (FileNode(path: path) == openedFile)
            let renamedAway = openedFiles.map { $0.onlyTheFileMoved(dataVersion: version) } ?? (version == dataVersion)
            guard unchanged || renamedAway else { return disownLog(db) }
            // The frames in the log now, this write's last among them or before.
            let written = try Self.checkpoint(db, mode: "PASSIVE").log
            let start = ContinuousClock.now
            for attempt in 0..<Self.checkpointAttempts where !copied && ContinuousClock.now - start < Self.checkpointPatience {
                if attempt > 0 { usleep(Self.checkpointRetryInterval) }
                let outcome = try Self.checkpoint(db, mode: "TRUNCATE")
                // Done; or every frame up to this write's copied; or the log restarted since
                // (which only follows a checkpoint of every frame, by another connection).
                copied = outcome.log >= 0 && (!outcome.busy || outcome.checkpointed >= written || outcome.log < written)
            }
            if FileNode(path: path) != openedFile { disownLog(db) }
            if copied { openedFiles?.acceptOwnChange(dataVersion: try Self.dataVersion(db)) }
        }
        guard copied else { throw PresetDatabaseError.logNotCheckpointed(path: path) }
    }

    /// How often a checkpoint that found the log busy (another connection checkpointing it,
    /// or a reader on an older snapshot past the busy timeout) is tried, and how many
    /// microseconds apart.
    /// Each attempt may wait up to the busy timeout; no attempt starts after ``checkpointPatience``,
    /// which is what bounds the wait: an attempt that finds another connection checkpointing
    /// returns at once, and that connection may itself wait the whole busy timeout for readers,
    /// so the patience is more than two busy timeouts and the count only a backstop.
    static let checkpointAttempts = 400
    static let checkpointRetryInterval: useconds_t = 50_000
    static let checkpointPatience = Duration.seconds(12)

    /// `PRAGMA wal_checkpoint(MODE)`: whether it stopped short, the frames in the log, and how
    /// many of them are in the database file.
    static func checkpoint(_ db: Database, mode: String) throws -> (busy: Bool, log: Int, checkpointed: Int) {
        let row = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(\(mode))")
        return ((row?[0] as Int?) != 0, row?[1] ?? -1, row?[2] ?? -1)
    }

    /// `PRAGMA data_version`: the same number from one connection until another connection
    /// commits (to any file sharing the `-wal` and `-shm` at the path).
    static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }

    /// Disowns the log (below) on the writer's connection; true.
    private func disowningLog() -> Bool {
        if let writer { writer.writeWithoutTransaction { disownLog($0) } }
        return true
    }

    /// Makes closing the connection `db` leave the `-wal` and `-shm` at the path as they are
    /// (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE): no checkpoint through the old file's lock, no deletion.
    private func disownLog(_ db: Database) {
        _ = sqlite_hardening_config(db.sqliteConnection, .noCheckpointOnClose, 1)
    }
}
