import Foundation
import ParallaxEngine
import PresetCatalog
import PresetStore

/// Reads and writes the files commands take and produce, turning failures into one-line
/// ``CatalogError``s with the `sysexits.h` category that fits.
package enum TextFiles {
    /// The bytes of `path`, or of standard input when `path` is "-".
    /// - Parameter limit: The most bytes accepted: no more than one byte beyond it is read, so
    ///   a larger file, device or pipe costs no more memory than an accepted one.
    /// - Throws: ``CatalogError/Kind/notFound`` when the file does not exist,
    ///   ``CatalogError/Kind/ioFailure`` when it cannot be read, ``CatalogError/Kind/invalidData``
    ///   when it holds more than `limit` bytes.
    package static func readBytes(_ path: String, limit: Int = .max) throws -> [UInt8] {
        if path == "-" {
            return try read(FileHandle.standardInput, path: path, limit: limit)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CatalogError(.notFound, "\(path): no such file")
        }
        guard !isDirectory.boolValue else {
            throw CatalogError(.ioFailure, "\(path): is a directory")
        }
        // A file handle reads what `contents(atPath:)` refuses on Linux: devices and pipes,
        // such as `/dev/stdin` or a shell's `<(…)`.
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CatalogError(.ioFailure, "\(path): cannot be read")
        }
        return try read(handle, path: path, limit: limit)
    }

    private static func read(_ handle: FileHandle, path: String, limit: Int) throws -> [UInt8] {
        let bytes: Data
        do {
            bytes = try (limit == .max ? handle.readToEnd() : handle.read(upToCount: limit + 1)) ?? Data()
        } catch {
            throw CatalogError(.ioFailure, "\(displayName(path)): cannot be read")
        }
        guard bytes.count <= limit else {
            throw CatalogError(
                .invalidData, "\(messageText(displayName(path), limit: 300)): more than \(limit) bytes, the most a definition file may hold"
            )
        }
        return Array(bytes)
    }

    /// The UTF-8 text of a definition file (`--file`, `--definition`): as ``readText(_:limit:)``
    /// with the limit ``CatalogLimits/maximumDefinitionBytes``, checked before anything is decoded.
    package static func readDefinition(_ path: String) throws -> String {
        try readText(path, limit: CatalogLimits.maximumDefinitionBytes)
    }

    /// The UTF-8 text of `path`, or of standard input when `path` is "-".
    /// - Throws: as ``readBytes(_:limit:)``, and ``CatalogError/Kind/invalidData`` when it is not
    ///   UTF-8 (so not the JSON every text file the tool reads is meant to be).
    package static func readText(_ path: String, limit: Int = .max) throws -> String {
        let bytes = try readBytes(path, limit: limit)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CatalogError(.invalidData, "\(displayName(path)): not JSON (not UTF-8 text)")
        }
        return text
    }

    /// Writes `text` to `path` atomically (a temporary file renamed into place).
    /// - Throws: ``CatalogError/Kind/cannotCreate`` when the file cannot be created.
    package static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CatalogError(.cannotCreate, "\(path): cannot be written")
        }
    }

    /// How error messages name `path`: "stdin" for "-".
    package static func displayName(_ path: String) -> String {
        path == "-" ? "stdin" : path
    }
}
