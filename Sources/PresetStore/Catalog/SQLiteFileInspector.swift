import Foundation

/// Checks, by reading the file's header bytes only, that a file is a whole SQLite database before
/// SQLite touches it, so a foreign or truncated file is refused and left exactly as it was. The
/// bytes are read through SQLite's own file layer (``SQLiteFileReader``), never through a
/// descriptor of the inspector's own, whose closing would drop the locks of this process's
/// connections to the same catalog.
///
/// Header layout: https://www.sqlite.org/fileformat2.html#the_database_header
enum SQLiteFileInspector {
    private static let magic = Array("SQLite format 3\0".utf8)

    /// Throws ``PresetDatabaseError/notACatalog(path:problem:)`` unless `path` holds a complete
    /// SQLite database. An empty file passes (SQLite treats it as an empty database).
    static func validate(path: String) throws {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            throw PresetDatabaseError.notACatalog(
                path: path, problem: type == .typeDirectory ? "it is a directory" : "it is not a regular file")
        }
        let fileSize = try size(of: path) ?? 0
        guard fileSize > 0 else { return }
        guard let file = SQLiteFileReader(path: path), let header = file.read(count: 100) else {
            throw PresetDatabaseError.notACatalog(path: path, problem: "the file cannot be read")
        }
        guard header.count >= magic.count, Array(header[0..<magic.count]) == magic else {
            throw PresetDatabaseError.notACatalog(path: path, problem: "not a SQLite database (no SQLite header)")
        }
        guard header.count == 100 else {
            throw PresetDatabaseError.notACatalog(path: path, problem: "truncated SQLite file (\(fileSize) bytes, shorter than its header)")
        }
        let rawPageSize = Int(header[16]) << 8 | Int(header[17])
        let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
        guard pageSize >= 512, pageSize <= 65536, pageSize & (pageSize - 1) == 0 else {
            throw PresetDatabaseError.notACatalog(path: path, problem: "corrupt SQLite header (page size \(rawPageSize))")
        }
        guard fileSize % UInt64(pageSize) == 0 else {
            throw PresetDatabaseError.notACatalog(
                path: path, problem: "truncated SQLite file (\(fileSize) bytes is not a whole number of \(pageSize)-byte pages)")
        }
        // A checkpoint by another process writes page 1 (holding the page count) before the pages
        // that extend the file, and may delete the -wal file just after: a mismatch seen during
        // one clears within moments, while a truncated file stays short. So look a few times.
        var promisedSize: UInt64 = 0
        for attempt in 0..<Self.truncationLooks {
            if attempt > 0 { usleep(Self.truncationLookInterval) }
            promisedSize = try self.promisedSize(of: file, path: path, pageSize: pageSize)
            if try (size(of: path) ?? 0) >= promisedSize { return }
        }
        throw PresetDatabaseError.notACatalog(
            path: path, problem: "truncated SQLite file (\(try size(of: path) ?? 0) bytes, its header promises \(promisedSize))")
    }

    /// How often, and how many microseconds apart, a file shorter than its header says is looked at.
    private static let truncationLooks = 5
    private static let truncationLookInterval: useconds_t = 20_000

    /// The size the header of `file` (at `path`) promises now, or 0 when the page count cannot be
    /// trusted: it is valid when the change counter equals version-valid-for, and pages still in
    /// a non-empty write-ahead log may be missing from the main file legitimately.
    private static func promisedSize(of file: SQLiteFileReader, path: String, pageSize: Int) throws -> UInt64 {
        let walSize = try size(of: path + "-wal") ?? 0
        guard walSize == 0, let header = file.read(count: 100), header.count == 100 else { return 0 }
        let changeCounter = bigEndian(header[24..<28])
        let versionValidFor = bigEndian(header[92..<96])
        let pageCount = bigEndian(header[28..<32])
        return changeCounter == versionValidFor ? UInt64(pageCount) * UInt64(pageSize) : 0
    }

    /// Whether a writable catalog at `path` must not be written: the file, or the directory that
    /// would hold its `-wal`, `-shm` and `-journal` files, is marked read-only (no write bit for
    /// anyone) or is not writable by this process. Root passes `access(2)` whatever the bits
    /// say, so the bits are checked too: a catalog marked read-only stays read-only for everyone.
    static func isMarkedReadOnly(_ path: String) throws -> Bool {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        for location in [path, directory] where FileManager.default.fileExists(atPath: location) {
            let attributes = try FileManager.default.attributesOfItem(atPath: location)
            let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o777
            if permissions & 0o222 == 0 || !FileManager.default.isWritableFile(atPath: location) { return true }
        }
        return false
    }

    /// The size of the file at `path`, or nil when there is none. A file that disappears while
    /// it is looked at counts as none: another process closing the catalog deletes its `-wal`.
    static func size(of path: String) throws -> UInt64? {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            return (attributes[.size] as? NSNumber)?.uint64Value
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile {
            return nil
        }
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }
}
