import Foundation
import PresetStore

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An exclusive `flock` on a file or directory, which other processes taking it wait for.
package enum ExclusiveLock {
    /// Runs `body` holding the lock on `path`, opened with `flags` (and `mode`, when `flags`
    /// create it); `opening` and `locking` name the operation in the error when the open or the
    /// lock fails. Waits for a process holding it; retries when a signal interrupts the wait.
    /// - Throws: ``CatalogError`` — I/O when the lock cannot be taken; what `body` throws.
    package static func holding<T>(
        _ path: String, flags: Int32, mode: mode_t = 0, opening: String, locking: String, _ body: () throws -> T
    ) throws -> T {
        let descriptor = open(path, flags, mode)
        guard descriptor >= 0 else {
            throw CatalogError(.ioFailure, DurableFileError(operation: opening, path: path).description)
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw CatalogError(.ioFailure, DurableFileError(operation: locking, path: path).description)
            }
        }
        return try body()
    }
}
