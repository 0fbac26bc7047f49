#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Which file a path names: its device and inode, whatever its name, size or contents. A file
/// replaced by a rename (`git checkout`, an editor's atomic save, `mv other.sqlite catalog.sqlite`)
/// has a new node at the same path; a deleted or moved one has none there. Looked up with
/// `stat(2)`, which opens nothing, so asking never drops a lock SQLite holds on the file.
package struct FileNode: Hashable, Sendable {
    /// The device holding the file.
    package let device: UInt64
    /// The file's inode on that device.
    package let inode: UInt64

    /// The node of the file at `path` now (symbolic links followed); nil when there is none.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The node `status` (from `stat(2)` or `fstat(2)`) describes.
    package init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
