import Foundation
import ParallaxEngine

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Opening a file for reading only when it is a regular file. The open does not wait
/// (`O_NONBLOCK`: opening a FIFO with no writer, or some devices, would block until one came),
/// then `fstat(2)` of the descriptor decides, so what is checked is what is read.
package enum RegularFile {
    /// A handle reading the regular file at `path` (blocking reads again once checked).
    /// - Throws: ``NotARegularFile`` for a FIFO, a device, a socket or a directory;
    ///   ``DurableFileError`` when it cannot be opened.
    package static func openForReading(_ path: String) throws -> FileHandle {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw DurableFileError(operation: "open", path: path) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw NotARegularFile(path: path)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
}

/// A path that names something other than a regular file where one was expected.
package struct NotARegularFile: Error, CustomStringConvertible {
    /// The path.
    package let path: String
    /// `'…' is not a regular file (a FIFO, device, socket or directory); nothing read`.
    package var description: String {
        "'\(messageText(path, limit: 300))' is not a regular file (a FIFO, device, socket or directory); nothing read"
    }
}
