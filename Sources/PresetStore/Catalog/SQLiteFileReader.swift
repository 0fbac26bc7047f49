import GRDBSQLite

/// Reads a database file's bytes through SQLite's own file layer: a connection opened read-only
/// that runs no statement, whose file handle ``read(count:)`` reads with.
///
/// Why not `FileHandle`: POSIX record locks belong to the process, not to a descriptor, and
/// closing any descriptor of a file drops every lock the process holds on it. SQLite's unix
/// layer knows this: it keeps one lock state per file for all the process's connections and
/// keeps a descriptor open until none of them holds a lock. A descriptor opened and closed
/// outside SQLite would silently drop the locks of this process's connections to the catalog;
/// another process closing it would then believe itself the last connection, checkpoint and
/// delete the write-ahead log under them, and they would see no commit again.
final class SQLiteFileReader {
    private let connection: OpaquePointer?
    private let file: UnsafeMutablePointer<sqlite3_file>
    private let methods: sqlite3_io_methods

    /// Opens the file at `path`; nil when SQLite cannot open it for reading.
    init?(path: String) {
        var connection: OpaquePointer?
        var file: UnsafeMutablePointer<sqlite3_file>?
        guard sqlite3_open_v2(CatalogFileName.plain(path), &connection, SQLITE_OPEN_READONLY, nil) == SQLITE_OK,
            sqlite3_file_control(connection, "main", SQLITE_FCNTL_FILE_POINTER, &file) == SQLITE_OK,
            let file, let methods = file.pointee.pMethods?.pointee
        else {
            sqlite3_close_v2(connection)
            return nil
        }
        self.connection = connection
        self.file = file
        self.methods = methods
    }

    deinit {
        sqlite3_close_v2(connection)
    }

    /// The file's size now, or nil when it cannot be asked.
    func size() -> Int64? {
        var size: sqlite3_int64 = 0
        guard let fileSize = methods.xFileSize, fileSize(file, &size) == SQLITE_OK else { return nil }
        return size
    }

    /// The first `count` bytes of the file (fewer when it is shorter), or nil when they cannot be read.
    func read(count: Int) -> [UInt8]? {
        guard let read = methods.xRead, let size = size() else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        let status = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, Int32(count), 0) }
        // A short read fills the rest with zeros (SQLITE_IOERR_SHORT_READ, which Swift does not import).
        guard status == SQLITE_OK || status == Self.shortRead else { return nil }
        return Array(bytes.prefix(Int(min(Int64(count), size))))
    }

    /// SQLITE_IOERR_SHORT_READ: SQLITE_IOERR | (2 << 8).
    private static let shortRead = SQLITE_IOERR | (2 << 8)
}
