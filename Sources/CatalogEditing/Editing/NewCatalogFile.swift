import Foundation
import ParallaxEngine
import PresetCatalog
import PresetStore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A new catalog file appears at its path whole or not at all, and never in place of another.
///
/// It is built in a temporary file beside the path (a name no one else uses), closed (SQLite
/// then checkpoints it and removes its `-wal` and `-shm`), flushed, and given its name with
/// `link(2)`, which fails when anything is at the path already: a catalog another process
/// created meanwhile is kept, never replaced or deleted. What the creation made is removed by
/// identity (the temporary file's device and inode), so a failed or lost creation removes only
/// its own files, whatever happened at the path.
enum NewCatalogFile {
    /// Builds a catalog with `build` (given the temporary path) and links it to `path`; false
    /// when a file was at `path` already (nothing there is touched).
    /// - Throws: `build`'s errors; ``DurableFileError`` when the file cannot be flushed or linked.
    static func place(at path: String, build: (String) throws -> Void) throws -> Bool {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().path + "/." + url.lastPathComponent + "." + UUID().uuidString + ".creating"
        var made: FileNode?
        defer { removeMade(temporary, made) }
        do {
            try build(temporary)
        } catch {
            made = FileNode(path: temporary)
            throw error
        }
        made = FileNode(path: temporary)
        try DurableFile.synchronizeFile(at: temporary)
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { return false }
            throw DurableFileError(operation: "link", path: path)
        }
        try DurableFile.synchronizeDirectory(of: path)
        return true
    }

    /// Removes the temporary catalog `temporary` when it is still the file `made` (and the
    /// `-wal`, `-shm` and `-journal` SQLite may have left beside it, which only it names).
    private static func removeMade(_ temporary: String, _ made: FileNode?) {
        guard let made, FileNode(path: temporary) == made else { return }
        unlink(temporary)
        for suffix in ["-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
    }
}
