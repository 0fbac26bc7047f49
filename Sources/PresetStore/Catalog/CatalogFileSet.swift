#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The files SQLite keeps a catalog in, found by name: the database file and, beside it, its
/// write-ahead log (`-wal`) and shared-memory index (`-shm`). A connection opens all three once
/// and keeps its descriptors, but another process finds them by name, so the three at the path
/// must stay the ones the connection opened: a `-wal` or `-shm` deleted (`git stash -u`,
/// `git clean -fX`, `rm catalog.sqlite-*`) and recreated by the next opener leaves two sets of
/// connections on one file that no longer see each other's writes. Looked up with `stat(2)`,
/// which opens nothing, so asking never drops a lock SQLite holds.
package struct CatalogFileSet: Equatable, Sendable {
    /// The database file's node.
    package let database: FileNode
    /// The `-wal`'s node; nil when there is none.
    package let log: FileNode?
    /// The `-shm`'s node; nil when there is none.
    package let sharedMemory: FileNode?
    /// The database file's size and modification time.
    package let databaseStamp: FileStamp
    /// The `-wal`'s size in bytes (0 when there is none).
    package let logSize: Int64

    /// The files at `path` now; nil when no database file is there.
    package init?(path: String) {
        guard let (database, stamp) = Self.look(path) else { return nil }
        let log = Self.look(path + "-wal")
        self.database = database
        self.databaseStamp = stamp
        self.log = log?.node
        self.logSize = log?.stamp.size ?? 0
        sharedMemory = Self.look(path + "-shm")?.node
    }

    /// Whether these are the same three files as `opened`: the same database file, and the same
    /// `-wal` and `-shm` wherever `opened` had one.
    package func holdsTheFiles(of opened: CatalogFileSet) -> Bool {
        database == opened.database && (opened.log == nil || log == opened.log)
            && (opened.sharedMemory == nil || sharedMemory == opened.sharedMemory)
    }

    private static func look(_ path: String) -> (node: FileNode, stamp: FileStamp)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (FileNode(status), FileStamp(status))
    }
}

/// When a file's content last changed, as `stat(2)` tells it: its size and modification time (to
/// the nanosecond where the file system keeps them). Every write to the file moves it; a change
/// of its name, links or permissions does not.
package struct FileStamp: Equatable, Sendable {
    /// The size in bytes.
    package let size: Int64
    /// The modification time: seconds and nanoseconds since 1970.
    package let modifiedSeconds: Int64
    package let modifiedNanoseconds: Int64

    init(_ status: stat) {
        size = Int64(status.st_size)
        #if canImport(Darwin)
            modifiedSeconds = Int64(status.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int64(status.st_mtimespec.tv_nsec)
        #else
            modifiedSeconds = Int64(status.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
        #endif
    }
}
