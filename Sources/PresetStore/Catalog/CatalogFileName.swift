#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How a catalog's path reaches SQLite: as the name of a file, whatever it looks like, and
/// through its symbolic links.
enum CatalogFileName {
    /// `path` as SQLite must be given it to open the file of that name. SQLite reads a name
    /// starting with `file:` as a URI (the linked library is built to) and `:memory:` as an
    /// in-memory database; such a relative path gets `./` in front, which names the same file.
    static func plain(_ path: String) -> String {
        path.hasPrefix("file:") || path == ":memory:" ? "./" + path : path
    }

    /// The file `path` names: `path` itself, or when it is a symbolic link the file it leads to
    /// (every link resolved), where SQLite keeps the catalog's `-wal` and `-shm` too.
    /// - Throws: ``PresetDatabaseError/notACatalog(path:problem:)`` for a link that leads nowhere.
    static func followingLinks(_ path: String) throws -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw PresetDatabaseError.notACatalog(
                path: path, problem: "it is a symbolic link to nothing (name its target, or a new file)")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
