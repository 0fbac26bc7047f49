import Foundation

/// What a store last saw of its catalog's files (``CatalogFileSet``) and of other connections'
/// commits (`PRAGMA data_version`), to tell a change made through SQLite from one made around it.
///
/// The files must stay the ones the store opened: the same database file, `-wal` and `-shm`
/// (a companion deleted or recreated is a replacement). And the database file may change only
/// through SQLite: every legitimate write to it is a checkpoint, which copies frames some
/// connection committed to the `-wal`, and such a commit moves `data_version`. So when the log
/// was empty at the last look and is empty now, `data_version` has not moved, and yet the file's
/// size or modification time has, something wrote the file around SQLite (`cp other.sqlite
/// catalog.sqlite`, an editor saving in place): the pages this connection caches are no longer
/// the file's, and a write would mix the two ("database disk image is malformed"). While the log
/// holds frames a checkpoint may be copying them, so a change then is taken as the checkpoint's.
///
/// Once replaced, always replaced: the store writes nothing more.
final class OpenedCatalogFiles: @unchecked Sendable {
    /// The catalog file's path.
    let path: String
    /// The files as the store opened them.
    let opened: CatalogFileSet
    private let lock = NSLock()
    private var seen: CatalogFileSet
    private var dataVersion: Int
    private var replaced = false

    /// The files now at `path`, opened by a connection whose `data_version` is `dataVersion`.
    init?(path: String, dataVersion: Int) {
        guard let files = CatalogFileSet(path: path) else { return nil }
        self.path = path
        opened = files
        seen = files
        self.dataVersion = dataVersion
    }

    /// Whether the files at ``path`` are still the ones opened, changed only through SQLite
    /// since the last look; `dataVersion` is the connection's `data_version` now. Once false,
    /// always false.
    func stillOpened(dataVersion now: Int) -> Bool {
        lock.withLock {
            guard !replaced else { return false }
            guard let current = CatalogFileSet(path: path), current.holdsTheFiles(of: opened) else {
                replaced = true
                return false
            }
            let rewritten =
                now == dataVersion && current.databaseStamp != seen.databaseStamp && seen.logSize == 0 && current.logSize == 0
            guard !rewritten else {
                replaced = true
                return false
            }
            seen = current
            dataVersion = now
            return true
        }
    }

    /// Takes the files as they are now as the store's own doing (its checkpoint wrote the
    /// database file), unless they were replaced.
    func acceptOwnChange(dataVersion now: Int) {
        lock.withLock {
            guard !replaced, let current = CatalogFileSet(path: path), current.holdsTheFiles(of: opened) else { return }
            seen = current
            dataVersion = now
        }
    }

    /// Whether a look found the files replaced.
    var isReplaced: Bool { lock.withLock { replaced } }

    /// Whether the database file was renamed away (or deleted) while the `-wal` and `-shm` at the
    /// path are still the ones opened and no other connection committed since the last look
    /// (`dataVersion` is the connection's now): the frames in that log are then this store's
    /// own, and belong in the file it opened, not in the one now at the path.
    func onlyTheFileMoved(dataVersion now: Int) -> Bool {
        lock.withLock {
            let current = CatalogFileSet(path: path)
            guard current?.database != opened.database, now == dataVersion, let log = opened.log,
                let sharedMemory = opened.sharedMemory
            else { return false }
            return FileNode(path: path + "-wal") == log && FileNode(path: path + "-shm") == sharedMemory
        }
    }

    /// Whether the database file at the path is the one opened but its `-shm` is not (deleted,
    /// or recreated by another opener): a new connection in this process would share the old
    /// index SQLite keeps per database file, and so not see other processes' locks.
    var lostSharedMemory: Bool {
        guard let current = CatalogFileSet(path: path), current.database == opened.database else { return false }
        return opened.sharedMemory != nil && current.sharedMemory != opened.sharedMemory
    }
}
