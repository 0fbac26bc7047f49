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

/// The private key file `publish` signs with: an Ed25519 key in PEM (PKCS #8, as `openssl
/// genpkey -algorithm ed25519` writes it), readable by its owner only.
package enum SigningKeyFile {
    /// Writes a new key to `path`, which must not exist, readable and writable by its owner only
    /// (0600); returns it.
    /// - Throws: ``CatalogError`` — cannot create (73) when the file exists (it is never
    ///   overwritten) or cannot be created; I/O (74) when it cannot be written.
    package static func generate(at path: String) throws -> ManifestSigningKey {
        let key = ManifestSigningKey()
        let file: DurableFile
        do {
            file = try DurableFile(creating: path, mode: 0o600)
        } catch let error as DurableFileError {
            throw CatalogError(
                .cannotCreate,
                error.code == EEXIST
                    ? "key file '\(messageText(path, limit: 300))' already exists; refusing to overwrite it"
                    : error.description)
        }
        do {
            try file.write(Data(key.pemText.utf8))
            try file.synchronize()
        } catch let error as DurableFileError {
            try? DurableFile.remove(path)
            throw CatalogError(.ioFailure, error.description)
        }
        return key
    }

    /// Removes the key file at `path` (one ``generate(at:)`` created and could not report).
    package static func remove(at path: String) throws {
        try DurableFile.remove(path)
        try DurableFile.synchronizeDirectory(of: path)
    }

    /// The key in the file at `path`.
    /// - Throws: ``CatalogError`` — not found (66); invalid data (65) when it is not an Ed25519
    ///   PEM key, or when others than its owner may read it (as ssh refuses such keys).
    package static func read(at path: String) throws -> ManifestSigningKey {
        let quoted = messageText(path, limit: 300)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw CatalogError(.notFound, "key file '\(quoted)' does not exist (create one with keys generate)")
        }
        let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
        guard mode & 0o077 == 0 else {
            throw CatalogError(
                .invalidData,
                "key file '\(quoted)' may be read by others (mode \(String(mode, radix: 8))); make it private: chmod 600 '\(quoted)'")
        }
        guard (attributes[.size] as? NSNumber)?.intValue ?? 0 <= 4096, let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else { throw CatalogError(.invalidData, "key file '\(quoted)' is not an Ed25519 private key in PEM (PKCS #8) form") }
        do {
            return try ManifestSigningKey(pemText: text)
        } catch let error as ManifestError {
            throw CatalogError(.invalidData, "key file '\(quoted)' \(error)")
        }
    }
}
