import PresetStore

/// The catalog's own files: the catalog, its `-wal`, `-shm` and `-journal`, told apart from
/// every other file by identity (device and inode, ``FileNode``), whatever path, link or `..`
/// names them. Nothing but SQLite may open them while the catalog is open: closing any other
/// descriptor of a file drops every POSIX lock the process holds on it, SQLite's included, and
/// another process would then delete the `-wal` under this one's connections. So the image
/// routes and page embedding ask this before they open a file an image's URI names, and refuse
/// these (an image registered with `--uri catalog.sqlite`). Asking opens nothing (`stat(2)`).
package struct OwnedFiles: Sendable {
    /// The catalog file's path; nil for none (a page built without a catalog).
    let catalogPath: String?

    /// The files of the catalog at `catalogPath`.
    package init(catalogPath: String?) {
        self.catalogPath = catalogPath
    }

    /// The suffixes SQLite gives the files beside a database.
    static let suffixes = ["", "-wal", "-shm", "-journal"]

    /// Whether the file at `path` (links followed) is one of the catalog's own files now.
    package func contains(_ path: String) -> Bool {
        guard let catalogPath, let node = FileNode(path: path) else { return false }
        return Self.suffixes.contains { FileNode(path: catalogPath + $0) == node }
    }
}
