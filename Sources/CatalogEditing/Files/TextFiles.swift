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
        try readBytes(path, limit: limit, kind: kind, asJSON: false)
    }

    /// ``readBytes(_:limit:kind:)``, and when `asJSON` reading no further than the input shows it
    /// can be JSON text (``readJSONText(_:_:limit:kind:)``).
    private static func readBytes(_ path: String, limit: Int, kind: String, asJSON: Bool) throws -> [UInt8] {
        let read = { (handle: FileHandle) in
            asJSON ? try readJSONText(handle, path, limit: limit, kind: kind) : try Self.read(handle, path, limit: limit, kind: kind)
        }
        if path == "-" {
            return try read(FileHandle.standardInput)
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
        return try read(handle)
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
        return try read(handle, path, limit: limit, kind: kind)
    }

    private static func read(_ handle: FileHandle, _ path: String, limit: Int, kind: String) throws -> [UInt8] {
        let bytes = try readChunk(of: handle, path, count: limit + 1)
        guard bytes.count <= limit else { throw tooLarge(path, limit: limit, kind: kind, size: nil) }
        return Array(bytes)
    }

    /// How much of a text input is read at a time, and the most whitespace kept before its first
    /// character.
    private static let chunkBytes = 1 << 20

    /// The bytes of an input meant to be JSON text (a definition or a catalog document, each an
    /// object), read a megabyte at a time up to `limit`, reading no more than needed to tell
    /// when it cannot be: whitespace before the first character is counted, and kept only up to
    /// a megabyte, so spaces alone cost no memory however many (past `limit` they are too large,
    /// within it "only whitespace"); once a first character other than `{` is seen (`/dev/zero`,
    /// a YAML file), what was read is enough to say what it is instead.
    private static func readJSONText(_ handle: FileHandle, _ path: String, limit: Int, kind: String) throws -> [UInt8] {
        var kept: [UInt8] = []
        var total = 0
        var hasBegun = false
        while true {
            let chunk = try readChunk(of: handle, path, count: min(chunkBytes, limit + 1 - total))
            guard !chunk.isEmpty else { break }
            total += chunk.count
            guard total <= limit else { throw tooLarge(path, limit: limit, kind: kind, size: nil) }
            if hasBegun {
                kept.append(contentsOf: chunk)
                continue
            }
            guard let offset = firstCharacter(in: chunk) else {
                kept.append(contentsOf: chunk.prefix(max(0, chunkBytes - kept.count)))
                continue
            }
            let first = chunk.startIndex + offset
            guard kept.count == total - chunk.count else {
                throw CatalogError(
                    .invalidData,
                    "\(messageText(displayName(path), limit: 300)): not JSON (it begins with more than \(chunkBytes) bytes of whitespace)")
            }
            kept.append(contentsOf: chunk)
            hasBegun = true
            if chunk[first] != UInt8(ascii: "{") { break }
        }
        guard hasBegun || kept.count == total else {
            throw CatalogError(
                .invalidData, "\(messageText(displayName(path), limit: 300)): not JSON (it holds only whitespace, \(total) bytes)")
        }
        return kept
    }

    /// The offset in `chunk` of its first byte that is no ``isLeadingFiller(_:)``; nil when
    /// there is none.
    private static func firstCharacter(in chunk: Data) -> Int? {
        chunk.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, isLeadingFiller(bytes[offset]) { offset += 1 }
            return offset < bytes.count ? offset : nil
        }
    }

    /// Whether `byte` is one JSON text may begin with before its first character: whitespace,
    /// or one of the UTF-8 byte order mark's.
    private static func isLeadingFiller(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0xEF || byte == 0xBB || byte == 0xBF
    }

    private static func readChunk(of handle: FileHandle, _ path: String, count: Int) throws -> Data {
        do {
            return try handle.read(upToCount: count) ?? Data()
        } catch {
            throw CatalogError(.ioFailure, "\(messageText(displayName(path), limit: 300)): cannot be read")
        }
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
        let bytes = try readBytes(path, limit: limit, kind: kind, asJSON: true)
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
