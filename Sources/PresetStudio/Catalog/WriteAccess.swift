import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Whether this user may write a catalog file and its folder (SQLite writes its `-wal` and
/// `-shm` beside the file), as `access(2)` says: a file mode without write permission, a folder
/// the user cannot write, a read-only mount (`EROFS`, for root too). A file that does not exist
/// yet counts as writable: opening creates it, or says why not.
struct WriteAccess {
    /// Whether the file (when it exists) and its folder are writable.
    let isWritable: Bool
    /// Whether the folder is writable.
    let isFolderWritable: Bool
    /// Why not, for a notice: "Read-only file system", "Permission denied"; empty when writable.
    let reason: String

    init(path: String) {
        guard access(path, F_OK) == 0 else {
            (isWritable, isFolderWritable, reason) = (true, true, "")
            return
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let fileResult = access(path, W_OK) == 0 ? 0 : errno
        let folderResult = access(folder, W_OK) == 0 ? 0 : errno
        isFolderWritable = folderResult == 0
        isWritable = folderResult == 0 && fileResult == 0
        let failure = fileResult != 0 ? fileResult : folderResult
        reason = failure == 0 ? "" : String(cString: strerror(failure))
    }
}
