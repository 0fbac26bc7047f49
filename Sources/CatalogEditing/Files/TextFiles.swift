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

/// Reads and writes the files commands take and produce, turning failures into one-line
/// ``CatalogError``s with the `sysexits.h` category that fits.
package enum TextFiles {
    /// The bytes of `path`, or of standard input when `path` is "-".
    /// - Parameters:
    ///   - limit: The most bytes accepted. A regular file larger than that is refused by its
    ///     size, before a byte is read; from anything else (a device, a pipe, stdin) no more
    ///     than one byte beyond it is read, so `/dev/zero` or a sparse file of a gigabyte costs
    ///     no more memory than an accepted file.
    ///   - kind: What such a file is, for the refusal ("a definition file", "a catalog document").
    /// - Throws: ``CatalogError/Kind/notFound`` when the file does not exist,
    ///   ``CatalogError/Kind/ioFailure`` when it cannot be read, ``CatalogError/Kind/invalidData``
    ///   when it holds more than `limit` bytes.
    package static func readBytes(_ path: String, limit: Int, kind: String = "a file the tool reads") throws -> [UInt8] {
        if path == "-" {
            return try read(FileHandle.standardInput, path: path, limit: limit, kind: kind)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CatalogError(.notFound, "\(messageText(path, limit: 300)): no such file")
        }
        guard !isDirectory.boolValue else {
            throw CatalogError(.ioFailure, "\(messageText(path, limit: 300)): is a directory")
        }
        // A file handle reads what `contents(atPath:)` refuses on Linux: devices and pipes,
        // such as `/dev/stdin` or a shell's `<(…)`.
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CatalogError(.ioFailure, "\(messageText(path, limit: 300)): cannot be read")
        }
        var status = stat()
        if fstat(handle.fileDescriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > limit {
            throw tooLarge(path, limit: limit, kind: kind, size: Int(status.st_size))
        }
        return try read(handle, path: path, limit: limit, kind: kind)
    }

    /// The bytes of the regular file `path`, as ``readBytes(_:limit:kind:)`` reads them; a FIFO,
    /// a device or a directory is refused without waiting for it (``RegularFile``).
    /// - Throws: as ``readBytes(_:limit:kind:)``; invalid data for anything but a regular file.
    package static func readRegularBytes(_ path: String, limit: Int, kind: String) throws -> [UInt8] {
        let handle: FileHandle
        do {
            handle = try RegularFile.openForReading(path)
        } catch let error as NotARegularFile {
            throw CatalogError(.invalidData, error.description)
        } catch {
            throw CatalogError(.ioFailure, "\(messageText(path, limit: 300)): cannot be read")
        }
        defer { try? handle.close() }
        var status = stat()
        if fstat(handle.fileDescriptor, &status) == 0, Int(status.st_size) > limit {
            throw tooLarge(path, limit: limit, kind: kind, size: Int(status.st_size))
        }
        return try read(handle, path: path, limit: limit, kind: kind)
    }

    private static func read(_ handle: FileHandle, path: String, limit: Int, kind: String) throws -> [UInt8] {
        let bytes: Data
        do {
            bytes = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw CatalogError(.ioFailure, "\(messageText(displayName(path), limit: 300)): cannot be read")
        }
        guard bytes.count <= limit else { throw tooLarge(path, limit: limit, kind: kind, size: nil) }
        return Array(bytes)
    }

    private static func tooLarge(_ path: String, limit: Int, kind: String, size: Int?) -> CatalogError {
        CatalogError(
            .invalidData,
            "\(messageText(displayName(path), limit: 300)): too large: more than \(limit) bytes, the most \(kind) may hold"
                + (size.map { " (it has \($0)); nothing read" } ?? "; read no further"))
    }

    /// The UTF-8 text of a definition file (`--file`, `--definition`): as ``readText(_:limit:kind:)``
    /// with the limit ``CatalogLimits/maximumDefinitionBytes``, checked before anything is decoded.
    package static func readDefinition(_ path: String) throws -> String {
        try readText(path, limit: CatalogLimits.maximumDefinitionBytes, kind: "a definition file")
    }

    /// The UTF-8 text of a catalog document or a definition (`import`, `validate --file`): as
    /// ``readText(_:limit:kind:)`` with the limit ``CatalogLimits/maximumDocumentBytes``.
    package static func readDocument(_ path: String) throws -> String {
        try readText(path, limit: CatalogLimits.maximumDocumentBytes, kind: "a catalog document")
    }

    /// The UTF-8 text of `path`, or of standard input when `path` is "-".
    /// - Throws: as ``readBytes(_:limit:kind:)``, and ``CatalogError/Kind/invalidData`` when it is not
    ///   UTF-8 (so not the JSON every text file the tool reads is meant to be).
    package static func readText(_ path: String, limit: Int, kind: String = "a file the tool reads") throws -> String {
        let bytes = try readBytes(path, limit: limit, kind: kind)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CatalogError(.invalidData, "\(messageText(displayName(path), limit: 300)): not JSON (not UTF-8 text)")
        }
        return text
    }

    /// Writes `text` to `path` as every `--out` is written (``OutputFile``): atomically, into a
    /// regular file only.
    /// - Throws: ``CatalogError`` — cannot create (73), I/O (74).
    package static func write(_ text: String, to path: String) throws {
        try OutputFile.write(text, to: path)
    }

    /// How output and error messages name `path`: "stdin" for "-", else the path with its
    /// invisible and control characters escaped (``pathText(_:)``).
    package static func displayName(_ path: String) -> String {
        path == "-" ? "stdin" : pathText(path)
    }
}
