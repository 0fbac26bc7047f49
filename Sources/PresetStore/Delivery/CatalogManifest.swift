import Foundation

/// The signed description of one published catalog file: the `manifest.json` that
/// `preset-manager publish` writes next to the file, and that an app's `LiveCatalog` checks
/// before it uses the file.
///
/// ```json
/// {"bytes": 278528, "file": "catalog-3f9a0c1d2e4b5a69.sqlite", "format": 1,
///  "keyId": "9b1c…", "publishedAt": "2025-06-01T12:00:00Z", "schema": 4,
///  "sha256": "3f9a0c1d2e4b5a69…", "signature": "base64…", "version": 7}
/// ```
///
/// `signature` is the Ed25519 signature of ``signedText``: every other member as canonical
/// JSON (keys sorted by code point, no whitespace, integers in decimal, strings with only `"`,
/// `\` and control characters escaped), which for this format's members (integers below 2⁵³ and
/// ASCII strings) is exactly RFC 8785's JSON Canonicalization Scheme. Any tool can check it;
/// docs/DELIVERY.md shows how with Python and OpenSSL.
package struct CatalogManifest: Hashable, Sendable {
    /// The one format this library writes and reads.
    package static let currentFormat = 1
    /// The largest manifest read, in bytes: a real one is about 400.
    package static let maximumLength = 16 * 1024
    /// How many hexadecimal digits of the SHA-256 the file name carries.
    package static let fileDigestPrefixLength = 16

    /// The manifest format (``currentFormat``).
    package var format: Int
    /// The publication's number: each one published to a directory is greater than the last.
    package var version: Int
    /// The catalog file's name, next to the manifest: `catalog-` and the first 16 hexadecimal
    /// digits of its SHA-256, `.sqlite`.
    package var file: String
    /// The catalog file's size in bytes.
    package var bytes: Int
    /// The catalog file's SHA-256, 64 lowercase hexadecimal digits.
    package var sha256: String
    /// The number of the newest migration applied to the catalog: the schema a reader needs.
    package var schema: Int
    /// When it was published, `YYYY-MM-DDTHH:MM:SSZ` (UTC).
    package var publishedAt: String
    /// When a reader should stop accepting this manifest as the latest (same form), if ever.
    package var expires: String?
    /// The signing key's ID: the SHA-256 of its 32-byte Ed25519 public key, lowercase hex.
    package var keyId: String
    /// The Ed25519 signature of ``signedText`` (64 bytes), base64.
    package var signature: String

    /// A manifest with every member given.
    package init(
        version: Int, file: String, bytes: Int, sha256: String, schema: Int, publishedAt: String, expires: String?,
        keyId: String, signature: String
    ) {
        self.format = Self.currentFormat
        self.version = version
        self.file = file
        self.bytes = bytes
        self.sha256 = sha256
        self.schema = schema
        self.publishedAt = publishedAt
        self.expires = expires
        self.keyId = keyId
        self.signature = signature
    }

    /// The file name a catalog with SHA-256 `sha256` is published under.
    package static func fileName(forDigest sha256: String) -> String {
        "catalog-\(sha256.prefix(fileDigestPrefixLength)).sqlite"
    }

    /// The canonical JSON of every member but `signature`: the text the signature signs.
    package var signedText: String {
        var members: [(String, ManifestMemberValue)] = [
            ("bytes", .integer(bytes)), ("file", .text(file)), ("format", .integer(format)), ("keyId", .text(keyId)),
            ("publishedAt", .text(publishedAt)), ("schema", .integer(schema)), ("sha256", .text(sha256)),
            ("version", .integer(version)),
        ]
        if let expires { members.append(("expires", .text(expires))) }
        return ManifestMemberValue.canonicalObject(members)
    }

    /// The whole manifest as the file holds it: the members in key order, one per line, ending
    /// with a newline (readers do not care about the layout; people do).
    package var fileText: String {
        var members: [(String, ManifestMemberValue)] = [
            ("bytes", .integer(bytes)), ("file", .text(file)), ("format", .integer(format)), ("keyId", .text(keyId)),
            ("publishedAt", .text(publishedAt)), ("schema", .integer(schema)), ("sha256", .text(sha256)),
            ("signature", .text(signature)), ("version", .integer(version)),
        ]
        if let expires { members.append(("expires", .text(expires))) }
        return ManifestMemberValue.canonicalObject(members, separator: ",\n  ", open: "{\n  ", colon: ": ", close: "\n}\n")
    }
}
