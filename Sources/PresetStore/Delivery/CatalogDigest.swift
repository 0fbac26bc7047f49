import Crypto
import Foundation

/// SHA-256 of catalog files, as manifests record them (lowercase hex).
package enum CatalogDigest {
    /// The SHA-256 of `data`.
    package static func sha256(of data: Data) -> String {
        hex(Crypto.SHA256.hash(data: data))
    }

    /// The size and SHA-256 of the file at `path`, read a megabyte at a time.
    /// - Throws: ``DurableFileError`` when it cannot be read.
    package static func sizeAndSHA256(ofFileAt path: String) throws -> (size: Int, sha256: String) {
        let handle: FileHandle
        do {
            handle = try RegularFile.openForReading(path)
        } catch is NotARegularFile {
            throw DurableFileError(operation: "read (not a regular file)", path: path, code: EINVAL)
        }
        defer { try? handle.close() }
        var hasher = Crypto.SHA256()
        var size = 0
        while true {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: 1 << 20) ?? Data()
            } catch {
                throw DurableFileError(operation: "read", path: path)
            }
            if chunk.isEmpty { break }
            size += chunk.count
            hasher.update(data: chunk)
        }
        return (size, hex(hasher.finalize()))
    }

    private static func hex(_ digest: some Sequence<UInt8>) -> String {
        digest.map { byte in byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }.joined()
    }
}
