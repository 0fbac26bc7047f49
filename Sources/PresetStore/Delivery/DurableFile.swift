import Foundation
import ParallaxEngine

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Files written so that a crash or a power cut leaves either the old content or the new one
/// under a name, never a part: the bytes go to a new file, which is flushed to the disk, then
/// renamed over the final name, and the directory is flushed so the rename itself lasts.
///
/// Each step is its own call, so a caller can say where it is between them.
package struct DurableFile: ~Copyable {
    /// The file's path.
    package let path: String
    private let descriptor: Int32

    /// Creates the file `path`, which must not exist, with permissions `mode` (before the umask
    /// narrows them, which cannot widen 0600), open for writing.
    /// - Throws: ``DurableFileError`` (`EEXIST` when it exists).
    package init(creating path: String, mode: mode_t = 0o644) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw DurableFileError(operation: "create", path: path) }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Appends `bytes`.
    package func write(_ bytes: Data) throws {
        try bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = writeBytes(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw DurableFileError(operation: "write", path: path) }
                written += count
            }
        }
    }

    /// Flushes what was written to the disk (`F_FULLFSYNC` where the platform has it: on Apple
    /// platforms `fsync` only reaches the drive's cache).
    package func synchronize() throws {
        guard Self.flush(descriptor) else { throw DurableFileError(operation: "flush", path: path) }
    }

    /// Closes the file and renames it to `destination` (replacing what is there), then flushes
    /// the directory they are in.
    package consuming func commit(as destination: String) throws {
        try Self.rename(path, to: destination)
    }

    /// Renames `source` to `destination` (in the same directory, replacing what is there) and
    /// flushes the directory.
    package static func rename(_ source: String, to destination: String) throws {
        guard renameFile(source, destination) == 0 else { throw DurableFileError(operation: "rename", path: source) }
        try synchronizeDirectory(of: destination)
    }

    /// Writes `data` to `path` durably, as a whole: `temporaryPath` (which must not exist) gets
    /// the bytes, is flushed, and is renamed to `path`.
    package static func write(_ data: Data, to path: String, through temporaryPath: String, mode: mode_t = 0o644) throws {
        do {
            let file = try DurableFile(creating: temporaryPath, mode: mode)
            try file.write(data)
            try file.synchronize()
            try file.commit(as: path)
        } catch {
            unlink(temporaryPath)
            throw error
        }
    }

    /// Flushes the file at `path` (written by someone else, e.g. SQLite) to the disk.
    package static func synchronizeFile(at path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DurableFileError(operation: "open", path: path) }
        defer { close(descriptor) }
        guard flush(descriptor) else { throw DurableFileError(operation: "flush", path: path) }
    }

    /// Removes the file at `path` if there is one (flush the directory after the removals with
    /// ``synchronizeDirectory(of:)``).
    package static func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else { throw DurableFileError(operation: "remove", path: path) }
    }

    /// Flushes the directory holding `path`, so renames and removals in it last.
    package static func synchronizeDirectory(of path: String) throws {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DurableFileError(operation: "open the folder", path: directory) }
        defer { close(descriptor) }
        guard flush(descriptor) else { throw DurableFileError(operation: "flush the folder", path: directory) }
    }

    private static func flush(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(descriptor) == 0
    }
}

/// `write(2)`, out of reach of ``DurableFile/write(_:)``'s name.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// `rename(2)`, out of reach of ``DurableFile/rename(_:to:)``'s name.
private func renameFile(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}

/// A file operation that failed, with the system's reason: `cannot rename '…': No space left on device`.
package struct DurableFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line.
    package let description: String
    /// The `errno` value.
    package let code: Int32

    /// The failure of `operation` on `path`, with the reason `code` (by default, `errno` now).
    package init(operation: String, path: String, code: Int32 = errno) {
        self.code = code
        description = "cannot \(operation) '\(messageText(path, limit: 300))': \(String(cString: strerror(code)))"
    }
}
