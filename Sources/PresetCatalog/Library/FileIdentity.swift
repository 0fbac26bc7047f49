#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What tells whether a catalog file changed since it was looked at: the device, inode, size
/// and modification time (to the nanosecond) of the file and of its `-wal`. A commit changes one
/// of them: in rollback mode the file itself, in WAL mode the `-wal` (until a checkpoint writes
/// the file and removes it), and a file replaced by a rename has a new inode. Not the
/// status-change time: SQLite opening a `-wal` as root changes it (it gives the file the
/// database's owner), so every reopening would look like a change.
struct FileIdentity: Equatable, Sendable {
    /// One file's status, nil when there is no file.
    struct Status: Equatable, Sendable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: timespec.Parts
    }

    let file: Status?
    let log: Status?

    /// The identity of the catalog at `path` now.
    init(of path: String) {
        file = Self.status(of: path)
        log = Self.status(of: path + "-wal")
    }

    private static func status(of path: String) -> Status? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return Status(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: modified.parts)
    }
}

extension timespec {
    /// Seconds and nanoseconds, comparable.
    struct Parts: Equatable, Sendable {
        let seconds: Int64
        let nanoseconds: Int64
    }

    var parts: Parts { Parts(seconds: Int64(tv_sec), nanoseconds: Int64(tv_nsec)) }
}
