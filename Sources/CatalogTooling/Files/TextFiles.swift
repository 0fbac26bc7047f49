import Foundation
import PresetCatalog

/// Reads and writes the files commands take and produce, turning failures into one-line
/// ``CatalogError``s with the `sysexits.h` category that fits.
package enum TextFiles {
    /// The bytes of `path`, or of standard input when `path` is "-".
    /// - Throws: ``CatalogError/Kind/notFound`` when the file does not exist,
    ///   ``CatalogError/Kind/ioFailure`` when it cannot be read.
    package static func readBytes(_ path: String) throws -> [UInt8] {
        if path == "-" {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
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
        do {
            return Array(try handle.readToEnd() ?? Data())
        } catch {
            throw CatalogError(.ioFailure, "\(path): cannot be read")
        }
    }

    /// The UTF-8 text of `path`, or of standard input when `path` is "-".
    /// - Throws: as ``readBytes(_:)``, and ``CatalogError/Kind/invalidData`` when it is not
    ///   UTF-8 (so not the JSON every text file the tool reads is meant to be).
    package static func readText(_ path: String) throws -> String {
        let bytes = try readBytes(path)
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
