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

/// The one writer of every `--out FILE` a command takes (export, preview, easing…): the file
/// ends up a regular file holding the whole text, or is left as it was.
///
/// - A path that does not exist becomes a new regular file (permissions 0666 less the umask).
/// - An existing regular file is replaced atomically: the text goes to a new file beside it,
///   which is flushed and renamed over it, keeping its permissions; a reader sees the old
///   content or the new, never a part, and a failed write leaves the old one.
/// - A symbolic link is written through: its target (every link resolved) is replaced as
///   above and the link itself stays. A link to nothing is refused.
/// - A directory, a device (`/dev/full`, `/dev/null`…), a FIFO or a socket is refused with
///   ``CatalogError/Kind/cannotCreate`` (exit 73), naming it: it is never replaced by a file.
package enum OutputFile {
    /// What `--help` says of the rules above, for the options that write a file.
    package static let helpText =
        "Write to this file instead of stdout (a regular file, replaced atomically; a symbolic link is written through to its target; a directory, device, FIFO or socket is refused)."

    /// Writes `text` to `path` under the rules above.
    /// - Throws: ``CatalogError`` — cannot create (73) when `path` is no regular file or its
    ///   folder refuses a new file; I/O (74) when writing or flushing fails (a full disk).
    package static func write(_ text: String, to path: String) throws {
        try write(to: path) { write in try write(text) }
    }

    /// Writes the text `produce` hands to the writer it is given, piece by piece, to `path`
    /// under the rules above: the pieces go to the new file as they come, so no more than one is
    /// held, and `path` changes only once `produce` has returned and the whole text is flushed.
    /// - Throws: as ``write(_:to:)``, and what `produce` throws (the new file is then removed and
    ///   `path` left as it was).
    package static func write(to path: String, producing produce: ((String) throws -> Void) throws -> Void) throws {
        let destination = try regularDestination(of: path)
        let existing = try? FileManager.default.attributesOfItem(atPath: destination)
        let mode = (existing?[.posixPermissions] as? NSNumber).map { mode_t($0.intValue) } ?? 0o666
        let folder = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        let temporary = folder + "/." + URL(fileURLWithPath: destination).lastPathComponent + "." + UUID().uuidString + ".tmp"
        let file: NewFile
        do {
            file = NewFile(try DurableFile(creating: temporary, mode: mode))
        } catch let error as DurableFileError {
            throw CatalogError(.cannotCreate, "\(quoted(path)): cannot be written: \(reason(error.code))")
        }
        do {
            if existing != nil { _ = chmod(temporary, mode) }  // the umask narrowed it at creation
            try produce(file.write)
            try file.durable.synchronize()
            try DurableFile.rename(temporary, to: destination)
        } catch let error as DurableFileError {
            unlink(temporary)
            throw CatalogError(.ioFailure, "\(quoted(path)): cannot be written: \(reason(error.code))")
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// The new file the text goes to, for the pieces to be written to as they come.
    private final class NewFile {
        let durable: DurableFile

        init(_ durable: consuming DurableFile) {
            self.durable = durable
        }

        func write(_ piece: String) throws {
            try durable.write(Data(piece.utf8))
        }
    }

    /// The regular file `path` names, through any symbolic links: `path` itself when nothing is
    /// there yet.
    /// - Throws: ``CatalogError/Kind/cannotCreate`` for anything but a regular file or a free name.
    package static func regularDestination(of path: String) throws -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw CatalogError(.cannotCreate, "\(quoted(path)): cannot be written: \(reason(errno))") }
            return path
        }
        var destination = path
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                throw CatalogError(.cannotCreate, "\(quoted(path)): a symbolic link to nothing; name its target or a new file")
            }
            destination = String(cString: resolved)
            free(resolved)
            guard stat(destination, &status) == 0 else {
                throw CatalogError(.cannotCreate, "\(quoted(path)): cannot be written: \(reason(errno))")
            }
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw CatalogError(
                .cannotCreate, "\(quoted(path)): \(kindName(status.st_mode)), not a regular file; nothing written (give a file name)")
        }
        return destination
    }

    /// What a file of mode `mode` is, for a refusal.
    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "is a directory"
        case S_IFCHR: "is a character device"
        case S_IFBLK: "is a block device"
        case S_IFIFO: "is a FIFO (named pipe)"
        case S_IFSOCK: "is a socket"
        default: "is a special file"
        }
    }

    private static func quoted(_ path: String) -> String {
        messageText(path, limit: 300)
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
